import { z } from 'zod';
import { type Localized, whenValid, ZChosenId, ZId, ZIsoDateTime } from './common';
import { ZFileUrl } from './companies';
import {
  RECORDS_TAG,
  recordView,
  reviewedRecordRoutes,
  ZRecordListQuery,
  ZRecordOwnership,
} from './records-shared';
import { defineRoute } from './route';
import { required, ZText } from './rules';

/**
 * The certificate kinds of customs clearance (spec section 3), numbered 1..12 as `batchCustomsType`.
 * The verify flag of a kind (on by default for 1-10, off for 11 and 12) makes it required.
 */
export const CUSTOMS_CERTIFICATE_KINDS = [
  { type: 1, name: { cn: '进口报关单', en: 'Import declaration', fr: "Déclaration d'importation" } },
  {
    type: 2,
    name: {
      cn: '入境检验检疫证明',
      en: 'Entry inspection and quarantine certificate',
      fr: "Certificat d'inspection et de quarantaine",
    },
  },
  { type: 3, name: { cn: '出口许可证', en: 'Export permit', fr: "Licence d'exportation" } },
  { type: 4, name: { cn: '原产地证书', en: 'Certificate of origin', fr: "Certificat d'origine" } },
  {
    type: 5,
    name: { cn: '兽医卫生证书', en: 'Veterinary health certificate', fr: 'Certificat sanitaire vétérinaire' },
  },
  {
    type: 6,
    name: {
      cn: '包装厂注册编号',
      en: 'Packaging identification number',
      fr: "Numéro d'identification de l'emballage",
    },
  },
  {
    type: 7,
    name: { cn: '濒危物种证明', en: 'Endangered species certificate', fr: "Certificat d'espèce menacée" },
  },
  {
    type: 8,
    name: {
      cn: '进口药材批件',
      en: 'Imported medicinal approval',
      fr: "Autorisation d'importation de plantes médicinales",
    },
  },
  {
    type: 9,
    name: {
      cn: '进口药品通关单',
      en: 'Imported medicine clearance sheet',
      fr: 'Bordereau de dédouanement des médicaments',
    },
  },
  {
    type: 10,
    name: {
      cn: '口岸药检报告',
      en: 'Port drug control report',
      fr: 'Rapport de contrôle pharmaceutique au port',
    },
  },
  { type: 11, name: { cn: '卫生证书', en: 'Health certificate', fr: 'Certificat sanitaire' } },
  { type: 12, name: { cn: 'EPCO证书', en: 'EPCO certificate', fr: 'Certificat EPCO' } },
] as const satisfies readonly { type: number; name: Localized }[];

export const CUSTOMS_CERTIFICATE_TYPES = CUSTOMS_CERTIFICATE_KINDS.map((kind) => kind.type);

/** Spec section 3: verify flags default to true for kinds 1-10 and false for 11 and 12. */
export const defaultCertificateVerify = (type: number) => type >= 1 && type <= 10;

export function customsCertificateName(type: number, language: keyof Localized): string {
  return CUSTOMS_CERTIFICATE_KINDS.find((kind) => kind.type === type)?.name[language] ?? String(type);
}

const ZOptionalDateTime = ZIsoDateTime.nullable().default(null);

/** One certificate as entered: number, validity period, a document and photos. */
export const ZCustomsCertificateInput = z
  .object({
    batchCustomsType: z.number().int().min(1).max(12),
    /** Omitted: the kind's default (spec section 3). */
    verify: z.boolean().optional(),
    num: ZText(50).nullable().default(null),
    startTime: ZOptionalDateTime,
    endTime: ZOptionalDateTime,
    file: ZFileUrl.nullable().default(null),
    images: z.array(ZFileUrl).max(9).default([]),
  })
  .transform((entry) => ({
    ...entry,
    verify: entry.verify ?? defaultCertificateVerify(entry.batchCustomsType),
  }));

/** A certificate as stored in a customs record. */
export type CustomsCertificate = z.output<typeof ZCustomsCertificateInput>;

/** Something was given for the kind: a number, a document or a photo. */
export const certificateProvided = (entry: Pick<CustomsCertificate, 'num' | 'file' | 'images'>) =>
  !!entry.num || !!entry.file || entry.images.length > 0;

type CertificateCheckInput = {
  certificates: {
    batchCustomsType: number;
    verify: boolean;
    num: string | null;
    startTime: string | null;
    endTime: string | null;
    file: string | null;
    images: string[];
  }[];
};

