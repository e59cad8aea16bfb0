import type { AuditDetail, Language } from '@trace/contracts';
import PDFDocument from 'pdfkit';
import { useCjkFont } from '../../../lib/pdf-fonts';

/** The texts of the report in its reader's language. */
const WORDS: Record<Language, Record<string, string>> = {
  cn: {
    stage1: '第一阶段',
    stage2: '第二阶段',
    surveillance: '监督审核',
    recertification: '再认证',
    special: '特殊审核',
    planned: '已计划',
    in_progress: '进行中',
    signed: '已签署',
    cancelled: '已取消',
    open: '待回复',
    answered: '已回复',
    returned: '已退回',
    closed: '已关闭',
    title: '审核报告',
    company: '受审核方',
    body: '认证机构',
    scheme: '认证标准',
    type: '审核类型',
    dates: '审核日期',
    status: '状态',
    team: '审核组',
    lead: '组长',
    member: '组员',
    checklist: '检查表',
    findings: '不符合项',
    none: '无',
    due: '期限',
    summary: '审核结论摘要',
    recommendation: '推荐意见',
    recommend: '推荐认证',
    not_recommend: '不推荐认证',
    signature: '审核组长签字',
    signedOn: '签署时间',
    notSigned: '报告尚未签署',
    conforming: '符合',
    not_conforming: '不符合',
    not_applicable: '不适用',
    unanswered: '未作结论',
    minor: '轻微',
    major: '严重',
    critical: '关键',
  },
  en: {
    stage1: 'Stage 1',
    stage2: 'Stage 2',
    surveillance: 'Surveillance',
    recertification: 'Recertification',
    special: 'Special',
    planned: 'Planned',
    in_progress: 'In progress',
    signed: 'Signed',
    cancelled: 'Cancelled',
    open: 'Open',
    answered: 'Answered',
    returned: 'Returned',
    closed: 'Closed',
    title: 'Audit report',
    company: 'Audited company',
    body: 'Certification body',
    scheme: 'Scheme',
    type: 'Audit type',
    dates: 'Audit dates',
    status: 'Status',
    team: 'Audit team',
    lead: 'Lead auditor',
    member: 'Auditor',
    checklist: 'Checklist',
    findings: 'Findings',
    none: 'None',
    due: 'due',
    summary: 'Summary',
    recommendation: 'Recommendation',
    recommend: 'Recommended for certification',
    not_recommend: 'Not recommended for certification',
    signature: 'Lead auditor signature',
    signedOn: 'Signed on',
    notSigned: 'The report is not signed yet',
    conforming: 'Conforming',
    not_conforming: 'Not conforming',
    not_applicable: 'Not applicable',
    unanswered: 'No verdict',
    minor: 'Minor',
    major: 'Major',
    critical: 'Critical',
  },
  fr: {
    stage1: 'Étape 1',
    stage2: 'Étape 2',
    surveillance: 'Surveillance',
    recertification: 'Renouvellement',
    special: 'Spécial',
    planned: 'Planifié',
    in_progress: 'En cours',
    signed: 'Signé',
    cancelled: 'Annulé',
    open: 'Ouvert',
    answered: 'Répondu',
    returned: 'Renvoyé',
    closed: 'Clos',
    title: "Rapport d'audit",
    company: 'Entreprise auditée',
    body: 'Organisme de certification',
    scheme: 'Référentiel',
    type: "Type d'audit",
    dates: "Dates de l'audit",
    status: 'Statut',
    team: "Équipe d'audit",
    lead: 'Auditeur responsable',
    member: 'Auditeur',
    checklist: 'Liste de contrôle',
    findings: 'Écarts',
    none: 'Aucun',
    due: 'échéance',
    summary: 'Synthèse',
    recommendation: 'Recommandation',
    recommend: 'Certification recommandée',
    not_recommend: 'Certification non recommandée',
    signature: "Signature de l'auditeur responsable",
    signedOn: 'Signé le',
    notSigned: "Le rapport n'est pas encore signé",
    conforming: 'Conforme',
    not_conforming: 'Non conforme',
    not_applicable: 'Sans objet',
    unanswered: 'Sans verdict',
    minor: 'Mineur',
    major: 'Majeur',
    critical: 'Critique',
  },
};

/** The audit report as a PDF stream: header, team, checklist verdicts, findings, summary, signature line. */
export function auditReportPdf(audit: AuditDetail, language: Language) {
  const w = WORDS[language];
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${w.title} ${audit.auditNo}` } });
  useCjkFont(doc);
  const heading = (text: string) =>
    doc.moveDown(0.8).fontSize(13).fillColor('#000000').text(text).moveDown(0.3);
  const line = (label: string, value: string) =>
    doc
      .fontSize(10)
      .fillColor('#555555')
      .text(`${label}: `, { continued: true })
      .fillColor('#000000')
      .text(value);

  doc.fontSize(18).text(`${w.title} ${audit.auditNo}`, { align: 'center' }).moveDown();
  line(w.company!, audit.corpName);
  line(w.body!, audit.bodyName);
  line(w.scheme!, audit.schemeName[language]);
  line(w.type!, w[audit.type] ?? audit.type);
  line(w.dates!, `${audit.plannedStart} — ${audit.plannedEnd}`);
  line(w.status!, w[audit.status] ?? audit.status);

  heading(w.team!);
  for (const member of audit.team) line(member.role === 'lead' ? w.lead! : w.member!, member.name);

  heading(w.checklist!);
  let section = '';
  for (const item of audit.items) {
    if (item.section !== section) {
      section = item.section;
      doc.moveDown(0.3).fontSize(11).fillColor('#000000').text(section);
    }
    doc
      .fontSize(9)
      .fillColor('#000000')
      .text(`${item.code}  ${item.text[language]}`, { indent: 8 })
      .fillColor(item.verdict === 'not_conforming' ? '#b00020' : '#333333')
      .text(`${w[item.verdict ?? 'unanswered']}${item.note ? ` — ${item.note}` : ''}`, { indent: 20 });
  }
  if (audit.items.length === 0) doc.fontSize(10).text(w.none!);

  heading(w.findings!);
  for (const finding of audit.findings) {
    doc
      .fontSize(10)
      .fillColor('#000000')
      .text(
        `${finding.findingNo}  [${w[finding.grade]}]${finding.itemCode ? ` ${finding.itemCode}` : ''}  ${w.due} ${finding.dueDate}  (${w[finding.status] ?? finding.status})`,
      )
      .fontSize(9)
      .fillColor('#333333')
      .text(finding.description, { indent: 12 });
    if (finding.correctiveAction) doc.text(finding.correctiveAction, { indent: 12 });
  }
  if (audit.findings.length === 0) doc.fontSize(10).text(w.none!);

  heading(w.summary!);
  doc
    .fontSize(10)
    .fillColor('#000000')
    .text(audit.summary ?? w.notSigned!);
  heading(w.recommendation!);
  doc.fontSize(10).text(audit.recommendation ? w[audit.recommendation]! : '—');

  doc.moveDown(2);
  const lead = audit.team.find((m) => m.role === 'lead');
  doc
    .fontSize(10)
    .text(`${w.signature}: ${audit.signedBy ?? lead?.name ?? ''}   ____________________`)
    .text(`${w.signedOn}: ${audit.signedTime ? audit.signedTime.slice(0, 10) : w.notSigned}`);
  doc.end();
  return doc;
}
