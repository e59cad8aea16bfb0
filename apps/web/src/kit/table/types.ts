import type { MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListQuery } from '../query/params';

/** One column of a DataTable. */
export interface DataColumn<T> {
  /** Stable id: the sort field sent as `sortBy`, and the key the column chooser remembers. */
  key: string;
  /** Heading, already in the interface language. */
  header: string;
  /** The cell; default: the row's field named `key`, as text. */
  cell?: (row: T) => ReactNode;
  /** The value written to exports; default: the row's field named `key`. */
  exportValue?: (row: T) => string | number | boolean | null | undefined;
  /** The server can sort by this column. */
  sortable?: boolean;
  /** Width in px (a minimum when the table has room to spare). */
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** Hidden until the person turns it on in the column chooser. */
  defaultHidden?: boolean;
  /** Cannot be hidden (the column that names the row). */
  alwaysVisible?: boolean;
}

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterBase {
  key: string;
  /** Shown as the input's placeholder and accessible name, in the interface language. */
  label: string;
  /** Input width in px (default 200; date ranges 260). */
  width?: number;
}

export type FilterDef =
  | (FilterBase & { type: 'text' })
  | (FilterBase & {
      type: 'select';
      /** Fixed options, e.g. `statusOptions(MAP, language)`. */
      options?: FilterOption[];
      /** Or the enabled items of a server dictionary (`GET /lookups/dictionaries/:code`). */
      dictionary?: string;
      multiple?: boolean;
      /**
       * The options come from a server search: called with the typed text (debounced; '' while the
       * text is the chosen option's name), and `options` are the answer. The chosen option stays.
       */
      onSearch?: (keyword: string) => void;
      /** The server search is under way (says "loading" instead of "nothing found"). */
      searching?: boolean;
    })
  | (FilterBase & {
      type: 'dateRange';
      /** Parameter names sent for the two ends (default `<key>From` / `<key>To`). */
      from?: string;
      to?: string;
    });

/**
 * A button on each row. It shows when the row allows it — rows that carry `actions: string[]` (what
 * the server says the caller may do next) must list the action's key — and the person holds
 * `permission`, and `visible(row)` agrees.
 */
export interface RowAction<T> {
  key: string;
  label: string;
  icon?: ReactNode;
  color?: MantineColor;
  permission?: string;
  visible?: (row: T) => boolean;
  onClick: (row: T) => void;
}

/** What the export button does: call the page, or download the server's file for the current filters. */
export type ExportHandler = (query: ListQuery) => void | Promise<void>;
