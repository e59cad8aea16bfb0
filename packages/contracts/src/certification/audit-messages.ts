/**
 * Server texts of audits, findings and checklist templates (decision 0024), in cn/en/fr. `MESSAGES`
 * takes them in; schemas and the API use the keys.
 */
export const AUDIT_MESSAGES = {
  'certAudit.notOnTeam': {
    cn: '只有审核组成员可以执行此操作',
    en: 'Only a member of the audit team may do this',
    fr: "Seul un membre de l'équipe d'audit peut le faire",
  },
  'certAudit.notLead': {
    cn: '只有审核组长可以签署审核报告',
    en: 'Only the lead auditor may sign the audit report',
    fr: "Seul l'auditeur responsable peut signer le rapport d'audit",
  },
  'certAudit.notOpen': {
    cn: '审核已签署或已取消，不能再修改',
    en: 'The audit is signed or cancelled and can no longer be changed',
    fr: "L'audit est signé ou annulé et ne peut plus être modifié",
  },
  'certAudit.noteRequired': {
    cn: '不符合项须填写说明',
    en: 'A nonconformity needs a note',
    fr: 'Une non-conformité doit être accompagnée d’une note',
  },
  'certAudit.itemsUnanswered': {
    cn: '还有 {count} 个检查项未作结论，不能签署',
    en: '{count} checklist items have no verdict yet: the report cannot be signed',
    fr: '{count} points de la liste de contrôle sont sans verdict : le rapport ne peut pas être signé',
  },
  'certAudit.itemNotOfAudit': {
    cn: '检查项不属于此审核',
    en: 'The checklist item is not part of this audit',
    fr: 'Le point de contrôle ne fait pas partie de cet audit',
  },
  'certAudit.summaryRequired': {
    cn: '请填写审核结论摘要',
    en: 'Write the summary of the audit',
    fr: "Rédigez la synthèse de l'audit",
  },
  'certAudit.descriptionRequired': {
    cn: '请描述不符合项',
    en: 'Describe the finding',
    fr: "Décrivez l'écart",
  },
  'certAudit.answerRequired': {
    cn: '请填写纠正、根本原因和纠正措施',
    en: 'Give the correction, the root cause and the corrective action',
    fr: "Indiquez la correction, la cause profonde et l'action corrective",
  },
  'certAudit.reasonRequired': {
    cn: '请填写退回原因',
    en: 'Give the reason for returning the answer',
    fr: 'Indiquez le motif du renvoi',
  },
  'certAudit.findingNotAnswerable': {
    cn: '只有待回复或被退回的不符合项可以回复',
    en: 'Only an open or returned finding can be answered',
    fr: 'Seul un écart ouvert ou renvoyé peut recevoir une réponse',
  },
  'certAudit.findingNotAnswered': {
    cn: '只有已回复的不符合项可以评审',
    en: 'Only an answered finding can be reviewed',
    fr: 'Seul un écart ayant reçu une réponse peut être examiné',
  },
  'certAudit.findingRaised': {
    cn: '审核 {auditNo} 开具了{grade}不符合项 {findingNo}，请于 {dueDate} 前回复',
    en: 'Audit {auditNo} raised a {grade} finding {findingNo}: answer it by {dueDate}',
    fr: "L'audit {auditNo} a relevé un écart {grade} {findingNo} : répondez avant le {dueDate}",
  },
  'certAudit.findingReturned': {
    cn: '不符合项 {findingNo} 的回复被退回：{reason}',
    en: 'The answer to finding {findingNo} was returned: {reason}',
    fr: "La réponse à l'écart {findingNo} a été renvoyée : {reason}",
  },
  'certAudit.findingClosed': {
    cn: '不符合项 {findingNo} 已关闭',
    en: 'Finding {findingNo} is closed',
    fr: "L'écart {findingNo} est clos",
  },
  'certAudit.findingAnswered': {
    cn: '{company} 回复了不符合项 {findingNo}，请评审',
    en: '{company} answered finding {findingNo}: review it',
    fr: "{company} a répondu à l'écart {findingNo} : examinez la réponse",
  },
  'certAudit.reportSigned': {
    cn: '审核 {auditNo}（{company}）的报告已签署',
    en: 'The report of audit {auditNo} ({company}) is signed',
    fr: "Le rapport de l'audit {auditNo} ({company}) est signé",
  },
  'certAudit.grade.minor': { cn: '轻微', en: 'minor', fr: 'mineur' },
  'certAudit.grade.major': { cn: '严重', en: 'major', fr: 'majeur' },
  'certAudit.grade.critical': { cn: '关键', en: 'critical', fr: 'critique' },
  'checklist.nameRequired': {
    cn: '请填写模板名称',
    en: 'Give the template a name',
    fr: 'Donnez un nom au modèle',
  },
  'checklist.itemsRequired': {
    cn: '模板至少需要一个检查项',
    en: 'A template needs at least one item',
    fr: 'Un modèle doit avoir au moins un point',
  },
  'checklist.codeDuplicate': {
    cn: '检查项编号 {code} 重复',
    en: 'Item code {code} is used twice',
    fr: 'Le code de point {code} est utilisé deux fois',
  },
  'checklist.itemIncomplete': {
    cn: '检查项须填写编号、章节和三种语言的内容',
    en: 'An item needs a code, a section and its text in the three languages',
    fr: 'Un point doit avoir un code, une section et son texte dans les trois langues',
  },
  'checklist.builtIn': {
    cn: '内置模板不能修改或删除，请复制后使用',
    en: 'A built-in template cannot be changed or deleted: copy it',
    fr: 'Un modèle intégré ne peut être ni modifié ni supprimé : copiez-le',
  },
  'checklist.inUse': {
    cn: '模板已被审核使用，不能删除',
    en: 'The template is used by audits and cannot be deleted',
    fr: 'Le modèle est utilisé par des audits et ne peut pas être supprimé',
  },
  'checklist.bodyOnly': {
    cn: '只有认证机构账号可以管理检查表模板',
    en: 'Only a certification body account may manage checklist templates',
    fr: 'Seul un compte d’organisme de certification peut gérer les modèles de liste de contrôle',
  },
} as const;
