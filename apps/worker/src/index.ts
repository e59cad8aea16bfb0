export { loadWorkerConfig } from './config';
export { runCertReminders } from './processors/cert-reminders';
export { generateRun } from './processors/label-generation';
export { deliverOutboxMail } from './processors/notify';
export { runPartnerRound } from './processors/partner-round';
export { startWorkers } from './worker';
