import {
  ActionIcon,
  Box,
  Button,
  EmptyState,
  Group,
  Menu,
  Pagination,
  Progress,
  Select,
  Skeleton,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type KeyboardEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isSessionError } from '../../api/client';
import { AlertCircleIcon, DotsIcon, DownloadIcon, InboxIcon, RefreshIcon, SortIcon } from '../icons';
import { useCan } from '../permissions';
import { countActiveFilters, lastPage, PAGE_SIZE_OPTIONS } from '../query/params';
import type { PagedQuery } from '../query/usePagedQuery';
import { ColumnChooser } from './ColumnChooser';
import {
  type ColumnVisibility,
  defaultColumnVisibility,
  loadColumnVisibility,
  saveColumnVisibility,
} from './columnStore';
import classes from './DataTable.module.css';
import { downloadServerExport, type ExportRoute, exportRowsAsCsv } from './export';
import { FilterBar } from './FilterBar';
import { allowedActions } from './rowActions';
import type { DataColumn, ExportHandler, FilterDef, RowAction } from './types';

const ACTIONS_COLUMN = '__actions';
/** Row actions shown as buttons; more go into a "more" menu. */
const INLINE_ACTIONS = 2;

export interface DataTableProps<T, Extra extends object = object> {
  /** Names the table for the column chooser's memory (`messages`, `label-orders`). */
  tableId: string;
  /** The list's state and rows, from `usePagedQuery`. */
  query: PagedQuery<T, Extra>;
  columns: readonly DataColumn<T>[];
  /** Filters above the table; pass the same list to `usePagedQuery({ filters })`. */
  filters?: readonly FilterDef[];
  rowActions?: readonly RowAction<T>[];
  /** Row identity (default: the row's `id`). */
  rowKey?: (row: T) => string;
  onRowClick?: (row: T) => void;
  /** Extra attributes of a row (`data-unread`, a class) for styling by state. */
  rowProps?: (row: T) => Record<string, string | undefined>;
  /** The export button calls this with the current list parameters... */
  onExport?: ExportHandler;
  /** ...or downloads this server export (GET, current filters and sort; the file the server names). */
  exportRoute?: ExportRoute;
  /** ...or builds a CSV here from every matching row (for lists without a server export). */
  exportCsv?: boolean;
  /** Download name for `exportRoute` / `exportCsv` (default `<tableId>.xlsx` / `.csv`). */
  exportFilename?: string;
  /** Shown instead of the standard "no data" text. */
  emptyText?: string;
  /** More controls at the right of the toolbar, before refresh/columns/export. */
  toolbar?: ReactNode;
}

function defaultCell(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return <Text c="dimmed">—</Text>;
  if (typeof value === 'boolean') return value ? '✓' : '';
  if (typeof value === 'object') return null;
  return String(value);
}

/**
 * The list table of every page: server paging (size up to 100), sorting, a filter bar, a column
 * chooser remembered per table, row actions from data and permissions, loading/empty/error states and
 * an export button.
 */
