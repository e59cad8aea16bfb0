import type { Localized } from './common';

/**
 * The page groups of the product (spec section 2). Each page listed here becomes a menu entry whose
 * permission is `<group>.<page>.view`; the seed writes them as menus, the web client registers them
 * as routes. `platforms` limits a page to some platform variants (null: every platform).
 */
export interface NavPage {
  path: string;
  name: Localized;
  platforms?: readonly string[];
}
export interface NavGroup {
  key: string;
  icon: string;
  name: Localized;
  pages: readonly NavPage[];
}

const p = (path: string, cn: string, en: string, fr: string, platforms?: readonly string[]): NavPage =>
  platforms ? { path, name: { cn, en, fr }, platforms } : { path, name: { cn, en, fr } };

const PANDA = ['birdnest'] as const;

export const NAVIGATION: readonly NavGroup[] = [
  {
    key: 'home',
    icon: 'home',
    name: { cn: '首页', en: 'Home', fr: 'Accueil' },
    pages: [p('/homeIndex', '首页', 'Home', 'Accueil')],
  },
  {
    key: 'company',
    icon: 'building',
    name: { cn: '企业管理', en: 'Company management', fr: 'Gestion des entreprises' },
    pages: [
      p('/setCompanyInformation', '企业信息', 'Company information', "Informations de l'entreprise"),
      p('/companyInformationList', '企业审核', 'Company review', 'Revue des entreprises'),
      p('/corpIndex', '企业名录', 'Company directory', 'Annuaire des entreprises'),
      p('/myCorpEvaluate', '我的评价', 'My evaluations', 'Mes évaluations'),
      p('/honorCertificateMessage', '荣誉证书', 'Honour certificates', "Certificats d'honneur"),
      p('/dealersMessage', '经销商信息', 'Dealers', 'Distributeurs'),
      p('/importerMessage', '进口商信息', 'Importers', 'Importateurs'),
      p('/rootsApply', '溯源申请', 'Traceability applications', 'Demandes de traçabilité'),
      p('/ApplyTraceability', '申请溯源', 'Apply for traceability', 'Demander la traçabilité'),
    ],
  },
  {
    key: 'certification',
    icon: 'certificate',
    name: { cn: '认证管理', en: 'Certification', fr: 'Certification' },
    pages: [
      p('/certAuthority', '认证机构', 'Certification bodies', 'Organismes de certification'),
      p('/corpCert', '企业认证', 'Company certification', 'Certification des entreprises'),
      p('/corpEvaluate', '企业评价', 'Company evaluation', 'Évaluation des entreprises'),
      p('/certAuthorityMsg', '机构信息', 'Certification body profile', "Profil de l'organisme"),
      p('/auditorList', '审核员', 'Auditors', 'Auditeurs'),
      p('/annualReport', '年度报告', 'Annual reports', 'Rapports annuels'),
    ],
  },
  {
    key: 'workOrder',
    icon: 'clipboard-list',
    name: { cn: '工单管理', en: 'Work orders', fr: 'Demandes de service' },
    pages: [p('/workList', '工单列表', 'Work orders', 'Demandes de service')],
  },
  {
    key: 'external',
    icon: 'plug',
    name: { cn: '外部接口管理', en: 'External interfaces', fr: 'Interfaces externes' },
    pages: [
      p('/externalRequestPermissionsList', '接口权限', 'Interface permissions', "Permissions d'interface"),
      p(
        '/externalRequestCorpPermissions',
        '企业接口权限',
        'Company interface permissions',
        "Permissions d'interface des entreprises",
      ),
    ],
  },
  {
    key: 'product',
    icon: 'package',
    name: { cn: '产品与批次', en: 'Products and batches', fr: 'Produits et lots' },
    pages: [
      p('/productCategoryMessage', '产品类别', 'Product categories', 'Catégories de produits'),
      p('/productMessage', '产品信息', 'Products', 'Produits'),
      p('/productSubclassMessage', '产品子类', 'Product subclasses', 'Sous-classes de produits'),
      p(
        '/productSubclassMessagePanda',
        '产品子类（第二产品线）',
        'Product subclasses (second line)',
        'Sous-classes (seconde gamme)',
        PANDA,
      ),
      p('/batchList', '批次管理', 'Batches', 'Lots'),
      p('/batchListPanda', '批次管理（第二产品线）', 'Batches (second line)', 'Lots (seconde gamme)', PANDA),
      p('/labelImportList', '标签导入', 'Label imports', "Imports d'étiquettes"),
      p('/testReport', '检测报告', 'Test reports', "Rapports d'analyse"),
      p('/allRoots', '全链溯源', 'Whole-chain traceability', 'Traçabilité de bout en bout'),
      p('/ecologicalFeatures', '生态特征', 'Ecological features', 'Caractéristiques écologiques'),
      p('/circulationInformation', '通关信息', 'Customs clearance', 'Dédouanement'),
      p('/scientificKnowledge', '科普知识', 'Science knowledge', 'Connaissances scientifiques'),
      p('/takerRecord', '收货记录', 'Receipts', 'Réceptions'),
      p('/senderRecord', '发货记录', 'Shipments', 'Expéditions'),
      p(
        '/batchLogisticReplaceProduct',
        '物流替换产品',
        'Logistics product replacement',
        'Remplacement logistique',
      ),
      p('/yanHouseList', '燕屋管理', 'Bird houses', 'Maisons à nids', ['birdnest']),
      p('/ginsengInformation', '西洋参信息', 'Ginseng information', 'Informations sur le ginseng', ['xys']),
      p('/birdProductMsgList', '燕窝产品信息', "Bird's nest products", "Produits de nids d'hirondelle", [
        'birdnest',
      ]),
      p('/rawMaterialStorage', '原料入库', 'Raw-material storage', 'Stock de matières premières'),
    ],
  },
  {
    key: 'message',
    icon: 'bell',
    name: { cn: '消息中心', en: 'Messages', fr: 'Messages' },
    pages: [p('/messageCenter', '消息中心', 'Message centre', 'Centre de messages')],
  },
  {
    key: 'label',
    icon: 'tags',
    name: { cn: '标签管理', en: 'Labels', fr: 'Étiquettes' },
    pages: [
      p('/labelGenerateList', '标签生成', 'Label generation', "Génération d'étiquettes"),
      p('/applyLabel', '标签申请', 'Label applications', "Demandes d'étiquettes"),
      p('/invalidRequest', '作废申请', 'Void requests', "Demandes d'annulation"),
      p('/codeApplication', '条码申请', 'Barcode applications', 'Demandes de codes-barres'),
      p('/labelSearch', '标签查询', 'Label search', "Recherche d'étiquettes"),
      p('/labelAlertSearch', '标签预警', 'Label alerts', "Alertes d'étiquettes"),
      p('/barcodeSearch', '条码查询', 'Barcode search', 'Recherche de codes-barres'),
      p('/materialUse', '原料使用', 'Raw-material use', 'Utilisation des matières premières'),
      p('/rawMaterialUsageRecord2', '原料使用记录', 'Raw-material usage records', "Historique d'utilisation"),
    ],
  },
  {
    key: 'member',
    icon: 'users',
    name: { cn: '会员管理', en: 'Members', fr: 'Membres' },
    pages: [
      p('/memberMessage', '会员信息', 'Members', 'Membres'),
      p('/reviewMessage', '评论管理', 'Consumer reviews', 'Avis des consommateurs'),
      p('/scanCodeMessage', '扫码记录', 'Scan records', 'Historique des scans'),
      p('/userFeedback', '用户反馈', 'Consumer feedback', 'Retours des consommateurs'),
    ],
  },
  {
    key: 'statistics',
    icon: 'chart-bar',
    name: { cn: '统计报表', en: 'Statistics', fr: 'Statistiques' },
    pages: [
      p(
        '/statForeignExport',
        '境外生产商出口统计',
        'Foreign producer exports',
        'Exportations des producteurs étrangers',
      ),
      p('/statBirdHouseOutput', '燕屋产量统计', 'Bird house output', 'Production des maisons à nids', [
        'birdnest',
      ]),
      p(
        '/statLabelUsage',
        '标签申请与使用统计',
        'Label requests and usage',
        "Demandes et usage d'étiquettes",
      ),
      p('/statDomesticProducer', '国内生产商统计', 'Domestic producers', 'Producteurs nationaux'),
      p('/statImporter', '进口商统计', 'Importers', 'Importateurs'),
      p('/statLabelOrder', '标签订购统计', 'Labels ordered', 'Étiquettes commandées'),
      p('/statPortImport', '口岸进口统计', 'Port imports', 'Importations par port'),
      p('/getProduct', '产品扫码统计', 'Product scans', 'Scans par produit'),
      p('/getScanRegion', '地区扫码统计', 'Scans by region', 'Scans par région'),
    ],
  },
  {
    key: 'news',
    icon: 'news',
    name: { cn: '新闻管理', en: 'News', fr: 'Actualités' },
    pages: [p('/newsList', '新闻列表', 'News', 'Actualités')],
  },
  {
    key: 'system',
    icon: 'settings',
    name: { cn: '系统管理', en: 'System administration', fr: 'Administration du système' },
    pages: [
      p('/userMessage', '个人信息', 'My profile', 'Mon profil'),
      p('/SysUser', '用户管理', 'Users', 'Utilisateurs'),
      p('/SysDept', '部门管理', 'Departments', 'Services'),
      p('/SysMenu', '菜单管理', 'Menus', 'Menus'),
      p('/SysRole', '角色管理', 'Roles', 'Rôles'),
      p('/SysDic', '字典管理', 'Dictionaries', 'Dictionnaires'),
      p('/SysGoodsAddress', '收货地址', 'Delivery addresses', 'Adresses de livraison'),
      p('/SysAudit', '审核配置', 'Review settings', 'Paramètres de revue'),
      p('/SysMemberScan', '会员扫码设置', 'Member scan settings', 'Paramètres de scan membres'),
      p('/SysUpdatePwd', '修改密码', 'Change password', 'Changer le mot de passe'),
      p('/labelControl', '标签控制', 'Label limits', "Limites d'étiquettes"),
      p('/labelControlCorp', '企业标签控制', 'Company label limits', "Limites d'étiquettes par entreprise"),
      p('/SysLog', '操作日志', 'Audit log', "Journal d'audit"),
      p('/SysException', '异常日志', 'Exception log', 'Journal des exceptions'),
      p('/SysVersion', '版本信息', 'Release notes', 'Notes de version'),
      p('/sysLogininfor', '登录日志', 'Login log', 'Journal des connexions'),
      p('/adviceFeedback', '意见反馈', 'Advice and feedback', 'Suggestions'),
      p('/sysOutbox', '发信记录', 'Outgoing mail', 'Courriers sortants'),
      p('/sysEpcis', 'EPCIS事件库', 'EPCIS events', 'Événements EPCIS'),
      p('/maintenance', '系统维护', 'Maintenance windows', 'Fenêtres de maintenance'),
    ],
  },
];

/** `/SysUser` in group `system` -> `system.SysUser.view`. */
export function pagePermission(groupKey: string, path: string): string {
  return `${groupKey}.${path.replace(/^\//, '')}.view`;
}

export const PAGE_PERMISSIONS: readonly string[] = NAVIGATION.flatMap((group) =>
  group.pages.map((page) => pagePermission(group.key, page.path)),
);
