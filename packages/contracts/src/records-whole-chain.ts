import { z } from 'zod';
import type { Localized } from './common';
import { ZChosenId, ZId, ZIsoDateTime } from './common';
import { ZFileUrl } from './companies';
import { reviewedRecordRoutes, ZPastDate, ZRecordListQuery, ZRecordOwnership } from './records-shared';
import { ZText } from './rules';

/** The production lines of whole-chain traceability and the stages of each, in production order. */
export const PRODUCTION_LINES = ['planting', 'breeding'] as const;
export const ZProductionLine = z.enum(PRODUCTION_LINES);
export type ProductionLine = z.infer<typeof ZProductionLine>;

export const PLANTING_STAGES = [
  'plant',
  'fertilization',
  'plantProtection',
  'weeding',
  'irrigation',
  'harvest',
  'harvestAdd',
  'plantProduction',
] as const;
export const BREEDING_STAGES = [
  'birth',
  'feed',
  'vaccine',
  'cure',
  'such',
  'slaughter',
  'slaughterAdd',
  'breedProduction',
] as const;
export const WHOLE_CHAIN_STAGES = [...PLANTING_STAGES, ...BREEDING_STAGES] as const;
export const ZWholeChainStage = z.enum(WHOLE_CHAIN_STAGES);
export type WholeChainStage = z.infer<typeof ZWholeChainStage>;

export const STAGES_OF_LINE: Record<ProductionLine, readonly WholeChainStage[]> = {
  planting: PLANTING_STAGES,
  breeding: BREEDING_STAGES,
};

/** Stage names in cn/en/fr ("such" is leaving the pen). */
export const WHOLE_CHAIN_STAGE_NAMES: Record<WholeChainStage, Localized> = {
  plant: { cn: '种植', en: 'Planting', fr: 'Plantation' },
  fertilization: { cn: '施肥', en: 'Fertilization', fr: 'Fertilisation' },
  plantProtection: { cn: '植保', en: 'Plant protection', fr: 'Protection des cultures' },
  weeding: { cn: '除草', en: 'Weeding', fr: 'Désherbage' },
  irrigation: { cn: '灌溉', en: 'Irrigation', fr: 'Irrigation' },
  harvest: { cn: '采收', en: 'Harvest', fr: 'Récolte' },
  harvestAdd: { cn: '采收补录', en: 'Additional harvest', fr: 'Récolte complémentaire' },
  plantProduction: { cn: '生产加工', en: 'Processing', fr: 'Transformation' },
  birth: { cn: '出生', en: 'Birth', fr: 'Naissance' },
  feed: { cn: '饲喂', en: 'Feeding', fr: 'Alimentation' },
  vaccine: { cn: '防疫', en: 'Vaccination', fr: 'Vaccination' },
  cure: { cn: '治疗', en: 'Treatment', fr: 'Soins' },
  such: { cn: '出栏', en: 'Leaving the pen', fr: "Sortie d'élevage" },
  slaughter: { cn: '屠宰', en: 'Slaughter', fr: 'Abattage' },
  slaughterAdd: { cn: '屠宰补录', en: 'Additional slaughter', fr: 'Abattage complémentaire' },
  breedProduction: { cn: '生产加工', en: 'Processing', fr: 'Transformation' },
};

/** An input used in a stage (fertiliser, feed, vaccine...) and how much of it. */
export const ZStageInput = z.object({
  name: ZText(50).pipe(z.string().min(1)),
  /** A non-negative decimal with at most 5 decimals, as text. */
  quantity: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,5})?$/, { message: 'records.quantityInvalid' }),
  unit: ZText(20).nullable().default(null),
});

/** One thing done in a stage: when, by whom, what, with which inputs, and photos. */
export const ZStageEntry = z.object({
  date: ZPastDate,
  operator: ZText(50).pipe(z.string().min(1)),
  description: ZText(500).nullable().default(null),
  inputs: z.array(ZStageInput).max(20).default([]),
  images: z.array(ZFileUrl).max(9).default([]),
});
export type StageEntry = z.output<typeof ZStageEntry>;

/** Entries of each stage; only the stages of the record's line. */
export const ZWholeChainStages = z.partialRecord(ZWholeChainStage, z.array(ZStageEntry).max(50));
export type WholeChainStages = z.output<typeof ZWholeChainStages>;

const mainProductionFields = {
  lineType: ZProductionLine,
  producer: ZText(100).pipe(z.string().min(1)),
  place: ZText(200).pipe(z.string().min(1)),
  description: ZText(500).nullable().default(null),
  stages: ZWholeChainStages.default({}),
};

function stagesOfLine(value: { lineType: ProductionLine; stages: WholeChainStages }, ctx: z.RefinementCtx) {
  for (const stage of Object.keys(value.stages) as WholeChainStage[]) {
    if (!STAGES_OF_LINE[value.lineType].includes(stage))
      ctx.addIssue({ code: 'custom', message: 'records.stageNotInLine', path: ['stages', stage] });
  }
}

/** A whole-chain record of a batch (/allRoots): main production information (/mainProduction) and stages (/addAllRoots). */
export const ZWholeChainBody = z
  .object({ batchId: ZChosenId('select.batchRequired'), ...mainProductionFields })
  .superRefine(stagesOfLine);
/** A change keeps the record's batch. */
export const ZWholeChainUpdateBody = z.object(mainProductionFields).superRefine(stagesOfLine);

export const ZWholeChainStageView = z.object({
  stage: ZWholeChainStage,
  name: z.string(),
  entries: z.array(
    z.object({
      date: ZIsoDateTime,
      operator: z.string(),
      description: z.string().nullable(),
      inputs: z.array(z.object({ name: z.string(), quantity: z.string(), unit: z.string().nullable() })),
      images: z.array(z.string()),
    }),
  ),
});

export const ZWholeChainRecord = ZRecordOwnership.extend({
  batchId: ZId,
  batchNo: z.string(),
  lineType: ZProductionLine,
  producer: z.string(),
  place: z.string(),
  description: z.string().nullable(),
  /** Every stage of the line in production order, with its entries (possibly none). */
  stages: z.array(ZWholeChainStageView),
});

export const wholeChainRoutes = reviewedRecordRoutes({
  path: '/whole-chain-records',
  page: '/allRoots',
  noun: 'whole-chain record',
  item: ZWholeChainRecord,
  create: ZWholeChainBody,
  update: ZWholeChainUpdateBody,
  query: ZRecordListQuery.extend({ lineType: ZProductionLine.optional() }),
});
