export * from './gs1';
export * from './labels';
export * from './transitions';
export * from './weights';
