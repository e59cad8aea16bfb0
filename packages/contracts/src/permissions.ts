import type { Localized, UserType } from './common';
import { NAVIGATION, PAGE_PERMISSIONS, pagePermission } from './navigation';

/**
 * Permissions for actions (beyond seeing a page). Page permissions come from NAVIGATION.
 * Dotted strings: `<area>.<thing>.<verb>`.
 */
export const ACTION_PERMISSIONS = {
  'sys.base.password.notShowMessageIcon': {
    cn: '不显示消息图标',
    en: 'Hide the message bell',
    fr: "Masquer l'icône des messages",
  },
  'file.upload': { cn: '上传文件', en: 'Upload files', fr: 'Envoyer des fichiers' },
  'message.read': { cn: '查看消息', en: 'Read messages', fr: 'Lire les messages' },
  'message.send': { cn: '发送消息', en: 'Send messages', fr: 'Envoyer des messages' },
  'sys.outbox.view': { cn: '查看发信记录', en: 'View outgoing mail', fr: 'Voir les courriers sortants' },
  'sys.job.view': { cn: '查看后台任务', en: 'View background jobs', fr: 'Voir les tâches de fond' },
  'sys.auditLog.view': { cn: '查看操作日志', en: 'View the audit log', fr: "Voir le journal d'audit" },
  'sys.epcis.backfill': {
    cn: '补录EPCIS事件',
    en: 'Backfill EPCIS events',
    fr: 'Rattraper les événements EPCIS',
  },
  'epcis.event.view': {
    cn: '查询与导出EPCIS事件',
    en: 'Query and export EPCIS events',
    fr: 'Interroger et exporter les événements EPCIS',
  },
  'cert.application.review': {
    cn: '受理认证申请并安排审核',
    en: 'Review certification applications and plan audits',
    fr: 'Examiner les demandes de certification et planifier les audits',
  },
  'cert.decision.make': {
    cn: '技术评审、认证决定与证书管理',
    en: 'Technical review, certification decisions and certificates',
    fr: 'Revue technique, décisions de certification et certificats',
  },
} as const satisfies Record<string, Localized>;

export type ActionPermission = keyof typeof ACTION_PERMISSIONS;

/** Pages whose data can be changed: `<group>.<page>.manage` next to `<group>.<page>.view`. */
const MANAGED_PAGES: Record<string, readonly string[]> = {
  system: [
    '/SysUser',
    '/SysDept',
    '/SysMenu',
    '/SysRole',
    '/SysDic',
    '/SysGoodsAddress',
    '/SysAudit',
    '/SysMemberScan',
    '/labelControl',
    '/labelControlCorp',
    '/SysVersion',
    '/adviceFeedback',
    '/maintenance',
  ],
  news: ['/newsList'],
  member: ['/reviewMessage', '/userFeedback'],
  company: ['/companyInformationList', '/honorCertificateMessage', '/dealersMessage', '/importerMessage'],
  certification: [
    '/certAuthority',
    '/corpCert',
    '/corpEvaluate',
    '/certAuthorityMsg',
    '/auditorList',
    '/annualReport',
  ],
  external: ['/externalRequestPermissionsList', '/externalRequestCorpPermissions'],
  workOrder: ['/workList'],
  label: ['/labelGenerateList', '/applyLabel', '/invalidRequest', '/codeApplication', '/labelAlertSearch'],
  product: [
    '/productCategoryMessage',
    '/productSubclassMessage',
    '/productSubclassMessagePanda',
    '/productMessage',
    '/testReport',
    '/allRoots',
    '/ecologicalFeatures',
    '/circulationInformation',
    '/scientificKnowledge',
    '/batchLogisticReplaceProduct',
    '/senderRecord',
    '/takerRecord',
    '/labelImportList',
    '/batchList',
    '/batchListPanda',
    '/rawMaterialStorage',
    '/yanHouseList',
    '/ginsengInformation',
    '/birdProductMsgList',
  ],
};

export const managePermission = (groupKey: string, path: string) =>
  pagePermission(groupKey, path).replace(/\.view$/, '.manage');

export const MANAGE_PERMISSIONS: readonly string[] = Object.entries(MANAGED_PAGES).flatMap(([group, paths]) =>
  paths.map((path) => managePermission(group, path)),
);

