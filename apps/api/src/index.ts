export { buildApp, VERSION } from './app';
export { type Config, loadConfig } from './config';
