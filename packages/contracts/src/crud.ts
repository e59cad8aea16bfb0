import { z } from 'zod';
import { ZIdParams, ZPage, ZPageQuery } from './common';
import { type Access, defineRoute } from './route';

/**
 * The five routes of a plain managed resource (list, detail, create, update, delete), declared once
 * for the many small administration resources. Each route is an ordinary entry of the route table.
 */
export function crudRoutes<
  Item extends z.ZodType,
  Create extends z.ZodObject,
  Update extends z.ZodType,
  Filters extends z.ZodRawShape = Record<never, never>,
>(options: {
  path: string;
  tag: string;
  noun: string;
  item: Item;
  create: Create;
  update?: Update;
  filters?: Filters;
  read: Access;
  write: Access;
}) {
  const { path, noun, read, write } = options;
  const tags = [options.tag];
  return {
    list: defineRoute({
      method: 'GET',
      path,
      access: read,
      summary: `List ${noun}s (paged, newest first)`,
      tags,
      query: ZPageQuery.extend({
        keyword: z.string().trim().max(100).optional(),
        ...(options.filters ?? ({} as Filters)),
      }),
      response: ZPage(options.item),
    }),
    get: defineRoute({
      method: 'GET',
      path: `${path}/:id`,
      access: read,
      summary: `One ${noun}`,
      tags,
      params: ZIdParams,
      response: options.item,
    }),
    create: defineRoute({
      method: 'POST',
      path,
      access: write,
      summary: `Create a ${noun}`,
      tags,
      body: options.create,
      response: options.item,
    }),
    update: defineRoute({
      method: 'PUT',
      path: `${path}/:id`,
      access: write,
      summary: `Change a ${noun}`,
      tags,
      params: ZIdParams,
      body: (options.update ?? changesOf(options.create)) as Update extends z.ZodType ? Update : z.ZodObject,
      response: options.item,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: `${path}/:id`,
      access: write,
      summary: `Delete a ${noun}`,
      tags,
      params: ZIdParams,
      response: z.null(),
    }),
  };
}

/**
 * The body of a change: every field of the create body optional, without its default, so a field left
 * out keeps its stored value instead of going back to the default.
 */
function changesOf(create: z.ZodObject) {
  const shape = Object.fromEntries(
    Object.entries(create.shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType),
    ]),
  );
  return create.extend(shape).partial();
}