/** Every permission the platform knows, for role editing and for checking the route table. */
export const ALL_PERMISSIONS: readonly string[] = [
  ...Object.keys(ACTION_PERMISSIONS),
  ...PAGE_PERMISSIONS,
  ...MANAGE_PERMISSIONS,
];

/** A person-readable name of any permission in a language, for the role editor. */
export function permissionInfo(key: string, language: 'cn' | 'en' | 'fr') {
  const action = (ACTION_PERMISSIONS as Record<string, { cn: string; en: string; fr: string }>)[key];
  if (action) return { key, name: action[language], group: key.split('.')[0] ?? key };
  const [groupKey, page, verb] = key.split('.');
  const group = NAVIGATION.find((g) => g.key === groupKey);
  const entry = group?.pages.find((p) => p.path === `/${page}`);
  const verbs = {
    view: { cn: '查看', en: 'View', fr: 'Voir' },
    manage: { cn: '管理', en: 'Manage', fr: 'Gérer' },
  } as const;
  const verbName = verbs[(verb === 'manage' ? 'manage' : 'view') as 'view' | 'manage'][language];
  return {
    key,
    name: entry ? `${verbName}: ${entry.name[language]}` : key,
    group: group ? group.name[language] : (groupKey ?? key),
  };
}

export function isKnownPermission(permission: string): boolean {
  return ALL_PERMISSIONS.includes(permission);
}

const pagesOf = (groupKey: string, paths?: readonly string[]) => {
  const group = NAVIGATION.find((g) => g.key === groupKey);
  if (!group) throw new Error(`unknown navigation group ${groupKey}`);
  return group.pages
    .filter((page) => !paths || paths.includes(page.path))
    .map((page) => pagePermission(groupKey, page.path));
};

const everyone = [
  'file.upload',
  'message.read',
  ...pagesOf('home'),
  ...pagesOf('message'),
  ...pagesOf('system', ['/userMessage', '/SysUpdatePwd', '/adviceFeedback']),
];

const enterprise = [
  ...everyone,
  'epcis.event.view',
  ...pagesOf('system', ['/SysGoodsAddress']),
  'system.SysGoodsAddress.manage',
  ...pagesOf('company', [
    '/setCompanyInformation',
    '/corpIndex',
    '/myCorpEvaluate',
    '/honorCertificateMessage',
    '/dealersMessage',
    '/importerMessage',
    '/rootsApply',
    '/ApplyTraceability',
  ]),
  ...pagesOf('product'),
  ...pagesOf('certification', ['/corpCert']),
  managePermission('certification', '/corpCert'),
  managePermission('company', '/honorCertificateMessage'),
  managePermission('company', '/dealersMessage'),
  managePermission('company', '/importerMessage'),
  managePermission('product', '/productSubclassMessage'),
  managePermission('product', '/productSubclassMessagePanda'),
  managePermission('product', '/productMessage'),
  managePermission('product', '/testReport'),
  managePermission('product', '/allRoots'),
  managePermission('product', '/ecologicalFeatures'),
  managePermission('product', '/circulationInformation'),
  managePermission('product', '/scientificKnowledge'),
  managePermission('product', '/batchLogisticReplaceProduct'),
  managePermission('product', '/senderRecord'),
  managePermission('product', '/takerRecord'),
  managePermission('product', '/labelImportList'),
  managePermission('product', '/batchList'),
  managePermission('product', '/batchListPanda'),
  managePermission('product', '/rawMaterialStorage'),
  managePermission('product', '/yanHouseList'),
  managePermission('product', '/ginsengInformation'),
  managePermission('product', '/birdProductMsgList'),
  managePermission('label', '/applyLabel'),
  managePermission('label', '/invalidRequest'),
  managePermission('label', '/codeApplication'),
  ...pagesOf('label', [
    '/applyLabel',
    '/invalidRequest',
    '/codeApplication',
    '/labelSearch',
    '/labelAlertSearch',
    '/barcodeSearch',
    '/materialUse',
    '/rawMaterialUsageRecord2',
  ]),
  ...pagesOf('member'),
  managePermission('member', '/reviewMessage'),
  managePermission('member', '/userFeedback'),
  ...pagesOf('statistics', ['/getProduct', '/getScanRegion', '/statLabelUsage', '/statLabelOrder']),
  ...pagesOf('workOrder', ['/workList']),
  ...pagesOf('external', ['/externalRequestCorpPermissions']),
  managePermission('external', '/externalRequestCorpPermissions'),
];

