import { CONSUMER_LABEL_STATUSES } from '@trace/contracts';
import { companies, type DbOrTx, labels, memberScanSettings, products } from '@trace/db';
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { AppError, notFound } from '../../lib/errors';

/** The scanned label as the consumer calls see it: whose it is and which product it carries. */
export interface ConsumerLabelContext {
  /** Without leading zeros, as stored. */
  excode: string;
  status: string;
  corpId: string;
  corpName: string;
  productId: string;
  productName: string;
}

const KNOWN_STATUSES: readonly string[] = [...CONSUMER_LABEL_STATUSES, 'invalid'];

/**
 * The label behind a scanned code. Codes that do not exist, are not delivered to a company yet or
 * carry no product answer 404, worded for the consumer; a void label is returned (feedback about it
 * is welcome) and `assertUsable` refuses it for reviews and registration.
 */
export async function findConsumerLabel(db: DbOrTx, code: string): Promise<ConsumerLabelContext> {
  const excode = BigInt(code).toString();
  const [row] = await db
    .select({
      status: labels.status,
      corpId: companies.id,
      corpName: companies.name,
      productId: products.id,
      productName: products.productName,
      replaceProductName: products.replaceProductName,
    })
    .from(labels)
    .innerJoin(products, eq(products.id, labels.productId))
    .innerJoin(companies, eq(companies.id, labels.corpId))
    .where(eq(labels.excode, excode));
  if (!row || !KNOWN_STATUSES.includes(row.status)) throw notFound('consumer.labelUnknown');
  return {
    excode,
    status: row.status,
    corpId: row.corpId,
    corpName: row.corpName,
    productId: row.productId,
    productName: row.replaceProductName || row.productName,
  };
}

export function assertUsable(label: ConsumerLabelContext) {
  if (label.status === 'invalid') throw new AppError(409, 'consumer.labelVoid');
}

export interface RegistrationSetting {
  open: boolean;
  requirePhone: boolean;
  registerRewardPoints: number;
  scanRewardPoints: number;
  dailyRewardLimit: number;
}

/** Without a setting in force, consumers may register with their phone number and earn no points. */
const DEFAULT_SETTING: RegistrationSetting = {
  open: true,
  requirePhone: true,
  registerRewardPoints: 0,
  scanRewardPoints: 0,
  dailyRewardLimit: 0,
};

/**
 * The /SysMemberScan setting in force: enabled and within its dates (open ends mean no limit); when
 * several are, the most recently changed one.
 */
export async function activeSetting(db: DbOrTx, now = new Date()): Promise<RegistrationSetting> {
  const [row] = await db
    .select()
    .from(memberScanSettings)
    .where(
      and(
        eq(memberScanSettings.enabled, true),
        or(isNull(memberScanSettings.startTime), lte(memberScanSettings.startTime, now)),
        or(isNull(memberScanSettings.endTime), gt(memberScanSettings.endTime, now)),
      ),
    )
    .orderBy(desc(memberScanSettings.updatedAt), desc(memberScanSettings.id))
    .limit(1);
  if (!row) return DEFAULT_SETTING;
  return {
    open: row.memberRegistration,
    requirePhone: row.requirePhone,
    registerRewardPoints: row.registerRewardPoints,
    scanRewardPoints: row.scanRewardPoints,
    dailyRewardLimit: row.dailyRewardLimit,
  };
}
