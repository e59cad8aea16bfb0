export * from './client';
export * from './insert-slices';
export * from './messages';
export * from './migrate';
export * from './passwords';
export * as schema from './schema/index';
export * from './schema/index';
