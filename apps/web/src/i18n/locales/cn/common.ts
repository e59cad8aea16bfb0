import type { common as source } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof source> = {
  loading: '加载中…',
  confirm: '确定',
  version: '版本 {{version}}',
  datePlaceholder: '年-月-日',
  product: '产品',
  region: '地区',
  exportCsv: '导出 CSV',
  tryAgain: '重试',
  company: '企业',
};
