import type { MantineColor } from '@mantine/core';
import type { Language } from '@trace/contracts';
import { type Label, labelText } from '../../i18n/text';

/** How one state of a state machine is shown: its name (a locale key, or a contracts name) and a colour. */
export interface StatusStyle {
  label: Label;
  color: MantineColor;
}

/** Every state of one machine, keyed by the value the API sends (`1`, `'to_be_reviewed'`). */
export type StatusMap<V extends string | number = string | number> = Readonly<Record<V, StatusStyle>>;

/** Declares a status map; the keys stay literal so `StatusBadge` only accepts the machine's values. */
export function defineStatusMap<const M extends Record<string | number, StatusStyle>>(map: M): M {
  return map;
}

/** The style of a value, or undefined for a value the map does not know. */
export function statusStyle(
  map: StatusMap,
  value: string | number | null | undefined,
): StatusStyle | undefined {
  if (value === null || value === undefined) return undefined;
  return Object.hasOwn(map, value) ? map[value as keyof typeof map] : undefined;
}

/** The name of a state in a language; an unknown value is shown as it came. */
export function statusLabel(
  map: StatusMap,
  value: string | number | null | undefined,
  language: Language,
): string {
  const style = statusStyle(map, value);
  if (style) return labelText(style.label, language);
  return value === null || value === undefined ? '' : String(value);
}

/** Options for a status filter, in the map's order. */
export function statusOptions(map: StatusMap, language: Language): { value: string; label: string }[] {
  return Object.entries(map).map(([value, style]) => ({
    value,
    label: labelText((style as StatusStyle).label, language),
  }));
}
