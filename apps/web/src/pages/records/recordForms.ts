import {
  CUSTOMS_CERTIFICATE_TYPES,
  defaultCertificateVerify,
  type ProductionLine,
  STAGES_OF_LINE,
  type StoredFile,
  type WholeChainStage,
} from '@trace/contracts';
import { dayEndIso, dayStartIso, isoToDay } from '../companies/components/dates';

/**
 * The record forms as people fill them (days as the pickers hold them, files as uploaded), and the
 * mapping to the API bodies and back.
 */

const blankToNull = (text: string) => (text.trim() === '' ? null : text);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const urls = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

// ---- test reports

export type ReportFormValues = {
  productId: string | null;
  batchId: string | null;
  institution: string;
  reportNo: string;
  testDate: string | null;
  result: 'qualified' | 'unqualified' | null;
  remark: string;
  documents: StoredFile[];
  photos: StoredFile[];
};

export const EMPTY_REPORT_FORM: ReportFormValues = {
  productId: null,
  batchId: null,
  institution: '',
  reportNo: '',
  testDate: null,
  result: null,
  remark: '',
  documents: [],
  photos: [],
};

/** The body of POST/PUT /test-reports: the report's documents and photos are its files. */
export function toReportBody(values: ReportFormValues) {
  return {
    productId: values.productId ?? '',
    batchId: values.batchId,
    institution: values.institution,
    reportNo: values.reportNo,
    testDate: dayStartIso(values.testDate),
    result: values.result,
    remark: blankToNull(values.remark),
    files: [...values.documents, ...values.photos].map((file) => file.url),
  };
}

/** Errors of `files` show on the documents field. */
export const reportFieldOf = (path: string) => (path.startsWith('files') ? 'documents' : path);

/** A saved report (or its waiting change) as form values; its files split into photos and documents. */
export function reportFormValues(report: Record<string, unknown>, files: StoredFile[]): ReportFormValues {
  return {
    productId: text(report.productId) || null,
    batchId: text(report.batchId) || null,
    institution: text(report.institution),
    reportNo: text(report.reportNo),
    testDate: isoToDay(text(report.testDate)),
    result:
      report.result === 'unqualified' ? 'unqualified' : report.result === 'qualified' ? 'qualified' : null,
    remark: text(report.remark),
    documents: files.filter((file) => !file.mimeType.startsWith('image/')),
    photos: files.filter((file) => file.mimeType.startsWith('image/')),
  };
}

// ---- ecological features and science knowledge

export type ArticleFormValues = {
  productId: string | null;
  batchId: string | null;
  title: string;
  content: string;
  images: StoredFile[];
};

export const EMPTY_ARTICLE_FORM: ArticleFormValues = {
  productId: null,
  batchId: null,
  title: '',
  content: '',
  images: [],
};

export function toArticleBody(values: ArticleFormValues) {
  return {
    productId: values.productId ?? '',
    batchId: values.batchId,
    title: values.title,
    content: values.content,
    images: values.images.map((file) => file.url),
  };
}

export function articleFormValues(article: Record<string, unknown>, images: StoredFile[]): ArticleFormValues {
  return {
    productId: text(article.productId) || null,
    batchId: text(article.batchId) || null,
    title: text(article.title),
    content: text(article.content),
    images,
  };
}

// ---- customs clearance

/** One certificate kind in the form; `k1`..`k12` keep each kind's errors on its own card. */
export type CertificateFormValues = {
  verify: boolean;
  num: string;
  startTime: string | null;
  endTime: string | null;
  file: StoredFile[];
  images: StoredFile[];
};
export type CertificateKey = `k${number}`;
export const certificateKey = (type: number): CertificateKey => `k${type}`;

export type CustomsFormValues = {
  batchId: string | null;
  name: string;
  port: string | null;
  importTime: string | null;
  importCorpId: string | null;
  importCorpName: string;
  certificates: Record<CertificateKey, CertificateFormValues>;
};

export const emptyCertificate = (type: number): CertificateFormValues => ({
  verify: defaultCertificateVerify(type),
  num: '',
  startTime: null,
  endTime: null,
  file: [],
  images: [],
});

export const EMPTY_CUSTOMS_FORM: CustomsFormValues = {
  batchId: null,
  name: '',
  port: null,
  importTime: null,
  importCorpId: null,
  importCorpName: '',
  certificates: Object.fromEntries(
    CUSTOMS_CERTIFICATE_TYPES.map((type) => [certificateKey(type), emptyCertificate(type)]),
  ) as Record<CertificateKey, CertificateFormValues>,
};

/** The body of POST /customs-infos (PUT leaves out the batch): all 12 kinds, in order. */
export function toCustomsBody(values: CustomsFormValues) {
  return {
    batchId: values.batchId ?? '',
    name: values.name,
    port: values.port,
    importTime: dayStartIso(values.importTime),
    importCorpId: values.importCorpId,
    importCorpName: values.importCorpName,
    certificates: CUSTOMS_CERTIFICATE_TYPES.map((type) => {
      const entry = values.certificates[certificateKey(type)] ?? emptyCertificate(type);
      return {
        batchCustomsType: type,
        verify: entry.verify,
        num: blankToNull(entry.num),
        startTime: dayStartIso(entry.startTime),
        // A certificate is valid through its last day.
        endTime: dayEndIso(entry.endTime),
        file: entry.file[0]?.url ?? null,
        images: entry.images.map((file) => file.url),
      };
    }),
  };
}

export function toCustomsUpdateBody(values: CustomsFormValues) {
  const { batchId: _batch, ...body } = toCustomsBody(values);
  return body;
}