/**
 * The rules of a certificate list: a kind whose verify flag is on must be given with its number and a
 * photo; dates follow spec section 5 (a start before the end, an expiry later than now); at least one
 * certificate overall.
 */
function checkCertificates(value: CertificateCheckInput, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', message, path: ['certificates', ...path] });
  const seen = new Set<number>();
  const now = Date.now();
  let missingKind = false;
  value.certificates.forEach((entry, index) => {
    if (seen.has(entry.batchCustomsType)) issue([index, 'batchCustomsType'], 'customs.kindRepeated');
    seen.add(entry.batchCustomsType);
    // The validity period is checked whatever else is missing: a typed period is never passed over.
    if (entry.endTime && entry.startTime && entry.endTime <= entry.startTime)
      issue([index, 'endTime'], 'date.endTimeSmall');
    else if (entry.endTime && new Date(entry.endTime).getTime() <= now)
      issue([index, 'endTime'], 'date.expiryPast');
    const provided = certificateProvided(entry);
    if (entry.verify && !provided) {
      issue([index], 'customs.certificateRequired');
      missingKind = true;
      return;
    }
    if (entry.verify) {
      if (!entry.num) issue([index, 'num'], 'customs.numRequired');
      if (entry.images.length === 0) issue([index, 'images'], 'customs.photoRequired');
    }
    if ((entry.verify || entry.endTime) && !entry.startTime)
      issue([index, 'startTime'], 'date.startTimeEmpty');
  });
  // Said once: a required kind left empty already asks for certificate info.
  if (!missingKind && !value.certificates.some(certificateProvided)) issue([], 'customs.certificateRequired');
}

const customsFields = {
  /** The goods as declared to customs. */
  name: ZText(100).pipe(z.string().min(1)),
  /** A value of the `port` dictionary. */
  port: z
    .string(required('customs.portRequired'))
    .trim()
    .min(1, { message: 'customs.portRequired' })
    .max(20, { message: 'customs.portRequired' }),
  importTime: ZIsoDateTime,
  /** The importing company when it is registered here; its name is then taken from its profile. */
  importCorpId: ZId.nullable().default(null),
  importCorpName: ZText(100).pipe(z.string().min(1)),
  certificates: z.array(ZCustomsCertificateInput).max(12),
};

/** Customs clearance of a batch (/circulationInformation, /addCustoms). One record per batch. */
export const ZCustomsInfoBody = z
  .object({ batchId: ZChosenId('select.batchRequired'), ...customsFields })
  .superRefine(checkCertificates, { when: whenValid('certificates') });
/** A change keeps the record's batch. */
export const ZCustomsInfoUpdateBody = z
  .object(customsFields)
  .superRefine(checkCertificates, { when: whenValid('certificates') });

export const CERTIFICATE_VALIDITIES = ['effective', 'invalid', 'missing'] as const;

export const ZCustomsCertificate = z.object({
  batchCustomsType: z.number().int(),
  kindName: z.string(),
  verify: z.boolean(),
  num: z.string().nullable(),
  startTime: ZIsoDateTime.nullable(),
  endTime: ZIsoDateTime.nullable(),
  file: z.string().nullable(),
  images: z.array(z.string()),
  /** effective, invalid (expired) or missing (nothing given for the kind). */
  validity: z.enum(CERTIFICATE_VALIDITIES),
});

export const ZCustomsInfo = ZRecordOwnership.extend({
  batchId: ZId,
  batchNo: z.string(),
  name: z.string(),
  port: z.string(),
  portName: z.string(),
  importTime: ZIsoDateTime,
  importCorpId: ZId.nullable(),
  importCorpName: z.string(),
  certificates: z.array(ZCustomsCertificate),
});

export const customsInfoRoutes = {
  ...reviewedRecordRoutes({
    path: '/customs-infos',
    page: '/circulationInformation',
    noun: 'customs clearance record',
    item: ZCustomsInfo,
    create: ZCustomsInfoBody,
    update: ZCustomsInfoUpdateBody,
    query: ZRecordListQuery.extend({ port: z.string().trim().max(20).optional() }),
  }),
  byBatch: defineRoute({
    method: 'GET',
    path: '/customs-infos/by-batch/:batchId',
    access: recordView('/circulationInformation'),
    summary: 'The customs clearance record of a batch (404 when it has none)',
    tags: [RECORDS_TAG],
    params: z.object({ batchId: ZId }),
    response: ZCustomsInfo,
  }),
};
