/**
 * The server's texts of the technical review, the decision, certificates and their reminders
 * (decision 0024), in cn/en/fr; part of MESSAGES.
 */
export const CERTIFICATE_MESSAGES = {
  'certificate.reasonRequired': {
    cn: '请填写原因',
    en: 'Give the reason',
    fr: 'Indiquez la raison',
  },
  'certificate.keepOneModule': {
    cn: '至少保留一个模块',
    en: 'Keep at least one module',
    fr: 'Gardez au moins un module',
  },
  'certificate.outputNumber': {
    cn: '认证年产量应为正整数',
    en: 'The certified annual output must be a whole number above zero',
    fr: 'La production annuelle certifiée doit être un nombre entier positif',
  },
  'certificate.onAuditTeam': {
    cn: '您曾是本申请（或证书）审核组成员，不能进行技术评审或认证决定',
    en: 'You were on the team of an audit of this application (or certificate): you may neither review nor decide it',
    fr: "Vous avez fait partie de l'équipe d'un audit de cette demande (ou de ce certificat) : vous ne pouvez ni l'examiner ni en décider",
  },
  'certificate.decisionState': {
    cn: '该决定当前状态为“{status}”，不能执行此操作',
    en: 'This decision is “{status}”: this step is not possible now',
    fr: 'Cette décision est « {status} » : cette étape est impossible maintenant',
  },
  'certificate.notContracted': {
    cn: '申请尚未签订合同（当前状态：{status}），不能颁发证书',
    en: 'The application is not contracted (it is {status}): no certificate can be granted',
    fr: "La demande n'est pas sous contrat (elle est {status}) : aucun certificat ne peut être accordé",
  },
  'certificate.noSignedAudit': {
    cn: '申请没有已签署的第二阶段（或再认证）审核报告，不能颁发证书',
    en: 'The application has no signed stage 2 (or recertification) audit: no certificate can be granted',
    fr: "La demande n'a pas d'audit d'étape 2 (ou de renouvellement) signé : aucun certificat ne peut être accordé",
  },
  'certificate.openFindings': {
    cn: '以下严重或重大不符合项尚未关闭：{findings}',
    en: 'These major or critical findings are not closed: {findings}',
    fr: 'Ces écarts majeurs ou critiques ne sont pas clos : {findings}',
  },
  'certificate.moduleNotInApplication': {
    cn: '模块不属于该申请',
    en: 'This module is not part of the application',
    fr: 'Ce module ne fait pas partie de la demande',
  },
  'certificate.transition': {
    cn: '证书当前状态为“{status}”，不允许此变更（{action}）',
    en: 'The certificate is {status}: this change ({action}) is not allowed',
    fr: 'Le certificat est {status} : ce changement ({action}) est impossible',
  },
  'certificate.suspendTooLong': {
    cn: '暂停期限不能晚于{date}（该认证方案最长暂停{months}个月）',
    en: 'The suspension may last until {date} at the latest (the scheme allows {months} months)',
    fr: 'La suspension peut durer au plus tard jusqu’au {date} (le référentiel permet {months} mois)',
  },
  'certificate.suspendInPast': {
    cn: '暂停截止日期应晚于今天',
    en: 'The suspension must end after today',
    fr: "La suspension doit finir après aujourd'hui",
  },
  'certificate.moduleNotInScope': {
    cn: '所选模块不在证书范围内',
    en: 'A chosen module is not in the certificate’s scope',
    fr: 'Un module choisi ne fait pas partie du périmètre du certificat',
  },
  'certificate.reduceNothing': {
    cn: '缩小范围须至少移除一个模块',
    en: 'Reducing the scope removes at least one module',
    fr: 'Réduire le périmètre retire au moins un module',
  },
  'certificate.replaceWider': {
    cn: '更正后的有效期不能晚于原证书（{date}）',
    en: 'The corrected validity may not end after the original one ({date})',
    fr: "La validité corrigée ne peut pas finir après l'originale ({date})",
  },
  'certificate.notYourCompany': {
    cn: '只有证书持有企业可以注销证书',
    en: 'Only the certified company may surrender its certificate',
    fr: "Seule l'entreprise certifiée peut renoncer à son certificat",
  },
  'certificate.bodyOnly': {
    cn: '只有颁发证书的认证机构可以执行此操作',
    en: 'Only the body that issued the certificate may do this',
    fr: "Seul l'organisme qui a délivré le certificat peut le faire",
  },
  'certificate.unknownNumber': {
    cn: '未找到该证书编号',
    en: 'No certificate has this number',
    fr: 'Aucun certificat ne porte ce numéro',
  },
  'certificate.gatingNone': {
    cn: '该产品没有覆盖它的有效认证证书，不能申请或绑定标签',
    en: 'No effective certificate covers this product: labels cannot be ordered or bound',
    fr: "Aucun certificat en vigueur ne couvre ce produit : impossible de commander ou d'associer des étiquettes",
  },
  'cert.schemeUnknown': {
    cn: '请选择平台支持的认证方案',
    en: 'Choose a certification scheme the platform offers',
    fr: 'Choisissez un référentiel de certification proposé par la plateforme',
  },
  'certificate.gatingInvalid': {
    cn: '覆盖该产品的证书 {certNo} 当前状态为“{status}”，不能申请或绑定标签',
    en: 'The certificate {certNo} covering this product is {status}: labels cannot be ordered or bound',
    fr: "Le certificat {certNo} couvrant ce produit est {status} : impossible de commander ou d'associer des étiquettes",
  },
  'certificate.annualCap': {
    cn: '模块“{module}”本年度认证年产量为{cap}，已申请{used}枚标签，最多还可申请{remaining}枚',
    en: 'Module “{module}” is certified for {cap} units a year; {used} labels were ordered this year: at most {remaining} more',
    fr: 'Le module « {module} » est certifié pour {cap} unités par an ; {used} étiquettes commandées cette année : au plus {remaining} de plus',
  },
  'certificate.reminderExpiry': {
    cn: '证书{certNo}将于{date}到期（剩余{days}天）',
    en: 'Certificate {certNo} expires on {date} ({days} days left)',
    fr: 'Le certificat {certNo} expire le {date} ({days} jours restants)',
  },
  'certificate.reminderFinding': {
    cn: '不符合项{findingNo}须于{date}前关闭（剩余{days}天）',
    en: 'Finding {findingNo} must be closed by {date} ({days} days left)',
    fr: "L'écart {findingNo} doit être clos au plus tard le {date} ({days} jours restants)",
  },
  'certificate.expiredNotice': {
    cn: '证书{certNo}已过期',
    en: 'Certificate {certNo} has expired',
    fr: 'Le certificat {certNo} a expiré',
  },
  'certificate.suspendProposal': {
    cn: '建议暂停证书{certNo}：{reason}',
    en: 'Suspension proposed for certificate {certNo}: {reason}',
    fr: 'Suspension proposée pour le certificat {certNo} : {reason}',
  },
  'certificate.proposalSurveillance': {
    cn: '监督审核逾期（应于{date}前完成）',
    en: 'the surveillance audit was due by {date}',
    fr: "l'audit de surveillance était dû au plus tard le {date}",
  },
  'certificate.proposalFinding': {
    cn: '严重或重大不符合项{findingNo}已逾期未关闭',
    en: 'major or critical finding {findingNo} is overdue and not closed',
    fr: "l'écart majeur ou critique {findingNo} est en retard et non clos",
  },
  'certificate.suspensionOver': {
    cn: '证书{certNo}的暂停期已于{date}结束：请撤销证书或缩小范围',
    en: 'The suspension of certificate {certNo} ended on {date}: withdraw it or reduce its scope',
    fr: 'La suspension du certificat {certNo} a pris fin le {date} : retirez-le ou réduisez son périmètre',
  },
  'certificate.issuedNotice': {
    cn: '已颁发证书{certNo}',
    en: 'Certificate {certNo} has been issued',
    fr: 'Le certificat {certNo} a été délivré',
  },
  'certificate.changedNotice': {
    cn: '证书{certNo}状态变更为“{status}”',
    en: 'Certificate {certNo} is now {status}',
    fr: 'Le certificat {certNo} est maintenant {status}',
  },
  'certificate.refusedNotice': {
    cn: '申请{applicationNo}未获认证',
    en: 'Application {applicationNo} was refused certification',
    fr: 'La demande {applicationNo} a été refusée',
  },
  'certificate.generationRefused': {
    cn: '产品不再被有效证书覆盖，不能生成标签：{reason}',
    en: 'The product is no longer covered by an effective certificate: labels are not generated ({reason})',
    fr: "Le produit n'est plus couvert par un certificat en vigueur : les étiquettes ne sont pas générées ({reason})",
  },
  'certificate.status.effective': { cn: '有效', en: 'effective', fr: 'en vigueur' },
  'certificate.status.reduced': {
    cn: '有效（范围已缩小）',
    en: 'effective (reduced scope)',
    fr: 'en vigueur (périmètre réduit)',
  },
  'certificate.status.suspended': { cn: '暂停', en: 'suspended', fr: 'suspendu' },
  'certificate.status.withdrawn': { cn: '撤销', en: 'withdrawn', fr: 'retiré' },
  'certificate.status.expired': { cn: '过期', en: 'expired', fr: 'expiré' },
  'certificate.status.surrendered': { cn: '注销', en: 'surrendered', fr: 'abandonné' },
  'certificate.status.replaced': { cn: '已被替换', en: 'replaced', fr: 'remplacé' },
  'certificate.action.suspend': { cn: '暂停', en: 'suspended', fr: 'suspendre' },
  'certificate.action.reinstate': { cn: '恢复', en: 'reinstated', fr: 'rétablir' },
  'certificate.action.reduce': { cn: '缩小范围', en: 'reduced in scope', fr: 'réduire' },
  'certificate.action.withdraw': { cn: '撤销', en: 'withdrawn', fr: 'retirer' },
  'certificate.action.surrender': { cn: '注销', en: 'surrendered', fr: 'abandonner' },
  'certificate.action.replace': { cn: '更正替换', en: 'replaced', fr: 'remplacer' },
  'certificate.action.expire': { cn: '过期', en: 'expired', fr: 'expirer' },
} as const;
