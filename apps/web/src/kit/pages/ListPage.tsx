import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '../table/DataTable';
import { PageHeader } from './PageHeader';

export interface ListPageProps<T, Extra extends object> extends DataTableProps<T, Extra> {
  title: ReactNode;
  subtitle?: ReactNode;
  badge?: ReactNode;
  /** Primary actions in the header ("New", "Mark all read"). */
  actions?: ReactNode;
  /** Above the table inside the page (a notice, tabs). */
  children?: ReactNode;
}

/** A resource's list page: header with primary actions, then filters, table and pager in one card. */
export function ListPage<T, Extra extends object = object>({
  title,
  subtitle,
  badge,
  actions,
  children,
  ...table
}: ListPageProps<T, Extra>) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} subtitle={subtitle} badge={badge} actions={actions} />
      {children}
      <Card withBorder radius="md" padding="lg">
        <DataTable {...table} />
      </Card>
    </Stack>
  );
}
