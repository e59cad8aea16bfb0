import {
  PARTNER_KEY_MAX_DAYS,
  type PartnerAccessLevel,
  type PartnerResource,
  type PartnerScope,
} from '@trace/contracts';
import type { FieldOf } from '../../kit';

/** A resource's row of the scope matrix: nothing, read, or write (which implies read). */
export type ScopeChoice = 'none' | PartnerAccessLevel;

/** How long a new key lives unless the person chooses otherwise. */
export const DEFAULT_KEY_DAYS = 90;

/** The level a key's scopes give a resource (the highest one listed). */
export function scopeChoice(scopes: readonly string[], resource: PartnerResource): ScopeChoice {
  if (scopes.includes(`${resource}:write`)) return 'write';
  if (scopes.includes(`${resource}:read`)) return 'read';
  return 'none';
}

/** The scopes with `resource` set to `choice` (one scope per resource: write implies read). */
export function withScopeChoice(
  scopes: readonly string[],
  resource: PartnerResource,
  choice: ScopeChoice,
): PartnerScope[] {
  const others = scopes.filter((scope) => !scope.startsWith(`${resource}:`)) as PartnerScope[];
  return choice === 'none' ? others : [...others, `${resource}:${choice}`];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar day as `YYYY-MM-DD`, `days` after `from`. */
export function dayAfter(from: Date, days: number): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last day a new key may run to: the server refuses more than `PARTNER_KEY_MAX_DAYS` ahead. */
export const lastExpiryDay = (now: Date) => dayAfter(now, PARTNER_KEY_MAX_DAYS - 1);

/** The end of a local day as an ISO moment (a key or a grant runs through the day chosen). */
export function endOfDay(day: string | null): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 23, 59, 59).toISOString();
}

/** The addresses typed one per line (or separated by commas), without blanks. */
export function addressList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface KeyValues extends Record<string, unknown> {
  name: string;
  scopes: string[];
  /** The last day the key works (new keys only). */
  expiresOn: string | null;
  addresses: string;
}

export const newKeyValues = (now: Date): KeyValues => ({
  name: '',
  scopes: [],
  expiresOn: dayAfter(now, DEFAULT_KEY_DAYS),
  addresses: '',
});

export const keyValues = (key: { name: string; scopes: string[]; ipAllow: string[] }): KeyValues => ({
  name: key.name,
  scopes: key.scopes,
  expiresOn: null,
  addresses: key.ipAllow.join('\n'),
});

/** The form's values as the create body (`expiresAt`) or the update body (without it). */
export const toKeyBody = (values: KeyValues, withExpiry: boolean) => ({
  name: values.name,
  scopes: values.scopes,
  ipAllow: addressList(values.addresses),
  ...(withExpiry ? { expiresAt: endOfDay(values.expiresOn) } : {}),
});

/** Where an error of the body shows on the form. */
export const keyFieldOf: FieldOf = (path) =>
  path === 'expiresAt' ? 'expiresOn' : path.startsWith('ipAllow') ? 'addresses' : path;
