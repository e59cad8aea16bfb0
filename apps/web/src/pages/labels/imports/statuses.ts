import type { LabelImport } from '@trace/contracts';
import { defineStatusMap, type StatusStyle } from '../../../kit';

/** Label imports, DOMAIN.md: not_reviewed -> success | failure | invalid (the job decides). */
export const IMPORT_STATUS = defineStatusMap({
  not_reviewed: { label: 'statuses:labelImports.importStatus.not_reviewed', color: 'blue' },
  success: { label: 'statuses:labelImports.importStatus.success', color: 'teal' },
  failure: { label: 'statuses:labelImports.importStatus.failure', color: 'red' },
  invalid: { label: 'statuses:labelImports.importStatus.invalid', color: 'orange' },
} satisfies Record<LabelImport['status'], StatusStyle>);

/** The job has not finished with the file yet: its state is read again until it ends. */
export const isChecking = (status: LabelImport['status']) => status === 'not_reviewed';
