import { existsSync } from 'node:fs';
import path from 'node:path';
import type { QueueName } from '@trace/contracts';
import { keepSheetThreadWarm } from '@trace/core';
import { LocalDiskStorage } from '@trace/core/storage';
import { createDb } from '@trace/db';
import { backfillEpcis } from '@trace/db/epcis-backfill';
import { type Job, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import pino from 'pino';
import type { WorkerConfig } from './config';
import { startDailyRound } from './daily-round';
import { setJobStatus } from './job-status';
import { startNewsPublication } from './news-publication';
import { generateBarcodes } from './processors/barcode-batch';
import { runCertReminders } from './processors/cert-reminders';
import { generateRun } from './processors/label-generation';
import { importLabels } from './processors/label-import';
import { performVoid } from './processors/label-void';
import { deliverOutboxMail } from './processors/notify';
import { runPartnerRound } from './processors/partner-round';
import { startScanFold } from './scan-fold';
import { startWorkOrderRound } from './work-order-round';

/**
 * Starts one BullMQ worker per queue that has a processor. Returns a `close` that lets running jobs
 * finish (BullMQ's graceful close) before the connections end.
 */
export async function startWorkers(config: WorkerConfig) {
  const logger = pino({ level: config.logLevel, name: 'worker' });
  const { db, sql, close: closeDb } = createDb(config.databaseUrl, { max: 5, applicationName: 'worker' });
  // Workers block on Redis: BullMQ's guide asks for maxRetriesPerRequest null on their connection.
  const connection = new Redis(config.redisUrl, {
    maxRetriesPerRequest: null,
    retryStrategy: (n) => Math.min(n * 200, 5_000),
  });
  const storage = new LocalDiskStorage(config.uploadDir);
  // Label imports read their files on a thread that stays, warm, between imports.
  keepSheetThreadWarm();
  const transport = config.smtp.url ? nodemailer.createTransport(config.smtp.url) : null;

  const processors: Partial<Record<QueueName, (job: Job) => Promise<unknown>>> = {
    notify: (job) => deliverOutboxMail({ db, transport, from: config.smtp.from }, job.data),
    'label-void': (job) => performVoid(db, job.data),
    'label-import': (job) =>
      importLabels(
        {
          db,
          sql,
          storage,
          progress: (percent) => job.updateProgress(percent),
          // attemptsMade counts the runs that failed before this one.
          finalAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
        },
        job.data,
      ),
    'barcode-batch': (job) => generateBarcodes(db, job.data),
    // Its row counts in percent (total 100), so the page shows how far it is while it runs.
    'epcis-backfill': (job) =>
      backfillEpcis(db, sql, async (percent) => {
        await job.updateProgress(percent);
        if (job.id) await setJobStatus(db, job.id, { status: 'running', progress: percent });
      }),
    'label-generation': (job) =>
      generateRun({ db, sql, progress: (percent) => job.updateProgress(percent) }, job.data),
  };

  const workers = Object.entries(processors).map(([queue, process]) => {
    const worker = new Worker(
      queue,
      async (job) => {
        if (job.id) await setJobStatus(db, job.id, { status: 'running' });
        const result = await process(job);
        if (job.id)
          await setJobStatus(db, job.id, {
            status: 'completed',
            progress: 1,
            result: result ?? null,
            error: null,
          });
        return result;
      },
      {
        connection,
        prefix: config.redisPrefix,
        concurrency: config.concurrency,
        autorun: true,
        lockDuration: config.lockMs,
        stalledInterval: Math.max(1000, Math.floor(config.lockMs / 2)),
      },
    );
    worker.on('failed', (job, error) => {
      logger.error({ queue, jobId: job?.id, err: error }, 'job failed');
      const finalAttempt = job && job.attemptsMade >= (job.opts.attempts ?? 1);
      if (job?.id)
        void setJobStatus(db, job.id, { status: finalAttempt ? 'failed' : 'running', error: error.message });
    });
    worker.on('error', (error) => logger.error({ queue, err: error }, 'worker error'));
    return worker;
  });
  const scanFold = startScanFold(db, logger, config.scanFoldMs);
  const newsPublication = startNewsPublication(db, logger, config.newsPublishMs);
  const workOrderRound = startWorkOrderRound(db, logger, config.workOrderRoundMs);
  const certReminders = startDailyRound(
    'certification reminders and proposals',
    () => runCertReminders(db),
    logger,
  );
  const partnerRound = startDailyRound(
    'partner keys and access log round',
    () => runPartnerRound(db),
    logger,
  );
  // Imports read what the API stored: a worker pointed at another directory would fail every one.
  const uploadDir = path.resolve(config.uploadDir);
  if (!existsSync(uploadDir))
    logger.warn(
      { uploadDir },
      'the upload directory does not exist: imports wait until it holds their files',
    );
  logger.info({ queues: Object.keys(processors), prefix: config.redisPrefix, uploadDir }, 'worker started');

  return {
    logger,
    async close() {
      await Promise.all([
        ...workers.map((worker) => worker.close()),
        scanFold.stop(),
        newsPublication.stop(),
        workOrderRound.stop(),
        certReminders.stop(),
        partnerRound.stop(),
      ]);
      connection.disconnect();
      transport?.close();
      await closeDb();
    },
  };
}
