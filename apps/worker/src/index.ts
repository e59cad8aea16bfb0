export { loadWorkerConfig } from './config';
export { generateRun } from './processors/label-generation';
export { deliverOutboxMail } from './processors/notify';
export { startWorkers } from './worker';
