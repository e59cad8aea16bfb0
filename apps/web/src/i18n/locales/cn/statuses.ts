import type { statuses as source } from '../en/statuses';
import type { Translation } from '../types';

export const statuses: Translation<typeof source> = {
  members: {
    feedbackStatus: {
      '0': '未处理',
      '1': '已处理',
    },
    feedbackType: {
      quality: '质量问题',
      authenticity: '真伪疑问',
      logistics: '物流配送',
      service: '服务态度',
      other: '其他',
    },
    reviewVisibility: {
      visible: '显示中',
      hidden: '已隐藏',
    },
  },
  labelImports: {
    importStatus: {
      not_reviewed: '未审核',
      success: '导入成功',
      failure: '导入失败',
      invalid: '文件无效',
    },
  },
  products: {
    listingStatus: {
      back_online_pending: '重新上架待审核',
      online_review_failed: '上架未通过',
      online_pending_review: '上架待审核',
      offline: '已下架',
      online: '已上架',
    },
    categoryState: {
      enabled: '启用',
      disabled: '停用',
    },
  },
  shipments: {
    shipmentStatus: {
      sent: '已发货',
      received: '已收货',
      returned: '已退回',
    },
    batchStatus: {
      in_production: '生产中',
      complete: '已完成',
    },
  },
  batches: {
    batchKind: {
      normal: '普通批次',
      deep: '深加工批次',
      raw_material: '原料批次',
    },
    rawState: {
      partly_used: '部分使用',
      unused: '未使用',
      used_up: '已用完',
    },
    bindMode: {
      range: '号段',
      list: '逐个',
      import: '导入',
    },
  },
  records: {
    testResult: {
      qualified: '合格',
      unqualified: '不合格',
    },
    certificateValidity: {
      invalid: '已失效',
    },
    productionLine: {
      planting: '种植',
      breeding: '养殖',
    },
  },
  labels: {
    orderStatus: {
      waiting_upload: '待上传申请书',
      to_be_reviewed: '待审核',
      failed: '审核不通过',
      paid: '已付款',
      delivered: '已发货',
    },
    paymentStatus: {
      failed: '付款凭证被退回',
      to_be_reviewed: '付款待审核',
      none: '待上传付款凭证',
      passed: '付款已确认',
    },
    runStatus: {
      not_generated: '待生成',
      generating: '生成中',
      generated: '已生成',
      error: '生成出错',
    },
    labelStatus: {
      unassigned: '未分配',
      assigned: '已分配',
      bound: '已绑定',
      activated: '已激活',
      invalid: '已作废',
      raw_material: '原料标签',
    },
    voidStatus: {
      execution_error: '执行出错',
      passed: '审核通过，作废中',
      unreviewed: '待审核',
      failed: '审核不通过',
      performed: '已作废',
    },
    barcodeStatus: {
      execution_error: '生成出错',
      generating: '生成中',
      success: '已生成',
    },
  },
  companies: {
    reviewStatus: {
      modification_failed: '修改未通过',
      modification_pending: '修改待审核',
      failed: '审核未通过',
      passed: '审核通过',
      unreviewed: '待审核',
    },
    companyStatus: {
      paused: '已暂停',
      revision_rejected: '变更被驳回',
      altered_to_audit: '变更待审核',
      failed: '审核未通过',
      passed: '审核通过',
      to_be_reviewed: '待审核',
      not_applied: '未申请',
    },
    traceStatus: {
      not_traceable: '不可溯源',
      traceable: '可溯源',
      traceability_pending: '溯源待审核',
      not_applied: '未申请',
    },
    syStatus: {
      '3': '不可溯源',
      '2': '溯源暂停',
      '1': '可溯源',
      '0': '待审核',
    },
    applicationStatus: {
      not_traceable: '未通过',
      traceable: '已通过',
      traceability_pending: '待审核',
    },
    certificateValidity: {
      invalid: '已失效',
      effective: '有效',
    },
  },
  system: {
    enabledStatus: {
      enabled: '启用',
      disabled: '停用',
    },
    userStatus: {
      enabled: '正常',
      locked: '已锁定',
      disabled: '已停用',
    },
    adviceStatus: {
      '0': '未处理',
      '1': '已处理',
    },
    versionStatus: {
      draft: '草稿',
      published: '已发布',
    },
    loginResult: {
      success: '成功',
      failure: '失败',
    },
    menuVisibility: {
      visible: '显示',
      hidden: '隐藏',
    },
    jobStatus: {
      queued: '排队中',
      running: '进行中',
      completed: '已完成',
      failed: '失败',
    },
    outboxStatus: {
      pending: '待发送',
      sent: '已发送',
      stored: '仅保存',
      failed: '发送失败',
    },
  },
  certBodies: {
    bodyStatus: { active: '启用', inactive: '停用' },
  },
  auditors: {
    auditorStatus: { active: '在册', inactive: '停用' },
  },
  audits: {
    auditStatus: {
      planned: '已计划',
      in_progress: '进行中',
      signed: '已签署',
      cancelled: '已取消',
    },
    findingStatus: {
      open: '待回复',
      answered: '已回复',
      returned: '已退回',
      closed: '已关闭',
    },
    grade: {
      minor: '轻微',
      major: '严重',
      critical: '关键',
    },
    auditType: {
      stage1: '第一阶段',
      stage2: '第二阶段',
      surveillance: '监督审核',
      recertification: '再认证',
      special: '特殊审核',
    },
  },
  certApplications: {
    applicationStatus: {
      submitted: '已提交',
      returned: '已退回',
      rejected: '已拒绝',
      withdrawn: '已撤回',
      accepted: '已受理',
      contracted: '已签合同',
      certified: '已获证',
      refused: '未获证',
    },
    auditStatus: {
      planned: '已计划',
      in_progress: '进行中',
      signed: '已签发',
      cancelled: '已取消',
    },
    decisionStatus: {
      to_review: '待技术评审',
      to_decide: '待决定',
      granted: '批准认证',
      refused: '不予认证',
    },
  },
  certificates: {
    certificate: {
      effective: '有效',
      reduced: '有效（范围已缩小）',
      suspended: '暂停',
      withdrawn: '撤销',
      expired: '过期',
      surrendered: '注销',
      replaced: '已被替换',
    },
    decision: {
      to_review: '待评审',
      to_decide: '待决定',
      granted: '已批准',
      refused: '未批准',
    },
  },
  workOrders: {
    status: { '0': '待处理', '1': '已处理', '2': '未处理', '3': '已驳回' },
    priority: { low: '低', normal: '普通', high: '高', urgent: '紧急' },
  },
  news: {
    status: { toPublish: '待发布', scheduled: '定时发布', published: '已发布' },
  },
  maintenance: {
    status: {
      scheduled: '已计划',
      announced: '已通知',
      active: '维护中',
      ended: '已结束',
      cancelled: '已取消',
    },
    mode: { readOnly: '只读', full: '关闭' },
  },
  external: {
    keyStatus: {
      active: '有效',
      grace: '已轮换（过渡期）',
      disabled: '已停用',
      revoked: '已吊销',
      expired: '已过期',
    },
    grantStatus: {
      pending: '待审批',
      approved: '已授权',
      refused: '已拒绝',
      revoked: '已撤销',
      expired: '已过期',
    },
    appStatus: { enabled: '启用', disabled: '停用' },
  },
};
