import { z } from 'zod';
import { ZPublicBirdHouse } from './bird-houses';
import { ZPublicBirdProductMsg } from './bird-product-msgs';
import { ZCertificateStatus } from './certification/shared';
import { type Language, type Localized, ZId, ZIsoDate, ZIsoDateTime, ZPage, ZPageQuery } from './common';
import { ZLabelCode } from './labels/labels';
import { pagePermission } from './navigation';
import { managePermission } from './permissions';
import { ZPublicBatchRecords } from './records';
import { defineRoute } from './route';

/**
 * Consumer scans (spec "scan-code statistics", DOMAIN.md "Consumer scan"): the public scan page a
 * label's QR code opens, the anti-counterfeit check of its secret code, the record of every scan,
 * counterfeit alerts (/labelAlertSearch) and scan records (/scanCodeMessage).
 */

const publicTag = 'scan (public)';
const tag = 'scans';

export const SCAN_RECORDS_VIEW = pagePermission('member', '/scanCodeMessage');
export const LABEL_ALERTS_VIEW = pagePermission('label', '/labelAlertSearch');
/** Changing the alert thresholds and the regions companies serve: administrators. */
export const LABEL_ALERTS_MANAGE = managePermission('label', '/labelAlertSearch');

// ---- outcomes

/** What opening the scan page found: a label bound to goods, a voided one, one not yet bound, or none. */
export const LOOKUP_RESULTS = ['valid', 'void', 'unbound', 'unknown'] as const;
export const ZLookupResult = z.enum(LOOKUP_RESULTS);
export type LookupResult = z.infer<typeof ZLookupResult>;

/** What checking the anti-counterfeit code found. `wrong_pcode` is answered as a field error. */
export const VERIFY_RESULTS = ['genuine', 'repeat', 'wrong_pcode', 'void', 'unbound', 'unknown'] as const;
export const ZVerifyResult = z.enum(VERIFY_RESULTS);
export type VerifyResult = z.infer<typeof ZVerifyResult>;

export const SCAN_KINDS = ['lookup', 'verify'] as const;
export const ZScanKind = z.enum(SCAN_KINDS);
export const SCAN_RESULTS = [
  'valid',
  'void',
  'unbound',
  'unknown',
  'genuine',
  'repeat',
  'wrong_pcode',
] as const;
export const ZScanResult = z.enum(SCAN_RESULTS);
export type ScanResult = z.infer<typeof ZScanResult>;

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop', 'bot', 'other'] as const;
export const ZDeviceType = z.enum(DEVICE_TYPES);
export type DeviceType = z.infer<typeof ZDeviceType>;

/** Names of scan kinds, outcomes and device kinds, for pages and exports. */
export const SCAN_KIND_NAMES: Record<(typeof SCAN_KINDS)[number], Localized> = {
  lookup: { cn: '扫码查询', en: 'Scan', fr: 'Scan' },
  verify: { cn: '防伪查验', en: 'Code check', fr: 'Vérification du code' },
};
export const SCAN_RESULT_NAMES: Record<ScanResult, Localized> = {
  valid: { cn: '正常', en: 'Valid', fr: 'Valide' },
  void: { cn: '已作废', en: 'Void', fr: 'Annulée' },
  unbound: { cn: '未绑定', en: 'Not bound', fr: 'Non liée' },
  unknown: { cn: '不存在', en: 'Unknown', fr: 'Inconnue' },
  genuine: { cn: '首次查验·正品', en: 'Genuine (first check)', fr: 'Authentique (1re vérification)' },
  repeat: { cn: '重复查验', en: 'Checked again', fr: 'Vérifiée à nouveau' },
  wrong_pcode: { cn: '防伪码错误', en: 'Wrong code', fr: 'Code erroné' },
};
export const DEVICE_TYPE_NAMES: Record<DeviceType, Localized> = {
  mobile: { cn: '手机', en: 'Phone', fr: 'Téléphone' },
  tablet: { cn: '平板', en: 'Tablet', fr: 'Tablette' },
  desktop: { cn: '电脑', en: 'Computer', fr: 'Ordinateur' },
  bot: { cn: '程序', en: 'Robot', fr: 'Robot' },
  other: { cn: '其他', en: 'Other', fr: 'Autre' },
};

/**
 * Attempt limits of the anti-counterfeit check: wrong codes per label from one address, and per
 * label from everywhere (so many addresses cannot share the work of guessing one label's code).
 */
