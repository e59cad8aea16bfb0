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
  'workOrder.openedBySystem': {
    cn: '平台自动提交的工单不能修改，请在回复中补充说明',
    en: 'A work order the platform opened cannot be edited; add what you know in a reply',
    fr: 'Une demande ouverte par la plateforme ne peut pas être modifiée ; ajoutez vos précisions en réponse',
  },
  'workOrder.system': { cn: '系统', en: 'System', fr: 'Système' },
  'workOrder.notice.systemOpened': {
    cn: '平台为您提交了工单 {orderNo}：{title}',
    en: 'The platform opened work order {orderNo} for you: {title}',
    fr: 'La plateforme a ouvert la demande {orderNo} pour vous : {title}',
  },
  'workOrder.notice.overdue': {
    cn: '工单 {orderNo} 已超时未处理：{title}（{corp}）',
    en: 'Work order {orderNo} is overdue: {title} ({corp})',
    fr: 'La demande {orderNo} est en retard : {title} ({corp})',
  },
  'workOrder.system.labelOrderOverdue.title': {
    cn: '标签订单 {orderNo} 已超过交付期限',
    en: 'Label order {orderNo} is past its delivery date',
    fr: "La commande d'étiquettes {orderNo} a dépassé sa date de livraison",
  },
  'workOrder.system.labelOrderOverdue.description': {
    cn: '{corp} 的标签订单 {orderNo}（{count} 枚）应于 {date} 前交付（付款凭证后 15 个工作日），至今尚未交付。请尽快发货并填写交付信息，或在此说明延误原因。',
    en: 'Label order {orderNo} of {corp} ({count} labels) was due for delivery by {date}, 15 working days after the payment receipt, and has not been delivered. Ship the labels and enter the delivery, or explain the delay here.',
    fr: "La commande d'étiquettes {orderNo} de {corp} ({count} étiquettes) devait être livrée au plus tard le {date}, 15 jours ouvrés après le justificatif de paiement, et ne l'a pas été. Expédiez les étiquettes et saisissez la livraison, ou expliquez le retard ici.",
  },
  'workOrder.system.labelRunFailed.title': {
    cn: '标签生成任务 {runNo} 失败',
    en: 'Label generation run {runNo} failed',
    fr: "La génération d'étiquettes {runNo} a échoué",
  },
  'workOrder.system.labelRunFailed.description': {
    cn: '生成任务 {runNo}（{count} 枚标签）多次重试后仍然失败：{error}。平台管理员将排查并重新生成；如需在特定日期前拿到标签，请在此回复。',
    en: 'Run {runNo} ({count} labels) failed after every retry: {error}. The platform’s administrators will look into it and generate it again; reply here if you need the labels by a given date.',
    fr: "La génération {runNo} ({count} étiquettes) a échoué après toutes les tentatives : {error}. Les administrateurs de la plateforme vont l'examiner et la relancer ; répondez ici si vous avez besoin des étiquettes à une date précise.",
  },
  'workOrder.system.labelVoidFailed.title': {
    cn: '作废申请 {requestNo} 未能全部执行',
    en: 'Void request {requestNo} was not fully carried out',
    fr: "La demande d'annulation {requestNo} n'a pas été entièrement exécutée",
  },
  'workOrder.system.labelVoidFailed.description': {
    cn: '作废申请 {requestNo} 的 {total} 个码中有 {failed} 个未能作废（不属于贵企业、已作废或已发货）。请在申请详情中核对这些码，并在此回复如何处理。',
    en: '{failed} of the {total} codes of void request {requestNo} could not be voided (not the company’s label, already void, or shipped). Check the codes listed on the request and reply here with what should be done.',
    fr: "{failed} des {total} codes de la demande d'annulation {requestNo} n'ont pas pu être annulés (étiquette d'une autre entreprise, déjà annulée ou expédiée). Vérifiez les codes indiqués dans la demande et répondez ici avec la marche à suivre.",
  },
  'workOrder.system.findingOverdue.title': {
    cn: '不符合项 {findingNo} 已超过整改期限',
    en: 'Finding {findingNo} is past its due date',
    fr: "L'écart {findingNo} a dépassé son échéance",
  },
  'workOrder.system.findingOverdue.description': {
    cn: '审核 {auditNo} 的{grade}不符合项 {findingNo} 应于 {date} 前完成整改，至今尚未提交纠正措施。请尽快在审核中答复，或在此说明原因。',
    en: 'The {grade} finding {findingNo} of audit {auditNo} was due by {date} and its corrective action has not been sent. Answer it in the audit, or explain the delay here.',
    fr: "L'écart {grade} {findingNo} de l'audit {auditNo} devait être traité au plus tard le {date} et son action corrective n'a pas été envoyée. Répondez-y dans l'audit, ou expliquez le retard ici.",
  },
  'workOrder.system.findingReviewOverdue.title': {
    cn: '不符合项 {findingNo} 的整改答复待审核，已超过期限',
    en: 'The answer to finding {findingNo} awaits review past its due date',
    fr: "La réponse à l'écart {findingNo} attend son examen au-delà de l'échéance",
  },
  'workOrder.system.findingReviewOverdue.description': {
    cn: '{corp} 已答复审核 {auditNo} 的{grade}不符合项 {findingNo}，期限为 {date}，但答复尚未审核。请审核并关闭或退回该不符合项。',
    en: '{corp} answered the {grade} finding {findingNo} of audit {auditNo}, due by {date}, and the answer has not been reviewed. Review it and close or return the finding.',
    fr: "{corp} a répondu à l'écart {grade} {findingNo} de l'audit {auditNo}, à traiter au plus tard le {date}, et la réponse n'a pas été examinée. Examinez-la, puis clôturez ou renvoyez l'écart.",
  },
  'workOrder.system.apiKeyExpiring.title': {
    cn: '{app} 的接口密钥 {prefix} 将于 {date} 到期',
    en: 'The API key {prefix} of {app} expires on {date}',
    fr: "La clé d'API {prefix} de {app} expire le {date}",
  },
  'workOrder.system.apiKeyExpiring.description': {
    cn: '{app} 读取贵企业数据所用的密钥“{name}”（{prefix}）将于 {date} 到期，到期后其调用将被拒绝。平台管理员将与合作方更换密钥；如该访问应当终止，请在此回复。',
    en: 'The key “{name}” ({prefix}) that {app} uses to read your company’s data expires on {date}; its calls are refused after that. The platform’s administrators will replace it with the partner; reply here if this access should end instead.',
    fr: "La clé « {name} » ({prefix}) qu'utilise {app} pour lire les données de votre entreprise expire le {date} ; ses appels seront ensuite refusés. Les administrateurs de la plateforme la remplaceront avec le partenaire ; répondez ici si cet accès doit plutôt prendre fin.",
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
