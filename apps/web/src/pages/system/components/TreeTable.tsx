import { ActionIcon, Box, Button, Card, EmptyState, Group, Skeleton, Table, Text } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InboxIcon } from '../../../kit';
import classes from './TreeTable.module.css';
import { type TreeRow, visibleTreeRows } from './tree';

export interface TreeColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  width?: number;
  align?: 'left' | 'center' | 'right';
}

export interface TreeTableProps<T extends TreeRow<T>> {
  /** The roots; each node's `children` are shown indented under it. */
  data: readonly T[] | undefined;
  loading?: boolean;
  /** The first column: names the row and carries the expand toggle. */
  nameHeader: string;
  name: (row: T) => ReactNode;
  columns: readonly TreeColumn<T>[];
  /** Buttons at the end of each row. */
  actions?: (row: T) => ReactNode;
  emptyText?: string;
  /** Beside the expand/collapse buttons (a search field). */
  toolbar?: ReactNode;
  /** Show every level at first (default); false shows the roots folded. */
  initiallyExpanded?: boolean;
  /** Show every level whatever was folded (search results). */
  forceExpanded?: boolean;
}

const ChevronIcon = ({ open }: { open: boolean }) => (
  <svg
    width={14}
    height={14}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 120ms ease' }}
  >
    <path d="M9 6l6 6-6 6" />
  </svg>
);

function allIds<T extends TreeRow<T>>(rows: readonly T[]): string[] {
  return rows.flatMap((row) => [row.id, ...allIds(row.children)]);
}

/** A hierarchy (departments, menus) as a table: indented names with expand toggles, then columns. */
export function TreeTable<T extends TreeRow<T>>({
  data,
  loading,
  nameHeader,
  name,
  columns,
  actions,
  emptyText,
  toolbar,
  initiallyExpanded = true,
  forceExpanded = false,
}: TreeTableProps<T>) {
  const { t } = useTranslation('system');
  // Whether rows are open unless toggled, and the rows toggled since: rows added later follow the rule.
  const [openByDefault, setOpenByDefault] = useState(initiallyExpanded);
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(
    () => visibleTreeRows(data ?? [], (id) => forceExpanded || openByDefault !== toggled.has(id)),
    [data, openByDefault, toggled, forceExpanded],
  );

  const toggle = (id: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const setAll = (open: boolean) => {
    setOpenByDefault(open);
    setToggled(new Set());
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="xs">{toolbar}</Group>
        <Group gap="xs">
          <Button variant="default" size="sm" onClick={() => setAll(true)} disabled={forceExpanded}>
            {t('common.expandAll')}
          </Button>
          <Button variant="default" size="sm" onClick={() => setAll(false)} disabled={forceExpanded}>
            {t('common.collapseAll')}
          </Button>
        </Group>
      </Group>
      <Box className={classes.frame}>
        <Table.ScrollContainer minWidth={720} type="native">
          <Table verticalSpacing="sm" horizontalSpacing="md" className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th miw={220}>{nameHeader}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.key} w={column.width} style={{ textAlign: column.align }}>
                    {column.header}
                  </Table.Th>
                ))}
                {actions ? <Table.Th style={{ textAlign: 'right' }}>{t('actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loading && !data
                ? Array.from({ length: 4 }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                    <Table.Tr key={index}>
                      <Table.Td colSpan={columns.length + 2}>
                        <Skeleton h={14} w={`${40 + index * 12}%`} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : rows.map(({ row, depth, hasChildren, open }) => (
                    <Table.Tr key={row.id} data-depth={depth}>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap" style={{ paddingLeft: depth * 22 }}>
                          {hasChildren ? (
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              size="sm"
                              onClick={() => toggle(row.id)}
                              aria-expanded={open}
                              aria-label={open ? t('common.collapse') : t('common.expand')}
                            >
                              <ChevronIcon open={open} />
                            </ActionIcon>
                          ) : (
                            <Box w={22} />
                          )}
                          <Box miw={0} style={{ whiteSpace: 'nowrap' }}>
                            {name(row)}
                          </Box>
                        </Group>
                      </Table.Td>
                      {columns.map((column) => (
                        <Table.Td key={column.key} style={{ textAlign: column.align }}>
                          {column.cell(row)}
                        </Table.Td>
                      ))}
                      {actions ? (
                        <Table.Td>
                          <Group gap={4} justify="flex-end" wrap="nowrap">
                            {actions(row)}
                          </Group>
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {!loading && data && data.length === 0 ? (
          <EmptyState py={48} withIndicatorBackground icon={<InboxIcon size={26} />} title={emptyText} />
        ) : null}
      </Box>
      {data && data.length > 0 ? (
        <Text size="sm" c="dimmed" mt="md">
          {t('common.total', { count: allIds(data).length })}
        </Text>
      ) : null}
    </Card>
  );
}