export const PCODE_ATTEMPTS = {
  perAddress: { max: 5, windowMinutes: 15 },
  perLabel: { max: 30, windowMinutes: 60 },
} as const;

// ---- regions

/** A region: an ISO 3166-1 country (`FR`), a Chinese province by ISO 3166-2 (`CN-GD`), or `unknown`. */
export const UNKNOWN_REGION = 'unknown';
export const REGION_PATTERN = /^[A-Z]{2}(-[A-Z]{2})?$/;
export const ZRegionCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(REGION_PATTERN, { message: 'scan.regionFormat' });

const prov = (cn: string, en: string, fr = en): Localized => ({ cn, en, fr });
/** Provinces, municipalities, autonomous regions and special administrative regions of China. */
export const CN_PROVINCES: Readonly<Record<string, Localized>> = {
  'CN-BJ': prov('北京', 'Beijing', 'Pékin'),
  'CN-TJ': prov('天津', 'Tianjin'),
  'CN-HE': prov('河北', 'Hebei'),
  'CN-SX': prov('山西', 'Shanxi'),
  'CN-NM': prov('内蒙古', 'Inner Mongolia', 'Mongolie-Intérieure'),
  'CN-LN': prov('辽宁', 'Liaoning'),
  'CN-JL': prov('吉林', 'Jilin'),
  'CN-HL': prov('黑龙江', 'Heilongjiang'),
  'CN-SH': prov('上海', 'Shanghai'),
  'CN-JS': prov('江苏', 'Jiangsu'),
  'CN-ZJ': prov('浙江', 'Zhejiang'),
  'CN-AH': prov('安徽', 'Anhui'),
  'CN-FJ': prov('福建', 'Fujian'),
  'CN-JX': prov('江西', 'Jiangxi'),
  'CN-SD': prov('山东', 'Shandong'),
  'CN-HA': prov('河南', 'Henan'),
  'CN-HB': prov('湖北', 'Hubei'),
  'CN-HN': prov('湖南', 'Hunan'),
  'CN-GD': prov('广东', 'Guangdong'),
  'CN-GX': prov('广西', 'Guangxi'),
  'CN-HI': prov('海南', 'Hainan'),
  'CN-CQ': prov('重庆', 'Chongqing'),
  'CN-SC': prov('四川', 'Sichuan'),
  'CN-GZ': prov('贵州', 'Guizhou'),
  'CN-YN': prov('云南', 'Yunnan'),
  'CN-XZ': prov('西藏', 'Tibet'),
  'CN-SN': prov('陕西', 'Shaanxi'),
  'CN-GS': prov('甘肃', 'Gansu'),
  'CN-QH': prov('青海', 'Qinghai'),
  'CN-NX': prov('宁夏', 'Ningxia'),
  'CN-XJ': prov('新疆', 'Xinjiang'),
  'CN-TW': prov('台湾', 'Taiwan', 'Taïwan'),
  'CN-HK': prov('香港', 'Hong Kong'),
  'CN-MO': prov('澳门', 'Macao'),
};

const UNKNOWN_NAME: Localized = { cn: '未知地区', en: 'Unknown region', fr: 'Région inconnue' };
const LOCALES: Record<Language, string> = { cn: 'zh-Hans', en: 'en', fr: 'fr' };
const displayNames = new Map<Language, Intl.DisplayNames>();
function countryName(code: string, language: Language): string | undefined {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([LOCALES[language]], { type: 'region', fallback: 'none' });
    displayNames.set(language, names);
  }
  try {
    return names.of(code);
  } catch {
    return undefined;
  }
}

/** A region's name in a language: `广东` / `Guangdong`, `法国` / `France`; an unknown code as itself. */
export function regionName(code: string, language: Language): string {
  if (code === UNKNOWN_REGION) return UNKNOWN_NAME[language];
  const province = CN_PROVINCES[code];
  if (province) return province[language];
  if (/^[A-Z]{2}$/.test(code)) return countryName(code, language) ?? code;
  return code;
}

/** Codes that name no country today (groupings, reserved and withdrawn codes) or are listed as provinces. */
const NOT_COUNTRIES = new Set(
  'AC AN BU CP CS DD DG DY EA EU EZ FX HK HV IC MO NH NT QO RH SU TA TP TW UN XA XB YD YU ZR ZZ'.split(' '),
);