/** `certificates.3.num` (the 4th kind in the body) -> `certificates.k4.num`. */
export function customsFieldOf(path: string): string {
  const match = /^certificates\.(\d+)(\..*)?$/.exec(path);
  if (!match) return path;
  const type = CUSTOMS_CERTIFICATE_TYPES[Number(match[1])];
  return type === undefined ? 'certificates' : `certificates.${certificateKey(type)}${match[2] ?? ''}`;
}

/** The files of a saved customs record, in the order `customsFormValues` reads them. */
export function customsFileUrls(record: Record<string, unknown>): string[] {
  const certificates = Array.isArray(record.certificates)
    ? (record.certificates as Record<string, unknown>[])
    : [];
  return certificates.flatMap((entry) => [
    ...(entry.file ? [String(entry.file)] : []),
    ...urls(entry.images),
  ]);
}

/** A saved customs record (or its waiting change) as form values; `files` as `customsFileUrls` lists them. */
export function customsFormValues(record: Record<string, unknown>, files: StoredFile[]): CustomsFormValues {
  const byUrl = new Map(files.map((file) => [file.url, file]));
  const file = (url: string) =>
    byUrl.get(url) ?? { id: url, url, name: url, mimeType: '', size: 0, createTime: '' };
  const saved = Array.isArray(record.certificates) ? (record.certificates as Record<string, unknown>[]) : [];
  const certificates = Object.fromEntries(
    CUSTOMS_CERTIFICATE_TYPES.map((type) => {
      const entry = saved.find((candidate) => Number(candidate.batchCustomsType) === type);
      if (!entry) return [certificateKey(type), emptyCertificate(type)];
      return [
        certificateKey(type),
        {
          verify: typeof entry.verify === 'boolean' ? entry.verify : defaultCertificateVerify(type),
          num: text(entry.num),
          startTime: isoToDay(text(entry.startTime)),
          endTime: isoToDay(text(entry.endTime)),
          file: entry.file ? [file(String(entry.file))] : [],
          images: urls(entry.images).map(file),
        },
      ];
    }),
  ) as Record<CertificateKey, CertificateFormValues>;
  return {
    batchId: text(record.batchId) || null,
    name: text(record.name),
    port: text(record.port) || null,
    importTime: isoToDay(text(record.importTime)),
    importCorpId: text(record.importCorpId) || null,
    importCorpName: text(record.importCorpName),
    certificates,
  };
}

// ---- whole chain

export type StageInputValues = { name: string; quantity: string; unit: string };
export type StageEntryValues = {
  date: string | null;
  operator: string;
  description: string;
  inputs: StageInputValues[];
  images: StoredFile[];
};
/** An entry as the API takes and gives it. */
export type StageEntryBody = {
  date: string;
  operator: string;
  description: string | null;
  inputs: { name: string; quantity: string; unit: string | null }[];
  images: string[];
};
export type StagesBody = Partial<Record<WholeChainStage, StageEntryBody[]>>;

export const EMPTY_ENTRY: StageEntryValues = {
  date: null,
  operator: '',
  description: '',
  inputs: [],
  images: [],
};

/** An entry's form -> body; a day is recorded at noon so it stays that day in every time zone nearby. */
export function toEntryBody(values: StageEntryValues) {
  const start = dayStartIso(values.date);
  return {
    date: start ? new Date(new Date(start).getTime() + 12 * 3600_000).toISOString() : null,
    operator: values.operator,
    description: blankToNull(values.description),
    inputs: values.inputs.map((input) => ({
      name: input.name,
      quantity: input.quantity.trim(),
      unit: blankToNull(input.unit),
    })),
    images: values.images.map((file) => file.url),
  };
}

export function entryFormValues(entry: StageEntryBody, images: StoredFile[]): StageEntryValues {
  return {
    date: isoToDay(entry.date),
    operator: entry.operator,
    description: entry.description ?? '',
    inputs: entry.inputs.map((input) => ({
      name: input.name,
      quantity: input.quantity,
      unit: input.unit ?? '',
    })),
    images,
  };
}

export type MainProductionValues = {
  batchId: string | null;
  lineType: ProductionLine;
  producer: string;
  place: string;
  description: string;
};

export const EMPTY_MAIN_PRODUCTION: MainProductionValues = {
  batchId: null,
  lineType: 'planting',
  producer: '',
  place: '',
  description: '',
};

/** The stages that belong to a line (a record follows one line). */
export function stagesOfLine(stages: StagesBody, line: ProductionLine): StagesBody {
  return Object.fromEntries(
    STAGES_OF_LINE[line].filter((stage) => stages[stage]?.length).map((stage) => [stage, stages[stage]]),
  );
}

/** The body of POST/PUT /whole-chain-records from the main production form and the stages kept. */
export function toWholeChainBody(values: MainProductionValues, stages: StagesBody) {
  return {
    batchId: values.batchId ?? '',
    lineType: values.lineType,
    producer: values.producer,
    place: values.place,
    description: blankToNull(values.description),
    stages: stagesOfLine(stages, values.lineType),
  };
}

export function mainProductionValues(record: Record<string, unknown>): MainProductionValues {
  return {
    batchId: text(record.batchId) || null,
    lineType: record.lineType === 'breeding' ? 'breeding' : 'planting',
    producer: text(record.producer),
    place: text(record.place),
    description: text(record.description),
  };
}

/**
 * The stages of a record as the API takes them: from a waiting change (already in that shape) or
 * from the record's stage views (`[{ stage, entries }]`).
 */
export function stagesBodyOf(value: unknown): StagesBody {
  if (Array.isArray(value))
    return Object.fromEntries(
      (value as { stage: WholeChainStage; entries: StageEntryBody[] }[])
        .filter((view) => view.entries.length > 0)
        .map((view) => [view.stage, view.entries]),
    );
  return value && typeof value === 'object' ? (value as StagesBody) : {};
}
