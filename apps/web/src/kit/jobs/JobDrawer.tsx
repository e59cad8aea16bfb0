import { Drawer, Group, Skeleton, Stack } from '@mantine/core';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { LoadFailed } from '../pages/LoadFailed';
import { StatusBadge } from '../status/StatusBadge';
import type { StatusMap } from '../status/statusMap';

export interface JobDrawerProps<T, M extends StatusMap> {
  /** The opened record (null: closed). */
  id: string | null;
  onClose: () => void;
  /** The record, read again by its hook while its job runs. */
  query: UseQueryResult<T>;
  title: (record: T) => ReactNode;
  statuses: M;
  status: (record: T) => keyof M;
  /** Whether the record's job is still running; once it is not, the list is read again. */
  isRunning: (record: T) => boolean;
  /** The list to refresh when the job ends while the drawer is open. */
  listKey: readonly unknown[];
  size?: number;
  children: (record: T) => ReactNode;
}

/**
 * A job-backed record beside its list (barcodes being made, labels being voided): its title and state,
 * loading and failure, and the list told when the job ends while the drawer is open.
 */
export function JobDrawer<T, M extends StatusMap>({
  id,
  onClose,
  query,
  title,
  statuses,
  status,
  isRunning,
  listKey,
  size = 640,
  children,
}: JobDrawerProps<T, M>) {
  const queryClient = useQueryClient();
  const record = query.data;
  const settled = record !== undefined && !isRunning(record);
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: listKey });
  }, [settled, queryClient, listKey]);
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size={size}
      title={
        record ? (
          <Group gap="sm" wrap="nowrap">
            <span>{title(record)}</span>
            <StatusBadge map={statuses} value={status(record)} />
          </Group>
        ) : (
          <Skeleton h={20} w={260} />
        )
      }
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {record ? (
        children(record)
      ) : query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="md">
          <Skeleton h={120} />
          <Skeleton h={160} />
        </Stack>
      )}
    </Drawer>
  );
}
