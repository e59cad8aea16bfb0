import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

/** The module the client imports its route table from (apps/web/src/api/routes.ts). */
const MODULE_ID = 'virtual:route-table';
const RESOLVED_ID = `\0${MODULE_ID}`;
const CONTRACTS = fileURLToPath(new URL('../../../packages/contracts/src/index.ts', import.meta.url));

type Contracts = typeof import('@trace/contracts');

/**
 * The contracts route table as the client needs it at run time, each route reduced to its method, path,
 * access, upload flag and partner scope (`clientRouteTable`, decision 0038).
 *
 * - A build evaluates the contracts once here, in Node, and writes the reduced table into the bundle as
 *   data: no schema of the table reaches the browser.
 * - The dev server and the unit tests reduce the table where they run, from the same function.
 */
export function routeTable(): Plugin {
  let build = false;
  return {
    name: 'trace-route-table',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!build) {
        return (
          `import { ROUTES, clientRouteTable } from '@trace/contracts';\n` +
          'export default clientRouteTable(ROUTES);\n'
        );
      }
      const { module } = await runnerImport<Contracts>(CONTRACTS, { configFile: false, logLevel: 'error' });
      return `export default ${JSON.stringify(module.clientRouteTable(module.ROUTES))};\n`;
    },
  };
}
