import type { LabelImport } from '@trace/contracts';
import { defineStatusMap, type StatusStyle } from '../../../kit';

/** Label imports, DOMAIN.md: not_reviewed -> success | failure | invalid (the job decides). */
export const IMPORT_STATUS = defineStatusMap({
  not_reviewed: { label: 'labelImports:statuses.importStatus.not_reviewed', color: 'blue' },
  success: { label: 'labelImports:statuses.importStatus.success', color: 'teal' },
  failure: { label: 'labelImports:statuses.importStatus.failure', color: 'red' },
  invalid: { label: 'labelImports:statuses.importStatus.invalid', color: 'orange' },
} satisfies Record<LabelImport['status'], StatusStyle>);

/** The job has not finished with the file yet: its state is read again until it ends. */
export const isChecking = (status: LabelImport['status']) => status === 'not_reviewed';
