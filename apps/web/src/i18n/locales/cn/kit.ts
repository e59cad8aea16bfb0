import type { kit as source } from '../en/kit';
import type { Translation } from '../types';

export const kit: Translation<typeof source> = {
  done: '操作成功',
  back: '返回',
  loadFailed: '加载失败',
  missingRecordHint: '请从列表中打开记录。',
  table: {
    search: '查询',
    searching: '正在查找…',
    nothingFound: '没有匹配项',
    reset: '重置',
    refresh: '刷新',
    columns: '显示列',
    resetColumns: '恢复默认列',
    export: '导出',
    actions: '操作',
    moreActions: '更多操作',
    loadFailed: '列表加载失败',
    retry: '重试',
    empty: '暂无数据',
    noMatches: '没有符合筛选条件的数据',
    clearFilters: '清除筛选',
    total: '共 {{count}} 条',
    pageSize: '每页条数',
    perPage: '{{count}} 条/页',
    pageControl: {
      first: '第一页',
      previous: '上一页',
      next: '下一页',
      last: '最后一页',
    },
  },
  upload: {
    drop: '将文件拖到此处，或点击选择',
    replace: '将文件拖到此处，或点击替换',
    hint: '支持 {{types}}，单个文件不超过 {{size}}',
    add: '添加',
    remove: '删除',
    download: '下载',
    uploading: '正在上传 {{name}}…',
    waiting: '文件仍在上传',
    tooMany: '最多 {{count}} 个文件',
  },
  dialog: {
    reasonRequired: '请填写原因',
  },
  decided: {
    approved: '已审核通过，并已通知企业',
    rejected: '已驳回，并已将原因通知企业',
  },
  audit: {
    title: '审核',
    remark: '审核意见',
    remarkPlaceholder: '填写审核意见或驳回原因',
    remarkRequired: '驳回时请填写原因',
    approve: '通过',
    reject: '驳回',
  },
  epcis: {
    download: 'EPCIS 事件（JSON-LD）',
  },
};
