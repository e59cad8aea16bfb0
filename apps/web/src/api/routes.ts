import table from 'virtual:route-table';
import type { ROUTES as RouteTable } from '@trace/contracts';

/**
 * The contracts route table, as the client calls it (`callRoute(ROUTES.products.list, …)`).
 *
 * Its types are the whole table's, so each call is typed by the route's schemas; at run time each route
 * holds only its method, path, access, upload flag and partner scope (`ClientRoute`, built from the
 * contracts by apps/web/build/route-table.ts). Read nothing else of a route here: the schemas are not in
 * the client.
 * A form that validates with a schema of the contracts imports that schema by name.
 */
export const ROUTES = table as unknown as typeof RouteTable;
