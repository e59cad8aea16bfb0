import {
  type AnnualReport,
  AUDIT_TYPES,
  CERTIFICATE_STATUSES,
  FINDING_GRADES,
  type Language,
} from '@trace/contracts';
import { auditFindings, auditors, audits, auditTeam, certificates, type Database } from '@trace/db';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Cell } from '../../scan/export';

const yearOf = (column: SQL | unknown, year: number) => sql`extract(year from ${column})::int = ${year}`;

/**
 * A year's figures (/annualReport) of one body, or of every body: audits planned in the year by type
 * and state, findings raised in the year by grade with the days it took to close them, certificates
 * issued in the year by their state now, and per auditor the audits led and joined and findings raised.
 */
export async function annualReport(db: Database, bodyId: string | null, year: number): Promise<AnnualReport> {
  const ofBody = (column: Parameters<typeof eq>[0]) => (bodyId ? eq(column, bodyId) : undefined);
  const auditWhere = and(ofBody(audits.certBodyId), yearOf(audits.plannedStart, year));
  const findingWhere = and(ofBody(auditFindings.certBodyId), yearOf(auditFindings.createdAt, year));
  const days = sql`extract(epoch from (${auditFindings.closedAt} - ${auditFindings.createdAt})) / 86400.0`;

  const [byType, byStatus, byGrade, closing, byCertificate, team, raised, register] = await Promise.all([
    db
      .select({ type: audits.type, count: count() })
      .from(audits)
      .where(and(auditWhere, sql`${audits.status} <> 'cancelled'`))
      .groupBy(audits.type),
    db
      .select({ status: audits.status, count: count() })
      .from(audits)
      .where(auditWhere)
      .groupBy(audits.status),
    db
      .select({
        grade: auditFindings.grade,
        count: count(),
        closed: sql<number>`count(*) filter (where ${auditFindings.status} = 'closed')::int`,
      })
      .from(auditFindings)
      .where(findingWhere)
      .groupBy(auditFindings.grade),
    db
      .select({
        average: sql<string | null>`avg(${days})`,
        median: sql<string | null>`percentile_cont(0.5) within group (order by ${days})`,
      })
      .from(auditFindings)
      .where(and(findingWhere, sql`${auditFindings.closedAt} is not null`)),
    db
      .select({ status: certificates.status, count: count() })
      .from(certificates)
      .where(and(ofBody(certificates.certBodyId), yearOf(certificates.validFrom, year)))
      .groupBy(certificates.status),
    db
      .select({
        auditorId: auditTeam.auditorId,
        led: sql<number>`count(*) filter (where ${auditTeam.role} = 'lead')::int`,
        joined: sql<number>`count(*) filter (where ${auditTeam.role} <> 'lead')::int`,
      })
      .from(auditTeam)
      .innerJoin(audits, eq(audits.id, auditTeam.auditId))
      .where(and(auditWhere, sql`${audits.status} <> 'cancelled'`))
      .groupBy(auditTeam.auditorId),
    db
      .select({ userId: auditFindings.raisedBy, count: count() })
      .from(auditFindings)
      .where(findingWhere)
      .groupBy(auditFindings.raisedBy),
    db
      .select({ id: auditors.id, name: auditors.name, userId: auditors.userId })
      .from(auditors)
      .where(ofBody(auditors.certBodyId))
      .orderBy(auditors.name, auditors.id),
  ]);
  const round = (value: string | null | undefined) =>
    value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
  return {
    year,
    certBodyId: bodyId,
    auditsByType: AUDIT_TYPES.map((type) => ({
      type,
      count: byType.find((r) => r.type === type)?.count ?? 0,
    })),
    auditsByStatus: byStatus.map((r) => ({ status: r.status, count: r.count })),
    findingsByGrade: FINDING_GRADES.map((grade) => {
      const row = byGrade.find((r) => r.grade === grade);
      return { grade, count: row?.count ?? 0, closed: row?.closed ?? 0 };
    }),
    averageDaysToClose: round(closing[0]?.average),
    medianDaysToClose: round(closing[0]?.median),
    certificatesByStatus: CERTIFICATE_STATUSES.map((status) => ({
      status,
      count: byCertificate.find((r) => r.status === status)?.count ?? 0,
    })),
    certificatesIssued: byCertificate.reduce((sum, r) => sum + r.count, 0),
    auditors: register.map((auditor) => {
      const work = team.find((t) => t.auditorId === auditor.id);
      return {
        auditorId: auditor.id,
        name: auditor.name,
        led: work?.led ?? 0,
        joined: work?.joined ?? 0,
        findings: auditor.userId ? (raised.find((r) => r.userId === auditor.userId)?.count ?? 0) : 0,
      };
    }),
  };
}

const WORDS: Record<Language, Record<string, string>> = {
  cn: {
    section: '类别',
    item: '项目',
    count: '数量',
    value: '数值',
    audits: '审核（按类型）',
    auditStatus: '审核（按状态）',
    findings: '不符合项（按等级）',
    closed: '已关闭',
    average: '平均关闭天数',
    median: '关闭天数中位数',
    certificates: '证书（按状态）',
    issued: '年度发证',
    auditor: '审核员',
    led: '担任组长',
    joined: '参与审核',
    raised: '提出不符合项',
  },
  en: {
    section: 'Section',
    item: 'Item',
    count: 'Count',
    value: 'Value',
    audits: 'Audits by type',
    auditStatus: 'Audits by state',
    findings: 'Findings by grade',
    closed: 'closed',
    average: 'Average days to close',
    median: 'Median days to close',
    certificates: 'Certificates by state',
    issued: 'Certificates issued',
    auditor: 'Auditor',
    led: 'led',
    joined: 'joined',
    raised: 'findings raised',
  },
  fr: {
    section: 'Rubrique',
    item: 'Élément',
    count: 'Nombre',
    value: 'Valeur',
    audits: 'Audits par type',
    auditStatus: 'Audits par état',
    findings: 'Écarts par gravité',
    closed: 'clos',
    average: 'Jours moyens de clôture',
    median: 'Jours médians de clôture',
    certificates: 'Certificats par état',
    issued: 'Certificats délivrés',
    auditor: 'Auditeur',
    led: 'dirigés',
    joined: 'participés',
    raised: 'écarts relevés',
  },
};

/** The report as the rows of one sheet: section, item, count, value. */
export function reportTable(report: AnnualReport, language: Language) {
  const w = WORDS[language];
  const header = [w.section!, w.item!, w.count!, w.value!];
  async function* rows(): AsyncIterable<Cell[]> {
    for (const r of report.auditsByType) yield [w.audits!, r.type, r.count, null];
    for (const r of report.auditsByStatus) yield [w.auditStatus!, r.status, r.count, null];
    for (const r of report.findingsByGrade) yield [w.findings!, r.grade, r.count, `${w.closed} ${r.closed}`];
    yield [w.findings!, w.average!, null, report.averageDaysToClose];
    yield [w.findings!, w.median!, null, report.medianDaysToClose];
    for (const r of report.certificatesByStatus) yield [w.certificates!, r.status, r.count, null];
    yield [w.certificates!, w.issued!, report.certificatesIssued, null];
    for (const a of report.auditors)
      yield [
        w.auditor!,
        a.name,
        a.led + a.joined,
        `${w.led} ${a.led}, ${w.joined} ${a.joined}, ${w.raised} ${a.findings}`,
      ];
  }
  return { header, rows: rows() };
}
