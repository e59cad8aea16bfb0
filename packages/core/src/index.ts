export * from './gs1';
export * from './transitions';
export * from './weights';
