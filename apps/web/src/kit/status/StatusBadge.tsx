import { Badge, type BadgeProps } from '@mantine/core';
import { useLanguage } from '../../i18n';
import { type StatusMap, statusLabel, statusStyle } from './statusMap';

export interface StatusBadgeProps<M extends StatusMap> extends Omit<BadgeProps, 'color' | 'children'> {
  map: M;
  value: keyof M | null | undefined;
}

/** A state of a state machine, named in the interface language and coloured as its map says. */
export function StatusBadge<M extends StatusMap>({
  map,
  value,
  variant = 'light',
  ...props
}: StatusBadgeProps<M>) {
  const language = useLanguage();
  const key = value as string | number | null | undefined;
  if (key === null || key === undefined) return null;
  const style = statusStyle(map, key);
  return (
    <Badge
      variant={variant}
      color={style?.color ?? 'gray'}
      radius="sm"
      data-status={String(key)}
      // A status is never cut short: the column grows to fit it.
      miw="max-content"
      {...props}
    >
      {statusLabel(map, key, language)}
    </Badge>
  );
}
