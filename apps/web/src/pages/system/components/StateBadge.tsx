import { StatusBadge, type StatusMap } from '../../../kit';

/** A status badge for table cells: the column is never squeezed narrower than the state's name. */
export function StateBadge<M extends StatusMap>({
  map,
  value,
}: {
  map: M;
  value: keyof M | null | undefined;
}) {
  return <StatusBadge map={map} value={value} styles={{ label: { overflow: 'visible' } }} />;
}
