import type { Localized } from './common';

/** Messages of work orders: refusals, and the notices the requester and administrators receive. */
export const WORK_ORDER_MESSAGES = {
  'workOrder.titleRequired': { cn: '请填写标题', en: 'Enter a title', fr: 'Saisissez un titre' },
  'workOrder.descriptionRequired': {
    cn: '请填写问题描述',
    en: 'Describe the problem',
    fr: 'Décrivez le problème',
  },
  'workOrder.typeRequired': {
    cn: '请选择工单类型',
    en: 'Choose the kind of work order',
    fr: 'Choisissez le type de demande',
  },
  'workOrder.typeUnknown': {
    cn: '未知的工单类型',
    en: 'Unknown kind of work order',
    fr: 'Type de demande inconnu',
  },
  'workOrder.priorityInvalid': {
    cn: '优先级须为低、普通、高或紧急',
    en: 'The priority must be low, normal, high or urgent',
    fr: 'La priorité doit être basse, normale, haute ou urgente',
  },
  'workOrder.decisionInvalid': {
    cn: '处理结果须为已处理、未处理或已驳回',
    en: 'The decision must be processed, not processed or rejected',
    fr: 'La décision doit être traitée, non traitée ou rejetée',
  },
  'workOrder.linkTypeInvalid': {
    cn: '未知的关联对象类型',
    en: 'Unknown kind of linked record',
    fr: "Type d'objet lié inconnu",
  },
  'workOrder.linkIncomplete': {
    cn: '请同时选择关联对象的类型和对象',
    en: 'Choose both the kind of linked record and the record',
    fr: "Choisissez à la fois le type d'objet lié et l'objet",
  },
  'workOrder.linkNotYours': {
    cn: '关联对象不存在或不属于您的机构',
    en: 'The linked record does not exist or is not your organisation’s',
    fr: "L'objet lié n'existe pas ou n'appartient pas à votre organisation",
  },
  'workOrder.tooManyAttachments': {
    cn: '附件最多 10 个',
    en: 'At most 10 attachments',
    fr: 'Au plus 10 pièces jointes',
  },
  'workOrder.messageRequired': {
    cn: '请填写回复内容',
    en: 'Write the message',
    fr: 'Rédigez le message',
  },
  'workOrder.reasonRequired': {
    cn: '未处理或驳回须填写原因',
    en: 'Give the reason when the work order is not processed or rejected',
    fr: 'Indiquez la raison lorsque la demande est non traitée ou rejetée',
  },
  'workOrder.noOrganisation': {
    cn: '平台账号不能提交工单',
    en: 'A platform account cannot open a work order',
    fr: 'Un compte de la plateforme ne peut pas ouvrir de demande',
  },
  'workOrder.closed': {
    cn: '工单已关闭，不能再操作',
    en: 'This work order is closed and can no longer be changed',
    fr: 'Cette demande est close et ne peut plus être modifiée',
  },
  'workOrder.notEditable': {
    cn: '工单已有回复，不能再修改',
    en: 'This work order has been answered and can no longer be edited',
    fr: 'Cette demande a reçu une réponse et ne peut plus être modifiée',
  },
  'workOrder.notRequester': {
    cn: '只有提交工单的机构可以修改工单',
    en: 'Only the organisation that opened the work order may edit it',
    fr: "Seule l'organisation qui a ouvert la demande peut la modifier",
  },
  'workOrder.assigneeInvalid': {
    cn: '只能指派给启用的平台管理员',
    en: 'A work order can only be assigned to an enabled administrator',
    fr: 'Une demande ne peut être attribuée qu’à un administrateur actif',
  },
  'workOrder.status.0': { cn: '待处理', en: 'Pending', fr: 'En attente' },
  'workOrder.status.1': { cn: '已处理', en: 'Processed', fr: 'Traitée' },
  'workOrder.status.2': { cn: '未处理', en: 'Not processed', fr: 'Non traitée' },
  'workOrder.status.3': { cn: '已驳回', en: 'Rejected', fr: 'Rejetée' },
  'workOrder.notice.created': {
    cn: '新工单 {orderNo}：{title}（{corp}）',
    en: 'New work order {orderNo}: {title} ({corp})',
    fr: 'Nouvelle demande {orderNo} : {title} ({corp})',
  },
  'workOrder.notice.replied': {
    cn: '工单 {orderNo} 有新的回复：{title}',
    en: 'Work order {orderNo} has a new reply: {title}',
    fr: 'La demande {orderNo} a reçu une réponse : {title}',
  },
  'workOrder.notice.requesterReplied': {
    cn: '工单 {orderNo} 的提交方已回复：{title}',
    en: 'The requester answered work order {orderNo}: {title}',
    fr: 'Le demandeur a répondu à la demande {orderNo} : {title}',
  },
  'workOrder.notice.closed': {
    cn: '工单 {orderNo}（{title}）已关闭：{status}',
    en: 'Work order {orderNo} ({title}) was closed: {status}',
    fr: 'La demande {orderNo} ({title}) a été close : {status}',
  },
  'workOrder.notice.closedWithReason': {
    cn: '工单 {orderNo}（{title}）已关闭：{status}，原因：{reason}',
    en: 'Work order {orderNo} ({title}) was closed: {status}. Reason: {reason}',
    fr: 'La demande {orderNo} ({title}) a été close : {status}. Raison : {reason}',
  },
  'workOrder.notice.assigned': {
    cn: '工单 {orderNo} 已指派给您：{title}',
    en: 'Work order {orderNo} was assigned to you: {title}',
    fr: 'La demande {orderNo} vous a été attribuée : {title}',
  },
  'workOrder.report.week': { cn: '周', en: 'Week', fr: 'Semaine' },
  'workOrder.report.type': { cn: '类型', en: 'Type', fr: 'Type' },
  'workOrder.report.opened': { cn: '新建', en: 'Opened', fr: 'Ouvertes' },
  'workOrder.report.closed': { cn: '关闭', en: 'Closed', fr: 'Closes' },
  'workOrder.report.medianFirstReply': {
    cn: '首次回复中位时长（小时）',
    en: 'Median time to first reply (hours)',
    fr: 'Délai médian de première réponse (heures)',
  },
  'workOrder.report.medianClose': {
    cn: '关闭中位时长（小时）',
    en: 'Median time to close (hours)',
    fr: 'Délai médian de clôture (heures)',
  },
  'workOrder.reportTooLong': {
    cn: '报表最多覆盖两年',
    en: 'A report covers at most two years',
    fr: 'Un rapport couvre au plus deux ans',
  },
  'workOrder.report.total': { cn: '合计', en: 'Total', fr: 'Total' },
} as const satisfies Record<string, Localized>;
