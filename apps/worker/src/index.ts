export { loadWorkerConfig } from './config';
export { runCertReminders } from './processors/cert-reminders';
export { generateRun } from './processors/label-generation';
export { deliverOutboxMail } from './processors/notify';
export { startWorkers } from './worker';
