export * from './digital-link';
export * from './gs1';
export * from './label-import';
export * from './labels';
export * from './spreadsheet';
export * from './transitions';
export * from './weights';
