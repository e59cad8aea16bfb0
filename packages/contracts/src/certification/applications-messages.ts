/**
 * Messages of certified modules, applications and audit planning (decision 0024), in cn/en/fr; part
 * of `MESSAGES`.
 */
export const CERT_APPLICATION_MESSAGES = {
  'certApp.nameRequired': { cn: '请输入名称', en: 'Enter a name', fr: 'Saisissez un nom' },
  'certApp.reasonRequired': { cn: '请填写原因', en: 'Enter the reason', fr: 'Indiquez le motif' },
  'certApp.contractNoRequired': {
    cn: '请输入合同编号',
    en: 'Enter the contract number',
    fr: 'Saisissez le numéro du contrat',
  },
  'certApp.outputPositive': {
    cn: '年产量须为正整数（单位：件，每件一枚标签）',
    en: 'The annual output must be a positive whole number of units (one label per unit)',
    fr: 'La production annuelle doit être un nombre entier positif d’unités (une étiquette par unité)',
  },
  'certApp.moduleScopeRequired': {
    cn: '请至少选择一个产品或一个产品类别',
    en: 'Choose at least one product or one product category',
    fr: 'Choisissez au moins un produit ou une catégorie de produits',
  },
  'certApp.yearInvalid': { cn: '年份无效', en: 'The year is not valid', fr: 'L’année n’est pas valide' },
  'certApp.yearInFuture': {
    cn: '只能填报本年度或以往年度的产量',
    en: 'Output can be reported for the current year or a past year only',
    fr: 'La production ne peut être déclarée que pour l’année en cours ou une année passée',
  },
  'certApp.modulesRequired': {
    cn: '请至少选择一个认证单元',
    en: 'Choose at least one module',
    fr: 'Choisissez au moins un module',
  },
  'certApp.modulesRepeated': {
    cn: '认证单元重复',
    en: 'A module is chosen twice',
    fr: 'Un module est choisi deux fois',
  },
  'certApp.employeesPositive': {
    cn: '员工人数须为正整数',
    en: 'The number of employees must be a positive whole number',
    fr: 'Le nombre d’employés doit être un nombre entier positif',
  },
  'certApp.auditDaysRange': {
    cn: '审核人日须在0.5至100之间',
    en: 'Audit days must be between 0.5 and 100',
    fr: 'Les jours d’audit doivent être compris entre 0,5 et 100',
  },
  'certApp.auditDaysHalf': {
    cn: '审核人日以半天为单位',
    en: 'Audit days are counted in half days',
    fr: 'Les jours d’audit se comptent par demi-journées',
  },
  'certApp.moduleScopeLocked': {
    cn: '该单元在证书{certNo}的范围内，不能修改产品或类别：请申请扩大认证范围',
    en: 'Covered by certificate {certNo}: apply for a scope extension to change its products or categories',
    fr: 'Couvert par le certificat {certNo} : demandez une extension du périmètre pour changer ses produits ou catégories',
  },
  'certApp.productNotOwn': {
    cn: '只能选择本企业的产品',
    en: 'Only your own company’s products can be chosen',
    fr: 'Seuls les produits de votre entreprise peuvent être choisis',
  },
  'certApp.categoryUnknown': {
    cn: '产品类别不存在',
    en: 'A product category does not exist',
    fr: 'Une catégorie de produits n’existe pas',
  },
  'certApp.bodyInactive': {
    cn: '认证机构{body}已停用，不接受申请',
    en: 'The certification body {body} is inactive and takes no applications',
    fr: 'L’organisme de certification {body} est inactif et ne reçoit pas de demandes',
  },
  'certApp.accreditationExpired': {
    cn: '认证机构{body}的认可已过期',
    en: 'The accreditation of {body} has expired',
    fr: 'L’accréditation de {body} a expiré',
  },
  'certApp.schemeOutsideAccreditation': {
    cn: '认证机构{body}未获认可开展{scheme}认证',
    en: '{body} is not accredited for the scheme {scheme}',
    fr: '{body} n’est pas accrédité pour le référentiel {scheme}',
  },
  'certApp.categoryOutsideAccreditation': {
    cn: '单元{module}的产品类别不在认证机构{body}的认可范围内',
    en: 'The product categories of module {module} are outside the accreditation of {body}',
    fr: 'Les catégories de produits du module {module} sont hors de l’accréditation de {body}',
  },
  'certApp.moduleSchemeMismatch': {
    cn: '单元{module}不属于所申请的认证标准',
    en: 'Module {module} is not of the scheme applied for',
    fr: 'Le module {module} ne relève pas du référentiel demandé',
  },
  'certApp.moduleInOpenApplication': {
    cn: '单元{module}已在进行中的申请{applicationNo}中',
    en: 'Module {module} is already in the open application {applicationNo}',
    fr: 'Le module {module} est déjà dans la demande en cours {applicationNo}',
  },
  'certApp.notAllowed': {
    cn: '申请当前状态（{status}）不允许此操作',
    en: 'This cannot be done to an application that is {status}',
    fr: 'Impossible pour une demande à l’état {status}',
  },
  'certApp.noticeSubmitted': {
    cn: '{corp}提交了认证申请{applicationNo}',
    en: '{corp} submitted the certification application {applicationNo}',
    fr: '{corp} a déposé la demande de certification {applicationNo}',
  },
  'certApp.noticeResubmitted': {
    cn: '{corp}重新提交了认证申请{applicationNo}',
    en: '{corp} resubmitted the certification application {applicationNo}',
    fr: '{corp} a redéposé la demande de certification {applicationNo}',
  },
  'certApp.noticeAccepted': {
    cn: '{body}已受理您的认证申请{applicationNo}',
    en: '{body} accepted your certification application {applicationNo}',
    fr: '{body} a accepté votre demande de certification {applicationNo}',
  },
  'certApp.noticeReturned': {
    cn: '{body}退回了您的认证申请{applicationNo}：{reason}',
    en: '{body} returned your certification application {applicationNo}: {reason}',
    fr: '{body} a renvoyé votre demande de certification {applicationNo} : {reason}',
  },
  'certApp.noticeRejected': {
    cn: '{body}拒绝了您的认证申请{applicationNo}：{reason}',
    en: '{body} rejected your certification application {applicationNo}: {reason}',
    fr: '{body} a refusé votre demande de certification {applicationNo} : {reason}',
  },
  'certApp.noticeContracted': {
    cn: '{body}已登记认证合同{contractNo}（申请{applicationNo}）',
    en: '{body} recorded the contract {contractNo} of application {applicationNo}',
    fr: '{body} a enregistré le contrat {contractNo} de la demande {applicationNo}',
  },
  'auditPlan.subjectRequired': {
    cn: '请指定申请或证书（二选一）',
    en: 'Give either an application or a certificate',
    fr: 'Indiquez une demande ou un certificat',
  },
  'auditPlan.endBeforeStart': {
    cn: '结束日期不能早于开始日期',
    en: 'The end date cannot be before the start date',
    fr: 'La date de fin ne peut pas précéder la date de début',
  },
  'auditPlan.teamRepeated': {
    cn: '审核组成员重复',
    en: 'An auditor is chosen twice in the team',
    fr: 'Un auditeur est choisi deux fois dans l’équipe',
  },
  'auditPlan.onlySpecialUnannounced': {
    cn: '只有特殊审核可以不通知',
    en: 'Only a special audit may be unannounced',
    fr: 'Seul un audit spécial peut être inopiné',
  },
  'auditPlan.typeForApplication': {
    cn: '申请只能安排第一阶段或第二阶段审核',
    en: 'An application gets stage 1 and stage 2 audits only',
    fr: 'Une demande ne reçoit que des audits d’étape 1 et d’étape 2',
  },
  'auditPlan.typeForCertificate': {
    cn: '证书只能安排监督、再认证或特殊审核',
    en: 'A certificate gets surveillance, recertification or special audits only',
    fr: 'Un certificat ne reçoit que des audits de surveillance, de renouvellement ou spéciaux',
  },
  'auditPlan.notContracted': {
    cn: '申请签订合同后才能安排审核',
    en: 'Audits are planned once the application is contracted',
    fr: 'Les audits se planifient une fois le contrat de la demande signé',
  },
  'auditPlan.stage1NotSigned': {
    cn: '第一阶段审核报告签发后才能安排第二阶段审核',
    en: 'A stage 2 audit needs a signed stage 1 audit',
    fr: 'Un audit d’étape 2 exige un audit d’étape 1 signé',
  },
  'auditPlan.certificateNotInForce': {
    cn: '证书状态为{status}，不能安排审核',
    en: 'The certificate is {status}: no audit can be planned',
    fr: 'Le certificat est {status} : aucun audit ne peut être planifié',
  },
  'auditPlan.noTemplate': {
    cn: '{scheme}没有检查表模板，请先创建模板',
    en: 'There is no checklist template for {scheme}: create one first',
    fr: 'Il n’y a pas de modèle de liste de contrôle pour {scheme} : créez-en un d’abord',
  },
  'auditPlan.templateNotUsable': {
    cn: '该检查表模板不适用于本次审核',
    en: 'This checklist template cannot be used for this audit',
    fr: 'Ce modèle de liste de contrôle ne convient pas à cet audit',
  },
  'auditPlan.notPlanned': {
    cn: '只有计划中的审核可以重新安排',
    en: 'Only a planned audit can be replanned',
    fr: 'Seul un audit planifié peut être replanifié',
  },
  'auditPlan.notCancellable': {
    cn: '只有计划中或进行中的审核可以取消',
    en: 'Only a planned or running audit can be cancelled',
    fr: 'Seul un audit planifié ou en cours peut être annulé',
  },
  'auditPlan.refused.otherBody': {
    cn: '审核员{name}不属于本机构',
    en: 'Auditor {name} does not belong to this body',
    fr: 'L’auditeur {name} n’appartient pas à cet organisme',
  },
  'auditPlan.refused.inactive': {
    cn: '审核员{name}已停用',
    en: 'Auditor {name} is inactive',
    fr: 'L’auditeur {name} est inactif',
  },
  'auditPlan.refused.qualificationExpired': {
    cn: '审核员{name}的资格在审核结束前到期',
    en: 'The qualification of auditor {name} ends before the audit does',
    fr: 'La qualification de l’auditeur {name} expire avant la fin de l’audit',
  },
  'auditPlan.refused.schemeMissing': {
    cn: '审核员{name}不具备该认证标准的资格',
    en: 'Auditor {name} is not qualified for this scheme',
    fr: 'L’auditeur {name} n’est pas qualifié pour ce référentiel',
  },
  'auditPlan.refused.categoryMissing': {
    cn: '审核员{name}的专业类别未覆盖审核范围',
    en: 'The categories of auditor {name} do not cover the scope',
    fr: 'Les catégories de l’auditeur {name} ne couvrent pas le périmètre',
  },
  'auditPlan.refused.conflict': {
    cn: '审核员{name}与该企业存在利益冲突',
    en: 'Auditor {name} declared a conflict of interest with this company',
    fr: 'L’auditeur {name} a déclaré un conflit d’intérêts avec cette entreprise',
  },
  'auditPlan.noticeTeam': {
    cn: '您被安排参加审核{auditNo}（{corp}，{start}至{end}）',
    en: 'You are on the team of audit {auditNo} ({corp}, {start} to {end})',
    fr: 'Vous faites partie de l’équipe de l’audit {auditNo} ({corp}, du {start} au {end})',
  },
  'auditPlan.noticeCompany': {
    cn: '{body}安排了审核{auditNo}：{start}至{end}',
    en: '{body} planned audit {auditNo}: {start} to {end}',
    fr: '{body} a planifié l’audit {auditNo} : du {start} au {end}',
  },
} as const;
