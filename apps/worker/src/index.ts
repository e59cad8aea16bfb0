export { loadWorkerConfig } from './config';
export { deliverOutboxMail } from './processors/notify';
export { startWorkers } from './worker';