export function DataTable<T, Extra extends object = object>(props: DataTableProps<T, Extra>) {
  const { t } = useTranslation('kit');
  const can = useCan();
  const { query, columns, tableId } = props;
  const [visibility, setVisibility] = useState<ColumnVisibility>(() =>
    loadColumnVisibility(tableId, columns),
  );
  const [exporting, setExporting] = useState(false);

  const changeVisibility = (next: ColumnVisibility) => {
    setVisibility(next);
    saveColumnVisibility(tableId, columns, next);
  };

  const rowActions = props.rowActions ?? [];
  const columnDefs = useMemo<ColumnDef<T>[]>(() => {
    const defs: ColumnDef<T>[] = columns.map((column) => ({
      id: column.key,
      header: column.header,
      accessorFn: (row) => (row as Record<string, unknown>)[column.key],
      cell: ({ row, getValue }) => (column.cell ? column.cell(row.original) : defaultCell(getValue())),
      enableSorting: Boolean(column.sortable),
      enableHiding: !column.alwaysVisible,
      size: column.width,
      meta: { align: column.align },
    }));
    if (rowActions.length > 0) {
      defs.push({
        id: ACTIONS_COLUMN,
        header: t('table.actions'),
        enableSorting: false,
        enableHiding: false,
      });
    }
    return defs;
  }, [columns, rowActions.length, t]);

  const sorting: SortingState = query.state.sort
    ? [{ id: query.state.sort.field, desc: query.state.sort.order === 'desc' }]
    : [];

  const table = useReactTable({
    data: query.rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    sortDescFirst: false,
    rowCount: query.total,
    getRowId: (row, index) =>
      props.rowKey?.(row) ?? String((row as { id?: unknown }).id ?? `${query.state.page}-${index}`),
    state: { sorting, columnVisibility: visibility },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      query.setSort(first ? { field: first.id, order: first.desc ? 'desc' : 'asc' } : undefined);
    },
    onColumnVisibilityChange: (updater) =>
      changeVisibility(typeof updater === 'function' ? updater(visibility) : updater),
  });

  const canExport = Boolean(props.onExport || props.exportRoute || props.exportCsv);
  async function runExport() {
    setExporting(true);
    try {
      if (props.onExport) await props.onExport(query.listQuery);
      else if (props.exportRoute)
        await downloadServerExport(
          props.exportRoute,
          query.listQuery,
          props.exportFilename ?? `${tableId}.xlsx`,
        );
      else
        await exportRowsAsCsv({
          fetchPage: query.fetchPage,
          query: query.listQuery,
          columns: columns.filter((column) => visibility[column.key] !== false),
          filename: props.exportFilename ?? `${tableId}.csv`,
        });
    } catch (error) {
      if (!isSessionError(error)) {
        notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
      }
    } finally {
      setExporting(false);
    }
  }

  const visibleColumns = table.getVisibleLeafColumns();
  const activeFilters = countActiveFilters(query.state.filters);
  const pages = lastPage(query.total, query.state.pageSize);
  const showInitialSkeleton = query.isPending && query.rows.length === 0;
  const refreshing = query.isFetching && !showInitialSkeleton;
  const failed = query.error && query.rows.length === 0;

  const renderActions = (row: T) => {
    const allowed = allowedActions(row, rowActions, can);
    if (allowed.length === 0) return null;
    const inline = allowed.length <= INLINE_ACTIONS + 1 ? allowed : allowed.slice(0, INLINE_ACTIONS);
    const overflow = allowed.slice(inline.length);
    return (
      // Clicking an action is not a click on the row.
      <Group gap={4} wrap="nowrap" justify="flex-end" onClick={(event) => event.stopPropagation()}>
        {inline.map((action) => (
          <Button
            key={action.key}
            size="compact-sm"
            variant="subtle"
            color={action.color}
            leftSection={action.icon}
            onClick={() => action.onClick(row)}
          >
            {action.label}
          </Button>
        ))}
        {overflow.length > 0 ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('table.moreActions')}>
                <DotsIcon size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {overflow.map((action) => (
                <Menu.Item
                  key={action.key}
                  color={action.color}
                  leftSection={action.icon}
                  onClick={() => action.onClick(row)}
                >
                  {action.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    );
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onRowClick?.(row);
    }
  };

  return (
    <Box className={classes.root}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md" wrap="nowrap">
        <Box flex={1} miw={0}>
          {props.filters && props.filters.length > 0 ? (
            <FilterBar filters={props.filters} values={query.state.filters} onApply={query.setFilters} />
          ) : null}
        </Box>
        <Group gap="xs" wrap="nowrap" flex="none">
          {props.toolbar}
          <Tooltip label={t('table.refresh')} withArrow>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('table.refresh')}
              onClick={query.refetch}
              loading={query.isFetching && !query.isPending}
            >
              <RefreshIcon size={17} />
            </ActionIcon>
          </Tooltip>
          <ColumnChooser
            columns={columns}
            visibility={visibility}
            onChange={changeVisibility}
            onReset={() => changeVisibility(defaultColumnVisibility(columns))}
          />
          {canExport ? (
            <Button
              variant="default"
              leftSection={<DownloadIcon size={16} />}
              loading={exporting}
              disabled={query.total === 0}
              onClick={() => void runExport()}
            >
              {t('table.export')}
            </Button>
          ) : null}
        </Group>
      </Group>

      <Box className={classes.frame}>
        {/* Stripes move only while rows are read again: an idle table costs the browser nothing. */}
        <Progress
          value={100}
          animated={refreshing}
          size={2}
          radius={0}
          className={classes.progress}
          data-active={refreshing || undefined}
          aria-hidden
        />
        <Table.ScrollContainer minWidth={Math.max(640, visibleColumns.length * 120)} type="native">
          <Table
            verticalSpacing="sm"
            horizontalSpacing="md"
            highlightOnHover={Boolean(props.onRowClick)}
            className={classes.table}
            aria-busy={query.isFetching}
          >
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => {
                    const column = header.column;
                    const align =
                      column.id === ACTIONS_COLUMN
                        ? 'right'
                        : (column.columnDef.meta as { align?: string } | undefined)?.align;
                    const sorted = column.getIsSorted();
                    return (
                      <Table.Th
                        key={header.id}
                        w={column.columnDef.size}
                        style={{ textAlign: align as 'left' | 'right' | 'center' | undefined }}
                        aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                      >
                        {column.getCanSort() ? (
                          <UnstyledButton
                            className={classes.sort}
                            onClick={column.getToggleSortingHandler()}
                            data-sorted={sorted || undefined}
                          >
                            {flexRender(column.columnDef.header, header.getContext())}
                            <SortIcon sorted={sorted} size={14} />
                          </UnstyledButton>
                        ) : (
                          flexRender(column.columnDef.header, header.getContext())
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {showInitialSkeleton
                ? Array.from({ length: 5 }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                    <Table.Tr key={index}>
                      {visibleColumns.map((column) => (
                        <Table.Td key={column.id}>
                          <Skeleton h={14} w={`${55 + ((index * 17 + column.id.length * 7) % 40)}%`} />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))
                : table.getRowModel().rows.map((row) => (
                    <Table.Tr
                      key={row.id}
                      className={props.onRowClick ? classes.clickable : undefined}
                      onClick={props.onRowClick ? () => props.onRowClick?.(row.original) : undefined}
                      onKeyDown={props.onRowClick ? (event) => onRowKeyDown(event, row.original) : undefined}
                      tabIndex={props.onRowClick ? 0 : undefined}
                      {...props.rowProps?.(row.original)}
                    >
                      {row.getVisibleCells().map((cell) => {
                        const align =
                          cell.column.id === ACTIONS_COLUMN
                            ? 'right'
                            : (cell.column.columnDef.meta as { align?: string } | undefined)?.align;
                        return (
                          <Table.Td
                            key={cell.id}
                            style={{ textAlign: align as 'left' | 'right' | 'center' | undefined }}
                          >
                            {cell.column.id === ACTIONS_COLUMN
                              ? renderActions(row.original)
                              : flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>

        {failed ? (
          <EmptyState
            py={48}
            color="red"
            variant="light"
            icon={<AlertCircleIcon size={26} />}
            title={t('table.loadFailed')}
            description={query.error instanceof ApiError ? query.error.msg : undefined}
          >
            <EmptyState.Actions>
              <Button variant="default" leftSection={<RefreshIcon size={16} />} onClick={query.refetch}>
                {t('table.retry')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : !query.isPending && query.rows.length === 0 ? (
          <EmptyState
            py={48}
            withIndicatorBackground
            icon={<InboxIcon size={26} />}
            title={activeFilters > 0 ? t('table.noMatches') : (props.emptyText ?? t('table.empty'))}
            data-testid="table-empty"
          >
            {activeFilters > 0 ? (
              <EmptyState.Actions>
                <Button variant="default" onClick={() => query.setFilters({})}>
                  {t('table.clearFilters')}
                </Button>
              </EmptyState.Actions>
            ) : null}
          </EmptyState>
        ) : null}
      </Box>

      {query.total > 0 ? (
        <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="table-total">
            {t('table.total', { count: query.total })}
          </Text>
          <Group gap="sm" wrap="nowrap">
            <Select
              aria-label={t('table.pageSize')}
              w={120}
              size="sm"
              allowDeselect={false}
              data={PAGE_SIZE_OPTIONS.map((size) => ({
                value: String(size),
                label: t('table.perPage', { count: size }),
              }))}
              value={String(query.state.pageSize)}
              onChange={(value) => value && query.setPageSize(Number(value))}
              comboboxProps={{ withinPortal: true }}
            />
            <Pagination
              total={pages}
              value={Math.min(query.state.page, pages)}
              onChange={query.setPage}
              size="sm"
              siblings={1}
              withEdges={pages > 7}
              getControlProps={(control) => ({
                'aria-label': t(`table.pageControl.${control}`),
              })}
            />
          </Group>
        </Group>
      ) : null}
    </Box>
  );
}
