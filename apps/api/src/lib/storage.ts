/** File storage is shared with the worker, which reads uploaded spreadsheets. */
export { type FileStorage, LocalDiskStorage } from '@trace/core/storage';