/** Every region a person can choose, named in a language and sorted by name: provinces of China, then countries. */
export function regionOptions(language: Language): { value: string; label: string }[] {
  const countries: { value: string; label: string }[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      const name = countryName(code, language);
      if (name) countries.push({ value: code, label: name });
    }
  }
  const collator = new Intl.Collator(LOCALES[language]);
  const byName = (x: { label: string }, y: { label: string }) => collator.compare(x.label, y.label);
  const provinces = Object.keys(CN_PROVINCES).map((code) => ({
    value: code,
    label: `${regionName('CN', language)} · ${regionName(code, language)}`,
  }));
  return [...provinces.sort(byName), ...countries.sort(byName)];
}

/** Whether a scan's region lies within the regions served (a country covers its provinces). */
export function regionServed(region: string, served: readonly string[]): boolean {
  return served.includes(region) || served.includes(region.split('-')[0]!);
}

// ---- the public scan page

/** A stored file as the public may load it: through the scanned label, never by its bare id. */
const ZPublicFile = z.string();

export const ZScanProduct = z.object({
  id: ZId,
  /** What the consumer reads: the batch's or the product's replacement name when present. */
  name: z.string(),
  productName: z.string(),
  gtin: z.string().nullable(),
  specification: z.string().nullable(),
  description: z.string().nullable(),
  categoryName: z.string().nullable(),
  images: z.array(ZPublicFile),
});

export const ZScanCompany = z.object({
  id: ZId,
  name: z.string(),
  countryName: z.string().nullable(),
  address: z.string().nullable(),
  introduction: z.string().nullable(),
});

export const ZScanBatch = z.object({
  id: ZId,
  batchNo: z.string(),
  productionDate: ZIsoDateTime.nullable(),
  expiryDate: ZIsoDateTime.nullable(),
  origin: z.string().nullable(),
});

export const ZScanCertificate = z.object({
  name: z.string(),
  issuer: z.string(),
  number: z.string().nullable(),
  issueDate: ZIsoDateTime,
  expiryDate: ZIsoDateTime.nullable(),
  images: z.array(ZPublicFile),
});

/**
 * American ginseng (xys, decision 0035): the farm and plot the batch's roots came from and what was
 * done on the plot, latest first. `activity` is a code of contracts GINSENG_ACTIVITIES.
 */
export const ZScanGinseng = z.object({
  farm: z.object({ name: z.string(), region: z.string(), regionName: z.string(), city: z.string() }),
  plot: z.object({
    name: z.string(),
    /** Hectares. */
    area: z.number(),
    plantingYear: z.number().int(),
    rootAge: z.number().int(),
  }),
  records: z.array(
    z.object({ date: z.string(), activity: z.string(), activityName: z.string(), description: z.string() }),
  ),
});
export type ScanGinseng = z.infer<typeof ZScanGinseng>;

/** The answer of the scan page: what the label is, and for a label on goods, what it is on. */
export const ZScanAnswer = z.object({
  excode: z.string(),
  /** The recorded scan; sent back as `scan` when the same page asks again (another language). */
  scanId: z.string(),
  result: ZLookupResult,
  /** The GS1 Digital Link of the item when its product has a GTIN (the canonical QR content). */
  digitalLink: z.string().nullable(),
  product: ZScanProduct.nullable(),
  company: ZScanCompany.nullable(),
  batch: ZScanBatch.nullable(),
  /** Approved whole-chain stages, test reports, customs and articles of the batch. */
  records: ZPublicBatchRecords.nullable(),
  /** The company's honour certificates that passed review and have not expired. */
  certificates: z.array(ZScanCertificate),
  /** The approved bird's-nest product sheet of the label's product (never a change waiting for review). */
  birdProductMsg: ZPublicBirdProductMsg.nullable().optional(),
  /**
   * The scheme certificate the label's product stands on now (decision 0024): in force, else the
   * latest one (a suspended certificate shows suspended); null when none. Its status page is
   * `/certStatus/{certNo}`.
   */
  certificate: z
    .object({ scheme: z.string(), certNo: z.string(), status: ZCertificateStatus, statusUrl: z.string() })
    .nullable(),
  /** Whether the consumer can check the anti-counterfeit code (valid labels only). */
  canVerify: z.boolean(),
  /** The ginseng plot the batch names, with its farm and cultivation records; null when none. */
  ginseng: ZScanGinseng.nullable().optional(),
  /**
   * The passed bird houses the goods' raw material came from (decision 0033): a raw-material batch's
   * own house, or the houses of the raw-material batches a deep-processing batch used.
   */
  birdHouses: z.array(ZPublicBirdHouse).optional(),
});
export type ScanAnswer = z.infer<typeof ZScanAnswer>;

