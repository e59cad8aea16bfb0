import type { Localized } from '@trace/contracts';
import { boolean, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** Dictionary types (country, port, label type...) and their items, labelled in cn/en/fr. */
export const dictTypes = pgTable('dict_types', {
  id: id(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  remark: text('remark'),
  ...timestamps,
});

export const dictItems = pgTable(
  'dict_items',
  {
    id: id(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => dictTypes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('dict_items_type_value_key').on(t.typeId, t.value)],
);
