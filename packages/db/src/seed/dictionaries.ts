import type { Localized } from '@trace/contracts';

interface DictSeed {
  code: string;
  name: Localized;
  items: readonly { value: string; label: Localized }[];
}

const item = (value: string, cn: string, en: string, fr: string) => ({ value, label: { cn, en, fr } });

/** Dictionaries every module's selects read (SysDic lets administrators edit them). */
export const DICTIONARY_SEEDS: readonly DictSeed[] = [
  {
    code: 'news_category',
    name: { cn: '新闻分类', en: 'News category', fr: "Catégorie d'actualité" },
    items: [
      item('platform', '平台动态', 'Platform news', 'Vie de la plateforme'),
      item('industry', '行业资讯', 'Industry news', 'Actualités du secteur'),
      item('policy', '政策法规', 'Policies and regulations', 'Politiques et réglementation'),
      item('notice', '通知公告', 'Announcements', 'Annonces'),
    ],
  },
  {
    code: 'country',
    name: { cn: '国家', en: 'Country', fr: 'Pays' },
    items: [
      item('CN', '中国', 'China', 'Chine'),
      item('MY', '马来西亚', 'Malaysia', 'Malaisie'),
      item('ID', '印度尼西亚', 'Indonesia', 'Indonésie'),
      item('TH', '泰国', 'Thailand', 'Thaïlande'),
      item('VN', '越南', 'Vietnam', 'Viêt Nam'),
      item('FR', '法国', 'France', 'France'),
      item('ES', '西班牙', 'Spain', 'Espagne'),
      item('IT', '意大利', 'Italy', 'Italie'),
      item('GR', '希腊', 'Greece', 'Grèce'),
      item('US', '美国', 'United States', 'États-Unis'),
      item('CA', '加拿大', 'Canada', 'Canada'),
      item('AU', '澳大利亚', 'Australia', 'Australie'),
      item('NZ', '新西兰', 'New Zealand', 'Nouvelle-Zélande'),
      item('PH', '菲律宾', 'Philippines', 'Philippines'),
      item('KH', '柬埔寨', 'Cambodia', 'Cambodge'),
      item('MM', '缅甸', 'Myanmar', 'Birmanie'),
    ],
  },
  {
    code: 'company_kind',
    name: { cn: '企业类型', en: 'Company kind', fr: "Type d'entreprise" },
    items: [
      item('producer', '生产企业', 'Producer', 'Producteur'),
      item('importer', '进口商', 'Importer', 'Importateur'),
      item('dealer', '经销商', 'Dealer', 'Distributeur'),
      item('overseas_producer', '境外生产商', 'Overseas producer', 'Producteur étranger'),
    ],
  },
  {
    code: 'port',
    name: { cn: '入境口岸', en: 'Entry port', fr: "Port d'entrée" },
    items: [
      item('CNSHA', '上海', 'Shanghai', 'Shanghai'),
      item('CNCAN', '广州', 'Guangzhou', 'Canton'),
      item('CNSZX', '深圳', 'Shenzhen', 'Shenzhen'),
      item('CNXMN', '厦门', 'Xiamen', 'Xiamen'),
      item('CNTAO', '青岛', 'Qingdao', 'Qingdao'),
      item('CNTSN', '天津', 'Tianjin', 'Tianjin'),
      item('CNNGB', '宁波', 'Ningbo', 'Ningbo'),
      item('CNPEK', '北京', 'Beijing', 'Pékin'),
    ],
  },
  {
    code: 'label_sheet',
    name: { cn: '标签版式', en: 'Label sheet', fr: "Planche d'étiquettes" },
    items: [
      item('big', '大版（每版9枚）', 'Big sheet (9 labels)', 'Grande planche (9 étiquettes)'),
      item('small', '小版（每版12枚）', 'Small sheet (12 labels)', 'Petite planche (12 étiquettes)'),
    ],
  },
  {
    code: 'customs_certificate',
    name: { cn: '通关证书类型', en: 'Customs certificate kind', fr: 'Type de certificat douanier' },
    items: [
      item('1', '进口报关单', 'Import declaration', "Déclaration d'importation"),
      item(
        '2',
        '入境检验检疫证明',
        'Entry inspection and quarantine certificate',
        "Certificat d'inspection et de quarantaine",
      ),
      item('3', '出口许可证', 'Export permit', "Licence d'exportation"),
      item('4', '原产地证书', 'Certificate of origin', "Certificat d'origine"),
      item('5', '兽医卫生证书', 'Veterinary health certificate', 'Certificat sanitaire vétérinaire'),
      item(
        '6',
        '包装厂注册编号',
        'Packaging identification number',
        "Numéro d'identification de l'emballage",
      ),
      item('7', '濒危物种证明', 'Endangered species certificate', "Certificat d'espèce menacée"),
      item(
        '8',
        '进口药材批件',
        'Imported medicinal approval',
        "Autorisation d'importation de plantes médicinales",
      ),
      item(
        '9',
        '进口药品通关单',
        'Imported medicine clearance sheet',
        'Bordereau de dédouanement des médicaments',
      ),
      item('10', '口岸药检报告', 'Port drug control report', 'Rapport de contrôle pharmaceutique au port'),
      item('11', '卫生证书', 'Health certificate', 'Certificat sanitaire'),
      item('12', 'EPCO证书', 'EPCO certificate', 'Certificat EPCO'),
    ],
  },
  {
    code: 'weight_unit',
    name: { cn: '重量单位', en: 'Weight unit', fr: 'Unité de poids' },
    items: [item('g', '克', 'Gram', 'Gramme'), item('kg', '千克', 'Kilogram', 'Kilogramme')],
  },
  {
    code: 'work_order_type',
    name: { cn: '工单类型', en: 'Work order type', fr: 'Type de demande de service' },
    items: [
      item('account', '账号与权限', 'Account and permissions', 'Compte et permissions'),
      item('label', '标签问题', 'Labels', 'Étiquettes'),
      item('batch', '批次与溯源数据', 'Batches and traceability data', 'Lots et données de traçabilité'),
      item('certification', '认证与证书', 'Certification and certificates', 'Certification et certificats'),
      item('shipment', '发货与收货', 'Shipments and receipts', 'Expéditions et réceptions'),
      item('api', '外部接口', 'External interfaces (API)', 'Interfaces externes (API)'),
      item('billing', '费用与发票', 'Fees and invoices', 'Frais et factures'),
      item('other', '其他', 'Other', 'Autre'),
    ],
  },
];
