import { mapRouteTable, type RouteDefinition } from './route';

/**
 * What the web client keeps of a route at run time: how to call it (method, path, whether it takes a
 * file) and who may (its access, which pages read to show or hide an action, and a partner route's scope,
 * from which the key form offers its scopes). The schemas stay in the table's types, where they type
 * each call, and out of the client's scripts: evaluating every schema of the table was the largest part
 * of the client's start-up (decision 0038).
 */
export type ClientRoute = Pick<RouteDefinition, 'method' | 'path' | 'access' | 'multipart' | 'partner'>;

/** The route table with each route reduced to its `ClientRoute` fields, groups and names kept. */
export function clientRouteTable(table: object): Record<string, unknown> {
  return mapRouteTable(table, (value) => {
    const route: ClientRoute = { method: value.method, path: value.path, access: value.access };
    if (value.multipart) route.multipart = true;
    if (value.partner) route.partner = value.partner;
    return route;
  });
}