/**
 * Permissions that act only as the caller's own company: its dealers and importers, applying for
 * traceability, applying for labels and putting its raw material into storage. An all-permissions role
 * does not imply them (the platform administrator has no company to act as), so those pages and
 * buttons stay off the administrator's screens and the routes answer 403; a role may still list them.
 */
export const OWN_COMPANY_PERMISSIONS: readonly string[] = [
  pagePermission('company', '/dealersMessage'),
  managePermission('company', '/dealersMessage'),
  pagePermission('company', '/importerMessage'),
  managePermission('company', '/importerMessage'),
  pagePermission('company', '/ApplyTraceability'),
  managePermission('label', '/applyLabel'),
  managePermission('product', '/rawMaterialStorage'),
];

/** Likewise for a certification body's own profile (/certAuthorityMsg): the administrator has no body. */
export const OWN_BODY_PERMISSIONS: readonly string[] = [
  pagePermission('certification', '/certAuthorityMsg'),
  managePermission('certification', '/certAuthorityMsg'),
];

/** What an all-permissions role does not imply: acting as one's own company or body. */
export const OWN_ORGANISATION_PERMISSIONS: readonly string[] = [
  ...OWN_COMPANY_PERMISSIONS,
  ...OWN_BODY_PERMISSIONS,
];

/**
 * The role each user type gets by default. `all` marks the platform administrator role, which holds
 * every permission, including ones added by later releases.
 */
export const DEFAULT_ROLES: Record<
  UserType,
  { code: string; name: Localized; permissions: readonly string[] | 'all' }
> = {
  admin: {
    code: 'platform_admin',
    name: { cn: '平台管理员', en: 'Platform administrator', fr: 'Administrateur de la plateforme' },
    permissions: 'all',
  },
  producer: {
    code: 'producer',
    name: { cn: '生产企业', en: 'Producer', fr: 'Producteur' },
    permissions: [...enterprise, ...pagesOf('statistics', ['/statDomesticProducer', '/statBirdHouseOutput'])],
  },
  importer: {
    code: 'importer',
    name: { cn: '进口商', en: 'Importer', fr: 'Importateur' },
    permissions: [...enterprise, ...pagesOf('statistics', ['/statImporter', '/statPortImport'])],
  },
  dealer: {
    code: 'dealer',
    name: { cn: '经销商', en: 'Dealer', fr: 'Distributeur' },
    permissions: enterprise,
  },
  overseas_producer: {
    code: 'overseas_producer',
    name: { cn: '境外生产商', en: 'Overseas producer', fr: 'Producteur étranger' },
    permissions: [...enterprise, ...pagesOf('statistics', ['/statForeignExport'])],
  },
  cert_body: {
    code: 'cert_body',
    name: { cn: '认证机构', en: 'Certification body', fr: 'Organisme de certification' },
    permissions: [
      ...everyone,
      ...pagesOf('certification', [
        '/corpCert',
        '/corpEvaluate',
        '/certAuthorityMsg',
        '/auditorList',
        '/annualReport',
      ]),
      managePermission('certification', '/corpCert'),
      managePermission('certification', '/corpEvaluate'),
      managePermission('certification', '/certAuthorityMsg'),
      managePermission('certification', '/auditorList'),
      managePermission('certification', '/annualReport'),
      'cert.application.review',
      'cert.decision.make',
      ...pagesOf('company', ['/corpIndex']),
      ...pagesOf('workOrder', ['/workList']),
      // Its clients' figures.
      ...pagesOf('statistics', [
        '/statForeignExport',
        '/statDomesticProducer',
        '/statImporter',
        '/statPortImport',
        '/statLabelUsage',
        '/statLabelOrder',
      ]),
    ],
  },
  auditor: {
    code: 'auditor',
    name: { cn: '审核员', en: 'Auditor', fr: 'Auditeur' },
    permissions: [
      ...everyone,
      ...pagesOf('certification', ['/corpCert', '/corpEvaluate']),
      managePermission('certification', '/corpEvaluate'),
    ],
  },
  printer: {
    code: 'printer',
    name: { cn: '印刷厂', en: 'Printing factory', fr: 'Imprimerie' },
    permissions: [
      ...everyone,
      ...pagesOf('label', ['/applyLabel']),
      ...pagesOf('statistics', ['/statLabelOrder']),
      ...pagesOf('workOrder', ['/workList']),
    ],
  },
};
