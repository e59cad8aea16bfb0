import type { LabelImport } from '@trace/contracts';
import { defineStatusMap } from '../../kit';

/** Label imports, DOMAIN.md: not_reviewed -> success | failure | invalid (the job decides). */
export const IMPORT_STATUS = defineStatusMap({
  not_reviewed: { label: { cn: '未审核', en: 'Not reviewed', fr: 'Non vérifié' }, color: 'blue' },
  success: { label: { cn: '导入成功', en: 'Success', fr: 'Réussi' }, color: 'teal' },
  failure: { label: { cn: '导入失败', en: 'Failure', fr: 'Échec' }, color: 'red' },
  invalid: { label: { cn: '文件无效', en: 'Invalid', fr: 'Invalide' }, color: 'orange' },
} satisfies Record<LabelImport['status'], unknown>);

/** The job has not finished with the file yet: its state is read again until it ends. */
export const isChecking = (status: LabelImport['status']) => status === 'not_reviewed';