export const ZScanParams = z.object({ excode: ZLabelCode });
/**
 * `scan`: the page's own scan, when it asks again for the same label (in another language) within
 * half an hour: the answer is given without recording a second scan.
 */
const ZRepeatScan = z
  .string()
  .regex(/^\d{1,18}$/)
  .optional();
export const ZScanQuery = z.object({ scan: ZRepeatScan });
export const ZScanFileParams = z.object({ excode: ZLabelCode, fileId: ZId });

export const ZDigitalLinkQuery = z.object({
  /** The path of the scanned GS1 Digital Link, e.g. `/01/09506000134352/21/1000000000000001`. */
  path: z.string().max(512, { message: 'scan.link.notDigitalLink' }),
  scan: ZRepeatScan,
});

export const ZVerifyBody = z.object({
  pcode: z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? 'scan.pcodeRequired' : undefined) })
    .trim()
    .min(1, { message: 'scan.pcodeRequired' })
    .regex(/^[A-Za-z0-9]{4,32}$/, { message: 'scan.pcodeFormat' }),
});

/** The answer of a correct code (or of a label that cannot be checked: void, unbound, unknown). */
export const ZVerifyAnswer = z.object({
  excode: z.string(),
  result: z.enum(['genuine', 'repeat', 'void', 'unbound', 'unknown']),
  /** Successful checks so far, this one included (0 when the label cannot be checked). */
  count: z.number().int(),
  /** The first successful check. */
  firstVerifiedAt: ZIsoDateTime.nullable(),
});
export type VerifyAnswer = z.infer<typeof ZVerifyAnswer>;

// ---- scan records (/scanCodeMessage)

export const ZScanRecord = z.object({
  id: z.string(),
  scanTime: ZIsoDateTime,
  kind: ZScanKind,
  result: ZScanResult,
  excode: z.string(),
  corpId: ZId.nullable(),
  corpName: z.string().nullable(),
  productId: ZId.nullable(),
  productName: z.string().nullable(),
  batchNo: z.string().nullable(),
  region: z.string(),
  regionName: z.string(),
  /** The address with its last part masked. */
  ip: z.string().nullable(),
  device: z.string().nullable(),
  deviceType: ZDeviceType,
});
export type ScanRecord = z.infer<typeof ZScanRecord>;

/** A page of scan records; `totalExact` is false when counting stopped at its cap (the total is "more than"). */
export const ZScanRecordPage = ZPage(ZScanRecord).extend({ totalExact: z.boolean() });
export type ScanRecordPage = z.infer<typeof ZScanRecordPage>;

export const ZScanDay = ZIsoDate;
const ZDay = ZScanDay;
/** A date range ends on or after its start (spec section 5: endTimeSmall). */
export function refineScanDayRange<T extends z.ZodObject>(schema: T, from: string, to: string) {
  return schema.refine(
    (value: Record<string, unknown>) => {
      const start = value[from];
      const end = value[to];
      return typeof start !== 'string' || typeof end !== 'string' || end >= start;
    },
    {
      message: 'date.endTimeSmall',
      path: [to],
      // Also when other fields are wrong, so every mistake is reported at once.
      when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === from || issue.path?.[0] === to),
    },
  );
}

const ZScanRegionFilter = z
  .string()
  .trim()
  .regex(/^([A-Z]{2}(-[A-Z]{2})?|unknown)$/, { message: 'scan.regionFormat' });

const scanRecordFilters = {
  excode: ZLabelCode.optional(),
  productId: ZId.optional(),
  corpId: ZId.optional(),
  region: ZScanRegionFilter.optional(),
  kind: ZScanKind.optional(),
  result: ZScanResult.optional(),
  /** UTC days, both included. */
  scannedFrom: ZDay.optional(),
  scannedTo: ZDay.optional(),
};

export const ZScanRecordQuery = refineScanDayRange(
  ZPageQuery.extend(scanRecordFilters),
  'scannedFrom',
  'scannedTo',
);
export type ScanRecordQuery = z.infer<typeof ZScanRecordQuery>;
export const ZExportFormat = z.enum(['xlsx', 'csv']);
export const ZScanRecordExportQuery = refineScanDayRange(
  z.object({ ...scanRecordFilters, format: ZExportFormat.default('xlsx') }),
  'scannedFrom',
  'scannedTo',
);
/** An export holds at most this many rows (narrow the dates for more). */
export const SCAN_EXPORT_MAX_ROWS = 200_000;

