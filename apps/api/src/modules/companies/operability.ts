import { APPROVED_COMPANY_STATUSES, type Language, translate } from '@trace/contracts';
import { companies, type DbOrTx } from '@trace/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';

type CompanyRow = typeof companies.$inferSelect;

/**
 * Whether a company may apply for labels, bind them or ship: it must have passed review, not be
 * paused, hold a traceability contract in force, and not have traceability paused.
 */
type Operability =
  | { ok: true }
  | {
      ok: false;
      key:
        | 'company.noCompany'
        | 'company.paused'
        | 'company.notPassed'
        | 'company.noContract'
        | 'company.contractLapsed'
        | 'company.tracePaused';
      params?: Record<string, string>;
    };

export function operabilityOf(company: CompanyRow | undefined, now = new Date()): Operability {
  if (!company) return { ok: false, key: 'company.noCompany' };
  if (company.status === 'paused')
    return { ok: false, key: 'company.paused', params: { reason: company.pauseReason ?? '' } };
  if (!APPROVED_COMPANY_STATUSES.includes(company.status)) return { ok: false, key: 'company.notPassed' };
  if (company.traceStatus !== 'traceable' || !company.syEndTime)
    return { ok: false, key: 'company.noContract' };
  if (company.syEndTime < now) {
    return {
      ok: false,
      key: 'company.contractLapsed',
      params: { date: company.syEndTime.toISOString().slice(0, 10) },
    };
  }
  if (company.tracePause) return { ok: false, key: 'company.tracePaused' };
  return { ok: true };
}

export function operabilityText(company: CompanyRow | undefined, language: Language) {
  const result = operabilityOf(company);
  return result.ok
    ? { ok: true, reason: null }
    : { ok: false, reason: translate(result.key, language, result.params) };
}

/** Refuses with the reason (409) when the company may not apply for labels, bind or ship. */
export async function assertCompanyCanOperate(db: DbOrTx, corpId: string | null) {
  const [company] = corpId ? await db.select().from(companies).where(eq(companies.id, corpId)) : [];
  const result = operabilityOf(company);
  if (!result.ok) throw new AppError(409, result.key, result.params);
}
