export * from './access';
export * from './administration';
export * from './dictionaries';
export * from './messages';
export * from './organizations';
export * from './platform';
export * from './system';
