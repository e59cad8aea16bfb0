import type { UserType } from '@trace/contracts';
import type { ComponentType } from 'react';

/**
 * One card of the home dashboard. A module adds its card as a file in `src/pages/home/cards/`
 * exporting `card`; the dashboard shows the cards the person may see, ordered by `order`.
 */
export interface HomeCard {
  /** Position on the dashboard: lower first. */
  order: number;
  /** Shown only to people holding this permission. */
  permission?: string;
  /** Shown only to these kinds of user (the key figures differ by kind). */
  userTypes?: readonly UserType[];
  /** Takes the whole width of the dashboard (cards with charts and lists). */
  wide?: boolean;
  Component: ComponentType;
}
