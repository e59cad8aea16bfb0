/// <reference types="vite/client" />

/** The web client's version, from package.json. */
declare const __APP_VERSION__: string;

/** The contracts route table reduced to what the client calls (apps/web/build/route-table.ts). */
declare module 'virtual:route-table' {
  const table: Record<string, unknown>;
  export default table;
}
