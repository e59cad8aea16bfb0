import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  auditFindings,
  auditItems,
  auditors,
  audits,
  auditTeam,
  certApplications,
  certDecisions,
  certificateEvents,
  certificates,
  certModules,
  checklistTemplates,
  products,
  users,
} from '../schema/index';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const at = (offset: number) => new Date(Date.now() + offset * DAY);
const stamp = (offset: number) => day(offset).replace(/-/g, '');

/**
 * The demo producer's certification history with the demo body: a HACCP module certified after a
 * stage 1 and a stage 2 audit, its effective certificate, and this year's surveillance audit in
 * progress (the demo auditor leads it; half the checklist answered, one minor finding open). The demo
 * overseas producer's application waits for the body's review. Part of the demo seed's transaction.
 */
export async function seedDemoCertification(
  tx: Tx,
  ids: { certBodyId: string; producerCorpId: string; overseasCorpId: string },
) {
  const [template] = await tx
    .select()
    .from(checklistTemplates)
    .where(and(eq(checklistTemplates.scheme, 'haccp'), isNull(checklistTemplates.certBodyId)));
  const [lead] = await tx
    .select({ id: auditors.id, userId: auditors.userId })
    .from(auditors)
    .innerJoin(users, eq(users.id, auditors.userId))
    .where(and(eq(auditors.certBodyId, ids.certBodyId), eq(users.account, 'auditor')));
  const [reviewer] = await tx.select({ id: users.id }).from(users).where(eq(users.account, 'certreviewer'));
  const [producerProduct] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.corpId, ids.producerCorpId));
  const [overseasProduct] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.corpId, ids.overseasCorpId));
  if (!template || !lead || !producerProduct) return;

  const [module] = await tx
    .insert(certModules)
    .values({
      corpId: ids.producerCorpId,
      name: 'Cup nests — Xiamen plant',
      scheme: 'haccp',
      productIds: [producerProduct.id],
      requestedAnnualOutput: 120_000,
      certifiedAnnualOutput: 120_000,
      siteAddress: '88 Harbour Road, Xiamen, Fujian',
    })
    .returning({ id: certModules.id });
  const [application] = await tx
    .insert(certApplications)
    .values({
      applicationNo: `CA${stamp(-240)}DEMO0001`,
      corpId: ids.producerCorpId,
      certBodyId: ids.certBodyId,
      scheme: 'haccp',
      moduleIds: [module!.id],
      employees: 86,
      siteAddress: '88 Harbour Road, Xiamen, Fujian',
      status: 'certified',
      auditDays: 3,
      reviewNote: 'Scope within accreditation; no conflicts declared.',
      reviewedBy: reviewer?.id ?? null,
      reviewedAt: at(-236),
      contractNo: 'CQC-HACCP-2026-018',
      contractSignedAt: day(-230),
      submittedAt: at(-240),
    })
    .returning({ id: certApplications.id });

  const plan = async (values: {
    auditNo: string;
    type: string;
    start: number;
    end: number;
    status: string;
    certificateId?: string;
    answered: number;
  }) => {
    const [audit] = await tx
      .insert(audits)
      .values({
        auditNo: values.auditNo,
        certBodyId: ids.certBodyId,
        corpId: ids.producerCorpId,
        applicationId: values.certificateId ? null : application!.id,
        certificateId: values.certificateId ?? null,
        scheme: 'haccp',
        type: values.type,
        plannedStart: day(values.start),
        plannedEnd: day(values.end),
        status: values.status,
        templateId: template.id,
        ...(values.status === 'signed'
          ? {
              summary: 'The HACCP plan is implemented and effective; records are complete.',
              recommendation: 'recommend',
              signedBy: lead.userId,
              signedAt: at(values.end),
            }
          : {}),
      })
      .returning({ id: audits.id });
    await tx.insert(auditTeam).values({ auditId: audit!.id, auditorId: lead.id, role: 'lead' });
    const items = await tx
      .insert(auditItems)
      .values(
        template.items.map((item, position) => ({
          auditId: audit!.id,
          position,
          code: item.code,
          section: item.section,
          text: item.text,
          ...(position < values.answered
            ? {
                verdict: 'conforming',
                answeredBy: lead.userId,
                answeredAt: at(values.start),
              }
            : {}),
        })),
      )
      .returning({ id: auditItems.id, code: auditItems.code });
    return { auditId: audit!.id, items };
  };

  await plan({
    auditNo: `AU${stamp(-215)}DEMO0001`,
    type: 'stage1',
    start: -215,
    end: -215,
    status: 'signed',
    answered: template.items.length,
  });
  const stage2 = await plan({
    auditNo: `AU${stamp(-200)}DEMO0002`,
    type: 'stage2',
    start: -201,
    end: -200,
    status: 'signed',
    answered: template.items.length,
  });
  await tx.insert(auditFindings).values({
    findingNo: `AU${stamp(-200)}DEMO0002-F01`,
    auditId: stage2.auditId,
    corpId: ids.producerCorpId,
    certBodyId: ids.certBodyId,
    itemId: stage2.items.find((item) => item.code === 'P4.2')?.id ?? null,
    grade: 'minor',
    description: 'Two CCP monitoring sheets of the drying room were not signed by the shift leader.',
    dueDate: day(-110),
    status: 'closed',
    correction: 'The sheets were signed after verification.',
    rootCause: 'The shift hand-over checklist did not include the signature.',
    correctiveAction: 'Signature added to the hand-over checklist; shift leaders trained.',
    answeredAt: at(-180),
    reviewedAt: at(-175),
    reviewedBy: lead.userId,
    closedAt: at(-175),
    raisedBy: lead.userId,
    createdAt: at(-200),
  });
  await tx.insert(certDecisions).values({
    certBodyId: ids.certBodyId,
    corpId: ids.producerCorpId,
    applicationId: application!.id,
    subject: 'grant',
    status: 'granted',
    reviewNote: 'Audit evidence complete; the only finding is closed.',
    reviewedBy: reviewer?.id ?? null,
    reviewedAt: at(-172),
    decisionNote: 'Certification granted for the cup nest module.',
    decidedBy: reviewer?.id ?? null,
    decidedAt: at(-170),
  });
  const [certificate] = await tx
    .insert(certificates)
    .values({
      certNo: `HACCP-${new Date(Date.now() - 170 * DAY).getUTCFullYear()}-00001`,
      corpId: ids.producerCorpId,
      certBodyId: ids.certBodyId,
      applicationId: application!.id,
      scheme: 'haccp',
      moduleIds: [module!.id],
      validFrom: day(-170),
      validUntil: day(-170 + 3 * 365),
      nextSurveillanceDue: day(20),
      lastGoodAuditOn: day(-200),
      issuedBy: reviewer?.id ?? null,
    })
    .returning({ id: certificates.id });
  await tx.insert(certificateEvents).values({
    certificateId: certificate!.id,
    action: 'issue',
    toStatus: 'effective',
    moduleIds: [module!.id],
    actorId: reviewer?.id ?? null,
    actorName: 'Certification reviewer',
    createdAt: at(-170),
  });

  // This year's surveillance audit, under way: half the checklist answered, one minor finding open.
  const surveillance = await plan({
    auditNo: `AU${stamp(-1)}DEMO0003`,
    type: 'surveillance',
    start: -1,
    end: 1,
    status: 'in_progress',
    certificateId: certificate!.id,
    answered: Math.floor(template.items.length / 2),
  });
  await tx.insert(auditFindings).values({
    findingNo: `AU${stamp(-1)}DEMO0003-F01`,
    auditId: surveillance.auditId,
    corpId: ids.producerCorpId,
    certBodyId: ids.certBodyId,
    itemId: surveillance.items.find((item) => item.code === 'P1.2')?.id ?? null,
    grade: 'minor',
    description: 'The flow diagram does not show the new soaking step added in spring.',
    dueDate: day(1 + 90),
    raisedBy: lead.userId,
    createdAt: at(-1),
  });

  // The overseas producer applied; the body has yet to review it.
  if (overseasProduct) {
    const [overseasModule] = await tx
      .insert(certModules)
      .values({
        corpId: ids.overseasCorpId,
        name: 'House nest strips — Sibu',
        scheme: 'haccp',
        productIds: [overseasProduct.id],
        requestedAnnualOutput: 50_000,
        siteAddress: 'Lot 5, Jalan Walet, Sibu, Sarawak',
      })
      .returning({ id: certModules.id });
    await tx.insert(certApplications).values({
      applicationNo: `CA${stamp(-3)}DEMO0002`,
      corpId: ids.overseasCorpId,
      certBodyId: ids.certBodyId,
      scheme: 'haccp',
      moduleIds: [overseasModule!.id],
      employees: 24,
      siteAddress: 'Lot 5, Jalan Walet, Sibu, Sarawak',
      remark: 'First HACCP certification of the Sibu cleaning plant.',
      submittedAt: at(-3),
    });
  }
}
