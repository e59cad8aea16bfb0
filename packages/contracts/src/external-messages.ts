import type { Localized } from './common';

/** Messages of external interface management and the partner API (decision 0027). */
export const EXTERNAL_MESSAGES = {
  'field.required': { cn: '此项必填', en: 'This field is required', fr: 'Ce champ est obligatoire' },
  'partner.resourceUnknown': {
    cn: '未知的数据类别',
    en: 'Unknown kind of data',
    fr: 'Type de données inconnu',
  },
  'partner.scopeUnknown': {
    cn: '未知的接口权限',
    en: 'Unknown key scope',
    fr: 'Portée de clé inconnue',
  },
  'partner.ipInvalid': {
    cn: '请输入 IP 地址或网段（如 203.0.113.7 或 203.0.113.0/24）',
    en: 'Enter an IP address or block (such as 203.0.113.7 or 203.0.113.0/24)',
    fr: 'Saisissez une adresse IP ou un bloc (par exemple 203.0.113.7 ou 203.0.113.0/24)',
  },
  'partner.scopesRequired': {
    cn: '请至少选择一项接口权限',
    en: 'Choose at least one scope',
    fr: 'Choisissez au moins une portée',
  },
  'partner.resourcesRequired': {
    cn: '请至少选择一类数据',
    en: 'Choose at least one kind of data',
    fr: 'Choisissez au moins un type de données',
  },
  'partner.resourcesRepeated': {
    cn: '数据类别重复',
    en: 'A kind of data is listed twice',
    fr: 'Un type de données figure deux fois',
  },
  'partner.reasonRequired': { cn: '请填写原因', en: 'Give the reason', fr: 'Indiquez la raison' },
  'partner.companyRequired': {
    cn: '请填写企业注册号',
    en: "Enter the company's registration number",
    fr: "Saisissez le numéro d'immatriculation de l'entreprise",
  },
  'partner.expiryPast': {
    cn: '到期时间必须晚于现在',
    en: 'The end must be later than now',
    fr: 'La fin doit être postérieure à maintenant',
  },
  'partner.expiryTooFar': {
    cn: '有效期最长一年',
    en: 'It can run for one year at most',
    fr: 'La durée est d’un an au plus',
  },
  'partner.narrowOnly': {
    cn: '只能批准所申请的范围或更小的范围',
    en: 'You can grant what was asked for or less, not more',
    fr: 'Vous pouvez accorder ce qui a été demandé ou moins, pas davantage',
  },
  'partner.keyInvalid': {
    cn: '接口密钥无效、已过期或已撤销',
    en: 'The API key is not valid, has expired or has been revoked',
    fr: "La clé d'API n'est pas valide, a expiré ou a été révoquée",
  },
  'partner.keyAddress': {
    cn: '此接口密钥不允许从地址 {ip} 调用',
    en: 'This API key may not be used from the address {ip}',
    fr: "Cette clé d'API ne peut pas être utilisée depuis l'adresse {ip}",
  },
  'partner.keyRequired': {
    cn: '合作方接口需要在 X-Api-Key 请求头中提供接口密钥',
    en: 'The partner API takes an API key in the X-Api-Key header',
    fr: "L'API partenaire attend une clé d'API dans l'en-tête X-Api-Key",
  },
  'partner.keyOnlyPartnerApi': {
    cn: '接口密钥只能调用合作方接口（/partner/v1）',
    en: 'API keys reach only the partner API (/partner/v1)',
    fr: "Les clés d'API n'accèdent qu'à l'API partenaire (/partner/v1)",
  },
  'partner.scopeMissing': {
    cn: '此接口密钥没有权限 {scope}',
    en: 'This API key does not hold the scope {scope}',
    fr: "Cette clé d'API ne détient pas la portée {scope}",
  },
  'partner.grantMissing': {
    cn: '该企业未授权（或授权已结束）访问其{resource}',
    en: 'The company has not granted access to its {resource}, or the grant has ended',
    fr: "L'entreprise n'a pas accordé l'accès à ses données « {resource} », ou l'accord a pris fin",
  },
  'partner.rateLimited': {
    cn: '调用过于频繁：每分钟最多 {limit} 次，请 {seconds} 秒后再试',
    en: 'Too many calls: at most {limit} a minute; try again in {seconds} s',
    fr: 'Trop d’appels : {limit} par minute au plus ; réessayez dans {seconds} s',
  },
  'partner.quotaExceeded': {
    cn: '今日调用次数已用完（{quota} 次），请于 UTC 零点后再试',
    en: "Today's quota of {quota} calls is used up; it resets at midnight UTC",
    fr: 'Le quota du jour ({quota} appels) est épuisé ; il se renouvelle à minuit UTC',
  },
  'partner.companyUnknown': {
    cn: '没有此注册号的企业',
    en: 'No company has this registration number',
    fr: "Aucune entreprise n'a ce numéro d'immatriculation",
  },
  'partner.requestPending': {
    cn: '已有一个待该企业处理的申请',
    en: 'A request to this company is already waiting for its decision',
    fr: 'Une demande à cette entreprise attend déjà sa décision',
  },
  'partner.onlyCompanyDecides': {
    cn: '只有数据所属企业可以批准或拒绝',
    en: 'Only the company whose data it is can approve or refuse',
    fr: "Seule l'entreprise dont ce sont les données peut approuver ou refuser",
  },
  'partner.grantNotPending': {
    cn: '该申请已处理',
    en: 'This request has already been decided',
    fr: 'Cette demande a déjà été tranchée',
  },
  'partner.grantNotInForce': {
    cn: '只有生效中的授权可以撤销',
    en: 'Only a grant in force can be revoked',
    fr: 'Seul un accord en vigueur peut être révoqué',
  },
  'partner.keyClosed': {
    cn: '该密钥已撤销或已过期，不能再修改',
    en: 'This key is revoked or expired and cannot be changed',
    fr: 'Cette clé est révoquée ou expirée et ne peut plus être modifiée',
  },
  'partner.keyNotDisabled': {
    cn: '该密钥未停用',
    en: 'This key is not disabled',
    fr: "Cette clé n'est pas désactivée",
  },
  'partner.keyRotated': {
    cn: '该密钥已被轮换，请轮换新密钥',
    en: 'This key was already rotated; rotate its replacement',
    fr: 'Cette clé a déjà été renouvelée ; renouvelez sa remplaçante',
  },
  'partner.appDisabled': {
    cn: '该合作方应用已停用',
    en: 'This partner application is disabled',
    fr: 'Cette application partenaire est désactivée',
  },
  'partner.eventsOutOfGrant': {
    cn: '事件中的标识不属于该企业的标签：{epc}',
    en: "The event names an identifier that is not one of the company's labels: {epc}",
    fr: "L'événement nomme un identifiant qui n'est pas une étiquette de l'entreprise : {epc}",
  },
  'partner.requestNotice': {
    cn: '合作方 {app} 申请访问贵企业的 {count} 类数据（至 {until}），请在“企业接口权限”中处理',
    en: '{app} asks for access to {count} kinds of your company data (until {until}); decide in Company interface permissions',
    fr: "{app} demande l'accès à {count} types de données de votre entreprise (jusqu'au {until}) ; décidez dans Permissions d'interface des entreprises",
  },
  'partner.keyExpiringNotice': {
    cn: '合作方 {app} 的接口密钥 {prefix} 将于 {date} 到期',
    en: 'The API key {prefix} of {app} expires on {date}',
    fr: "La clé d'API {prefix} de {app} expire le {date}",
  },
  'partner.grantRevokedNotice': {
    cn: '平台已撤销合作方 {app} 对贵企业数据的访问授权：{reason}',
    en: "The platform revoked {app}'s access to your company data: {reason}",
    fr: "La plateforme a révoqué l'accès de {app} aux données de votre entreprise : {reason}",
  },
  'partner.log.sheet': { cn: '接口调用日志', en: 'Partner calls', fr: 'Appels des partenaires' },
  'partner.log.at': { cn: '时间（UTC）', en: 'Time (UTC)', fr: 'Heure (UTC)' },
  'partner.log.app': { cn: '合作方应用', en: 'Application', fr: 'Application' },
  'partner.log.key': { cn: '密钥', en: 'Key', fr: 'Clé' },
  'partner.log.company': { cn: '企业', en: 'Company', fr: 'Entreprise' },
  'partner.log.method': { cn: '方法', en: 'Method', fr: 'Méthode' },
  'partner.log.route': { cn: '接口', en: 'Route', fr: 'Route' },
  'partner.log.resource': { cn: '数据类别', en: 'Data', fr: 'Données' },
  'partner.log.status': { cn: '状态码', en: 'Status', fr: 'Statut' },
  'partner.log.ip': { cn: '地址', en: 'Address', fr: 'Adresse' },
  'partner.log.duration': { cn: '耗时（毫秒）', en: 'Duration (ms)', fr: 'Durée (ms)' },
  'partner.epcisInvalid': {
    cn: '不是有效的 EPCIS 2.0 文档：{errors}',
    en: 'This is not a valid EPCIS 2.0 document: {errors}',
    fr: "Ce n'est pas un document EPCIS 2.0 valide : {errors}",
  },
  'partner.eventNotCapturable': {
    cn: '第 {index} 个事件不能记录：只接受 action 为 OBSERVE、bizStep 为 receiving、accepting 或 inspecting 的 ObjectEvent',
    en: 'Event {index} cannot be recorded: only ObjectEvents with action OBSERVE and bizStep receiving, accepting or inspecting are taken',
    fr: "L'événement {index} ne peut pas être enregistré : seuls les ObjectEvent d'action OBSERVE et d'étape receiving, accepting ou inspecting sont acceptés",
  },
  'partner.eventWithoutEpcs': {
    cn: '第 {index} 个事件未列出任何标签（epcList）',
    en: 'Event {index} names no label (epcList is empty)',
    fr: "L'événement {index} ne nomme aucune étiquette (epcList est vide)",
  },
  'partner.captureTooLarge': {
    cn: '一次最多记录 {events} 个事件、共 {epcs} 个标识',
    en: 'One capture may carry at most {events} events naming {epcs} identifiers in all',
    fr: 'Une capture peut porter au plus {events} événements nommant {epcs} identifiants en tout',
  },
} as const satisfies Record<string, Localized>;
