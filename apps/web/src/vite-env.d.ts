/// <reference types="vite/client" />

/** The web client's version, from package.json. */
declare const __APP_VERSION__: string;
