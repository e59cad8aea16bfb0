import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type DetailSection, DetailSections, DetailSkeleton } from './DetailSections';
import { LoadFailed } from './LoadFailed';
import { PageHeader } from './PageHeader';

export interface DetailPageProps<T> {
  title: ReactNode | ((data: T) => ReactNode);
  /** The list page to return to. */
  back?: string;
  /** The record (a `useQuery` result). */
  query: UseQueryResult<T>;
  sections: (data: T) => readonly DetailSection[];
  /** A status badge beside the title. */
  badge?: (data: T) => ReactNode;
  subtitle?: (data: T) => ReactNode;
  /** Buttons at the right of the header (edit, print). */
  actions?: (data: T) => ReactNode;
  /** More content after the sections. */
  children?: (data: T) => ReactNode;
}

/** A record shown as sections of label/value pairs, with a back button; loading and failure included. */
export function DetailPage<T>({
  title,
  back,
  query,
  sections,
  badge,
  subtitle,
  actions,
  children,
}: DetailPageProps<T>) {
  const data = query.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={typeof title === 'function' ? (data === undefined ? '' : title(data)) : title}
        back={back}
        badge={data === undefined ? undefined : badge?.(data)}
        subtitle={data === undefined ? undefined : subtitle?.(data)}
        actions={data === undefined ? undefined : actions?.(data)}
      />
      {data !== undefined ? (
        <>
          <DetailSections sections={sections(data)} />
          {children?.(data)}
        </>
      ) : query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
    </Stack>
  );
}