// ---- counterfeit alerts (/labelAlertSearch)

export const ALERT_RULES = ['verify_count', 'multi_region', 'outside_region'] as const;
export const ZAlertRule = z.enum(ALERT_RULES);
export type AlertRule = z.infer<typeof ZAlertRule>;
export const ALERT_RULE_NAMES: Record<AlertRule, Localized> = {
  verify_count: { cn: '查验次数过多', en: 'Checked too often', fr: 'Trop de vérifications' },
  multi_region: { cn: '多地区扫码', en: 'Scanned in many regions', fr: 'Scannée dans plusieurs régions' },
  outside_region: { cn: '经销区域外扫码', en: 'Scanned outside the regions served', fr: 'Scannée hors zone' },
};

export const ZLabelAlert = z.object({
  id: ZId,
  excode: z.string(),
  rule: ZAlertRule,
  corpId: ZId,
  corpName: z.string(),
  productId: ZId.nullable(),
  productName: z.string().nullable(),
  batchNo: z.string().nullable(),
  /** What the rule saw, e.g. `{ count: 6, limit: 5 }` or `{ regions: ['CN-GD','FR'], hours: 24 }`. */
  detail: z.record(z.string(), z.unknown()),
  /** The rule's finding in the interface language. */
  summary: z.string(),
  createTime: ZIsoDateTime,
});
export type LabelAlert = z.infer<typeof ZLabelAlert>;

export const ZLabelAlertQuery = refineScanDayRange(
  ZPageQuery.extend({
    excode: ZLabelCode.optional(),
    rule: ZAlertRule.optional(),
    corpId: ZId.optional(),
    productId: ZId.optional(),
    createdFrom: ZDay.optional(),
    createdTo: ZDay.optional(),
  }),
  'createdFrom',
  'createdTo',
);

export const SCAN_ALERT_DEFAULTS = {
  verifyRuleEnabled: true,
  verifyLimit: 5,
  regionRuleEnabled: true,
  regionLimit: 3,
  regionWindowHours: 24,
  servedRegionRuleEnabled: true,
} as const;

export const ZScanAlertSettingsBody = z.object({
  verifyRuleEnabled: z.boolean(),
  verifyLimit: z
    .number({ message: 'scan.settings.integer' })
    .int({ message: 'scan.settings.integer' })
    .min(1, { message: 'scan.settings.verifyLimit' })
    .max(100_000, { message: 'scan.settings.verifyLimit' }),
  regionRuleEnabled: z.boolean(),
  regionLimit: z
    .number({ message: 'scan.settings.integer' })
    .int({ message: 'scan.settings.integer' })
    .min(2, { message: 'scan.settings.regionLimit' })
    .max(100, { message: 'scan.settings.regionLimit' }),
  regionWindowHours: z
    .number({ message: 'scan.settings.integer' })
    .int({ message: 'scan.settings.integer' })
    .min(1, { message: 'scan.settings.window' })
    .max(24 * 90, { message: 'scan.settings.window' }),
  servedRegionRuleEnabled: z.boolean(),
});
export type ScanAlertSettingsBody = z.infer<typeof ZScanAlertSettingsBody>;
export const ZScanAlertSettings = ZScanAlertSettingsBody.extend({
  updateTime: ZIsoDateTime.nullable(),
  actions: z.array(z.enum(['edit'])),
});
export type ScanAlertSettings = z.infer<typeof ZScanAlertSettings>;

export const ZServedRegions = z.object({
  corpId: ZId,
  corpName: z.string(),
  regions: z.array(z.string()),
  updateTime: ZIsoDateTime,
});
export type ServedRegions = z.infer<typeof ZServedRegions>;
export const ZServedRegionsBody = z.object({
  /** Empty: the company has no served regions (no outside-region alerts for its labels). */
  regions: z.array(ZRegionCode).max(100),
});
export const ZServedRegionsParams = z.object({ corpId: ZId });

