import { z } from 'zod';
import { ZId } from './common';

/** Queues of ARCHITECTURE "Jobs"; the worker runs one processor per queue. */
export const QUEUES = [
  'label-generation',
  'barcode-batch',
  'label-import',
  'label-void',
  'export',
  'notify',
  'epcis-backfill',
] as const;
export type QueueName = (typeof QUEUES)[number];

export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export const ZJobStatus = z.enum(JOB_STATUSES);

/** Payloads per queue, validated by the worker before it does anything. */
export const JOB_PAYLOADS = {
  notify: z.object({ outboxId: ZId }),
  'label-generation': z.object({ runId: ZId }),
  'label-void': z.object({ requestId: ZId }),
  'label-import': z.object({ importId: ZId }),
  'barcode-batch': z.object({ applicationId: ZId }),
  'epcis-backfill': z.object({}),
} as const;
export type JobPayload<Q extends keyof typeof JOB_PAYLOADS> = z.infer<(typeof JOB_PAYLOADS)[Q]>;