export const scanRoutes = {
  lookup: defineRoute({
    method: 'GET',
    path: '/scan/labels/:excode',
    access: 'public',
    summary:
      'The public scan page of a label (short QR form `/s/{excode}`): what it is on, whether it is void, unbound or unknown; records the scan',
    tags: [publicTag],
    params: ZScanParams,
    query: ZScanQuery,
    response: ZScanAnswer,
    maintenance: 'open',
  }),
  digitalLink: defineRoute({
    method: 'GET',
    path: '/scan/digital-link',
    access: 'public',
    summary:
      'The public scan page of a GS1 Digital Link (`/01/{gtin}[/22/…][/10/{lot}]/21/{serial}`): check digit, qualifier order and the GTIN of the label’s product are checked; records the scan',
    tags: [publicTag],
    query: ZDigitalLinkQuery,
    response: ZScanAnswer,
    maintenance: 'open',
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/scan/labels/:excode/verify',
    access: 'public',
    summary:
      'Check the secret anti-counterfeit code: genuine the first time, then how many times and since when; wrong codes are limited per label and address',
    tags: [publicTag],
    params: ZScanParams,
    body: ZVerifyBody,
    response: ZVerifyAnswer,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    maintenance: 'open',
  }),
  file: defineRoute({
    method: 'GET',
    path: '/scan/labels/:excode/files/:fileId',
    access: 'public',
    summary: 'An image or document shown on the scan page of this label (product, records, certificates)',
    tags: [publicTag],
    params: ZScanFileParams,
    maintenance: 'open',
  }),
  resolver: defineRoute({
    method: 'GET',
    path: '/01/*',
    access: 'public',
    summary:
      'GS1-Conformant resolver of Digital Links (`/01/{gtin}[/22/…][/10/{lot}]/21/{serial}[?{AI}={value}…]`): 307 to the default link (the scan page `/s/{excode}`) or to the link of `linkType` (`gs1:pip` or its full URI); the RFC 9264 linkset for `linkType=linkset`/`all` or `Accept: application/linkset+json`; 400 malformed, 404 unknown item or link type, 410 void label. Every answer has a `Link: rel="linkset"` header',
    tags: [publicTag],
    anyOrigin: true,
    document: 'application/linkset+json',
    maintenance: 'open',
  }),
  resolverDescription: defineRoute({
    method: 'GET',
    path: '/.well-known/gs1resolver',
    access: 'public',
    summary:
      'The resolver description file of the GS1-Conformant Resolver standard: resolver root, primary keys and link types served (plain JSON, no envelope)',
    tags: [publicTag],
    anyOrigin: true,
    document: 'application/json',
    maintenance: 'open',
  }),
  records: defineRoute({
    method: 'GET',
    path: '/scan-records',
    access: SCAN_RECORDS_VIEW,
    summary: "Scan records, newest first: your company's labels, or all for administrators",
    tags: [tag],
    query: ZScanRecordQuery,
    response: ZScanRecordPage,
  }),
  exportRecords: defineRoute({
    method: 'GET',
    path: '/scan-records/export',
    access: SCAN_RECORDS_VIEW,
    summary: `Scan records with the list's filters as xlsx or CSV (formula-safe cells), at most ${SCAN_EXPORT_MAX_ROWS.toLocaleString('en')} rows`,
    tags: [tag],
    query: ZScanRecordExportQuery,
  }),
  alerts: defineRoute({
    method: 'GET',
    path: '/label-alerts',
    access: LABEL_ALERTS_VIEW,
    summary: "Counterfeit alerts, newest first: your company's labels, or all for administrators",
    tags: [tag],
    query: ZLabelAlertQuery,
    response: ZPage(ZLabelAlert),
  }),
  alertSettings: defineRoute({
    method: 'GET',
    path: '/label-alerts/settings',
    access: LABEL_ALERTS_VIEW,
    summary: 'The alert thresholds in force',
    tags: [tag],
    response: ZScanAlertSettings,
  }),
  updateAlertSettings: defineRoute({
    method: 'PUT',
    path: '/label-alerts/settings',
    access: LABEL_ALERTS_MANAGE,
    summary: 'Change the alert thresholds (administrators)',
    tags: [tag],
    body: ZScanAlertSettingsBody,
    response: ZScanAlertSettings,
  }),
  servedRegions: defineRoute({
    method: 'GET',
    path: '/label-alerts/served-regions',
    access: LABEL_ALERTS_MANAGE,
    summary: 'The regions each company serves (for the outside-region alert)',
    tags: [tag],
    query: ZPageQuery.extend({ keyword: z.string().trim().max(50).optional() }),
    response: ZPage(ZServedRegions),
  }),
  setServedRegions: defineRoute({
    method: 'PUT',
    path: '/label-alerts/served-regions/:corpId',
    access: LABEL_ALERTS_MANAGE,
    summary: 'Set the regions a company serves; an empty list removes them',
    tags: [tag],
    params: ZServedRegionsParams,
    body: ZServedRegionsBody,
    response: ZServedRegions.nullable(),
  }),
};
