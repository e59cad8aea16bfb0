import { randomUUID } from 'node:crypto';
import { ROUTES } from '@trace/contracts';
import {
  auditFindings,
  auditItems,
  auditors,
  audits,
  auditTeam,
  certApplications,
  certDecisions,
  certificates,
  checklistTemplates,
  messages,
  messageTargets,
  users,
} from '@trace/db';
import { createUser } from '@trace/db/factories';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploadImage } from './company-helpers';
import {
  callRoute,
  callRouteUnchecked,
  injectRoute,
  login,
  signedInUser,
  statusOf,
  useTestApp,
} from './helpers';

const ctx = useTestApp();
const tag = () => randomUUID().slice(0, 8);

type Signed = Awaited<ReturnType<typeof signedInUser>>;

/** An auditor account of `certBodyId` with its register row. */
async function auditorOf(certBodyId: string) {
  const user = await createUser(ctx.db, { userType: 'auditor' });
  await ctx.db.update(users).set({ certBodyId }).where(eq(users.id, user.id));
  const [auditor] = await ctx.db
    .insert(auditors)
    .values({
      certBodyId,
      userId: user.id,
      name: `Auditor ${tag()}`,
      schemes: ['haccp'],
      qualificationExpiry: '2099-12-31',
    })
    .returning();
  const session = await login(ctx.app, user.account, user.password);
  return { ...user, ...session, auditorId: auditor!.id, certBodyId };
}

/** A body with its user, a lead auditor, a member and an auditor off the team; a company; other tenants. */
async function world() {
  const body = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body' });
  const B = body.certBodyId!;
  const [lead, member, offTeam] = [await auditorOf(B), await auditorOf(B), await auditorOf(B)];
  const company = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
  const otherCompany = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
  const otherBody = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body' });
  const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
  return { body, B, lead, member, offTeam, company, otherCompany, otherBody, admin };
}
type World = Awaited<ReturnType<typeof world>>;

async function planAudit(
  w: World,
  values: Partial<typeof audits.$inferInsert> = {},
  itemCount = 3,
): Promise<string> {
  const [audit] = await ctx.db
    .insert(audits)
    .values({
      auditNo: `A${tag()}`,
      certBodyId: w.B,
      corpId: w.company.corpId!,
      scheme: 'haccp',
      type: 'stage1',
      plannedStart: '2026-03-09',
      plannedEnd: '2026-03-10',
      ...values,
    })
    .returning();
  await ctx.db.insert(auditTeam).values([
    { auditId: audit!.id, auditorId: w.lead.auditorId, role: 'lead' },
    { auditId: audit!.id, auditorId: w.member.auditorId, role: 'member' },
  ]);
  await ctx.db.insert(auditItems).values(
    Array.from({ length: itemCount }, (_, i) => ({
      auditId: audit!.id,
      position: i + 1,
      code: `P${i + 1}`,
      section: i < 2 ? 'P1' : 'P2',
      text: { cn: `项目 ${i + 1}`, en: `Item ${i + 1}`, fr: `Point ${i + 1}` },
    })),
  );
  return audit!.id;
}

async function itemsOf(auditId: string) {
  return ctx.db.select().from(auditItems).where(eq(auditItems.auditId, auditId)).orderBy(auditItems.position);
}

async function answerAll(auditId: string, who: Signed | { token: string }) {
  for (const item of await itemsOf(auditId)) {
    const { status } = await callRoute(
      ctx.app,
      ROUTES.audits.answerItem,
      { params: { id: auditId, itemId: item.id }, body: { verdict: 'conforming' } },
      { token: who.token },
    );
    expect(status).toBe(200);
  }
}

async function noticesOf(userId: string) {
  return ctx.db
    .select({ kind: messages.kind })
    .from(messages)
    .innerJoin(messageTargets, eq(messageTargets.messageId, messages.id))
    .where(eq(messageTargets.userId, userId));
}
async function companyNotices(corpId: string) {
  return ctx.db
    .select({ kind: messages.kind, params: messages.params })
    .from(messages)
    .innerJoin(messageTargets, eq(messageTargets.messageId, messages.id))
    .where(eq(messageTargets.corpId, corpId));
}

describe('checklist verdicts', () => {
  it('are never pre-filled, given by team members only, and a nonconformity needs a note', async () => {
    const w = await world();
    const id = await planAudit(w);
    const detail = await callRoute(ctx.app, ROUTES.audits.get, { params: { id } }, { token: w.lead.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.items.every((i) => i.verdict === null)).toBe(true);
    expect(detail.body.data.actions).toEqual(expect.arrayContaining(['answer', 'raiseFinding', 'sign']));
    const [item] = await itemsOf(id);
    const answer = (token: string, body: object) =>
      callRouteUnchecked(
        ctx.app,
        ROUTES.audits.answerItem,
        { params: { id, itemId: item!.id }, body },
        { token },
      );

    // Not on the team: the body's user and an auditor of the body read only; the company may not answer.
    expect((await answer(w.body.token, { verdict: 'conforming' })).status).toBe(403);
    expect((await answer(w.company.token, { verdict: 'conforming' })).status).toBe(403);
    // An auditor not on the team does not even see the audit.
    expect((await answer(w.offTeam.token, { verdict: 'conforming' })).status).toBe(404);
    // No verdict, or an unknown one: 400; a nonconformity without a note: 400 naming the note.
    expect((await answer(w.member.token, {})).status).toBe(400);
    expect((await answer(w.member.token, { verdict: 'maybe' })).status).toBe(400);
    const noNote = await answer(w.member.token, { verdict: 'not_conforming' });
    expect(noNote.status).toBe(400);
    expect(JSON.stringify(noNote.body)).toContain('note');
    expect((await ctx.db.select().from(audits).where(eq(audits.id, id)))[0]!.status).toBe('planned');

    const ok = await answer(w.member.token, { verdict: 'not_conforming', note: 'No CCP records for May' });
    expect(ok.status).toBe(200);
    const [after] = await ctx.db.select().from(auditItems).where(eq(auditItems.id, item!.id));
    expect(after).toMatchObject({
      verdict: 'not_conforming',
      note: 'No CCP records for May',
      answeredBy: w.member.id,
    });
    // The first answer starts the audit; the other items stay unanswered.
    expect((await ctx.db.select().from(audits).where(eq(audits.id, id)))[0]!.status).toBe('in_progress');
    expect((await itemsOf(id)).filter((i) => i.verdict === null)).toHaveLength(2);
  });

  it('an item of another audit is refused', async () => {
    const w = await world();
    const id = await planAudit(w);
    const other = await planAudit(w);
    const [foreign] = await itemsOf(other);
    const { status } = await callRoute(
      ctx.app,
      ROUTES.audits.answerItem,
      { params: { id, itemId: foreign!.id }, body: { verdict: 'conforming' } },
      { token: w.lead.token },
    );
    expect(status).toBe(404);
  });
});

describe('findings', () => {
  it('are due the planned end plus the scheme days of their grade', async () => {
    const w = await world();
    const id = await planAudit(w, { plannedEnd: '2028-02-01' });
    const raise = (grade: 'minor' | 'major' | 'critical') =>
      callRoute(
        ctx.app,
        ROUTES.audits.raiseFinding,
        { params: { id }, body: { grade, description: `A ${grade} gap` } },
        { token: w.member.token },
      );
    const minor = await raise('minor');
    const major = await raise('major');
    const critical = await raise('critical');
    expect(minor.status).toBe(200);
    // HACCP: 90 / 28 / 7 days; 2028 is a leap year.
    expect(minor.body.data.dueDate).toBe('2028-05-01');
    expect(major.body.data.dueDate).toBe('2028-02-29');
    expect(critical.body.data.dueDate).toBe('2028-02-08');
    expect(minor.body.data.findingNo).not.toBe(major.body.data.findingNo);
    expect(minor.body.data.status).toBe('open');

    const brc = await planAudit(w, { scheme: 'brcgs', plannedEnd: '2026-12-20' });
    const brcFinding = await callRoute(
      ctx.app,
      ROUTES.audits.raiseFinding,
      { params: { id: brc }, body: { grade: 'minor', description: 'Gap' } },
      { token: w.lead.token },
    );
    expect(brcFinding.body.data.dueDate).toBe('2027-01-17');
    // The company hears of it.
    const notices = await companyNotices(w.company.corpId!);
    expect(notices.filter((n) => n.kind === 'certAudit.findingRaised').length).toBeGreaterThanOrEqual(4);
    // Off the team: refused; no description: 400.
    expect(
      await statusOf(
        ctx.app,
        ROUTES.audits.raiseFinding,
        { params: { id }, body: { grade: 'minor', description: 'x' } },
        { token: w.body.token },
      ),
    ).toBe(403);
    expect(
      (
        await callRouteUnchecked(
          ctx.app,
          ROUTES.audits.raiseFinding,
          { params: { id }, body: { grade: 'minor', description: '' } },
          { token: w.lead.token },
        )
      ).status,
    ).toBe(400);
  });

  it('answer -> return -> answer -> accept, each by the right party only', async () => {
    const w = await world();
    const id = await planAudit(w);
    const raised = await callRoute(
      ctx.app,
      ROUTES.audits.raiseFinding,
      { params: { id }, body: { grade: 'major', description: 'Calibration overdue' } },
      { token: w.lead.token },
    );
    const fid = raised.body.data.id;
    const answer = { correction: 'Calibrated', rootCause: 'No schedule', correctiveAction: 'Schedule added' };

    // Review before any answer: 409. Answering needs all three texts.
    expect(
      await statusOf(ctx.app, ROUTES.auditFindings.accept, { params: { id: fid } }, { token: w.lead.token }),
    ).toBe(409);
    expect(
      (
        await callRouteUnchecked(
          ctx.app,
          ROUTES.auditFindings.answer,
          { params: { id: fid }, body: { ...answer, rootCause: '' } },
          { token: w.company.token },
        )
      ).status,
    ).toBe(400);
    // Only the finding's company answers: not the auditors, not the body, another company gets 404.
    for (const who of [w.lead, w.body])
      expect(
        await statusOf(
          ctx.app,
          ROUTES.auditFindings.answer,
          { params: { id: fid }, body: answer },
          { token: who.token },
        ),
      ).toBe(403);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditFindings.answer,
        { params: { id: fid }, body: answer },
        { token: w.otherCompany.token },
      ),
    ).toBe(404);

    const answered = await callRoute(
      ctx.app,
      ROUTES.auditFindings.answer,
      { params: { id: fid }, body: answer },
      { token: w.company.token },
    );
    expect(answered.status).toBe(200);
    expect(answered.body.data.status).toBe('answered');
    expect((await noticesOf(w.lead.id)).map((n) => n.kind)).toContain('certAudit.findingAnswered');
    expect((await noticesOf(w.member.id)).map((n) => n.kind)).toContain('certAudit.findingAnswered');
    // Answered: the company may not answer again.
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditFindings.answer,
        { params: { id: fid }, body: answer },
        { token: w.company.token },
      ),
    ).toBe(409);

    // Review: not the company, not the body off the team, not an auditor off the team.
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditFindings.accept,
        { params: { id: fid } },
        { token: w.company.token },
      ),
    ).toBe(403);
    expect(
      await statusOf(ctx.app, ROUTES.auditFindings.accept, { params: { id: fid } }, { token: w.body.token }),
    ).toBe(403);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditFindings.accept,
        { params: { id: fid } },
        { token: w.offTeam.token },
      ),
    ).toBe(404);
    expect(
      (
        await callRouteUnchecked(
          ctx.app,
          ROUTES.auditFindings.return,
          { params: { id: fid }, body: { reason: '' } },
          { token: w.member.token },
        )
      ).status,
    ).toBe(400);

    const returned = await callRoute(
      ctx.app,
      ROUTES.auditFindings.return,
      { params: { id: fid }, body: { reason: 'Show the new schedule' } },
      { token: w.member.token },
    );
    expect(returned.body.data).toMatchObject({ status: 'returned', reviewNote: 'Show the new schedule' });
    expect((await companyNotices(w.company.corpId!)).map((n) => n.kind)).toContain(
      'certAudit.findingReturned',
    );

    const again = await callRoute(
      ctx.app,
      ROUTES.auditFindings.answer,
      { params: { id: fid }, body: answer },
      { token: w.company.token },
    );
    expect(again.body.data.status).toBe('answered');
    const closed = await callRoute(
      ctx.app,
      ROUTES.auditFindings.accept,
      { params: { id: fid } },
      { token: w.lead.token },
    );
    expect(closed.body.data.status).toBe('closed');
    expect(closed.body.data.closedTime).not.toBeNull();
    expect((await companyNotices(w.company.corpId!)).map((n) => n.kind)).toContain('certAudit.findingClosed');
    expect(
      await statusOf(
        ctx.app,
        ROUTES.auditFindings.return,
        { params: { id: fid }, body: { reason: 'x' } },
        { token: w.lead.token },
      ),
    ).toBe(409);
  });
});

describe('signing the report', () => {
  it('only the lead, only when every item has a verdict, with a summary', async () => {
    const w = await world();
    const id = await planAudit(w);
    const body = { summary: 'The system is effective', recommendation: 'recommend' as const };
    const [first] = await itemsOf(id);
    await callRoute(
      ctx.app,
      ROUTES.audits.answerItem,
      { params: { id, itemId: first!.id }, body: { verdict: 'not_applicable' } },
      { token: w.lead.token },
    );
    const incomplete = await callRoute(
      ctx.app,
      ROUTES.audits.sign,
      { params: { id }, body },
      { token: w.lead.token },
    );
    expect(incomplete.status).toBe(409);
    await answerAll(id, w.member);
    expect(
      await statusOf(ctx.app, ROUTES.audits.sign, { params: { id }, body }, { token: w.member.token }),
    ).toBe(403);
    expect(
      await statusOf(ctx.app, ROUTES.audits.sign, { params: { id }, body }, { token: w.body.token }),
    ).toBe(403);
    expect(
      (
        await callRouteUnchecked(
          ctx.app,
          ROUTES.audits.sign,
          { params: { id }, body: { summary: '', recommendation: 'recommend' } },
          { token: w.lead.token },
        )
      ).status,
    ).toBe(400);
    const signed = await callRoute(
      ctx.app,
      ROUTES.audits.sign,
      { params: { id }, body },
      { token: w.lead.token },
    );
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({ status: 'signed', recommendation: 'recommend' });
    expect(signed.body.data.signedTime).not.toBeNull();
    expect((await noticesOf(w.body.id)).map((n) => n.kind)).toContain('certAudit.reportSigned');
    // Signed: nothing changes any more; stage 1 opens no decision.
    expect(
      await statusOf(ctx.app, ROUTES.audits.sign, { params: { id }, body }, { token: w.lead.token }),
    ).toBe(409);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.audits.answerItem,
        { params: { id, itemId: first!.id }, body: { verdict: 'conforming' } },
        { token: w.lead.token },
      ),
    ).toBe(409);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.audits.raiseFinding,
        { params: { id }, body: { grade: 'minor', description: 'late' } },
        { token: w.lead.token },
      ),
    ).toBe(409);
    // The report PDF.
    const pdf = await injectRoute(
      ctx.app,
      ROUTES.audits.report,
      { params: { id } },
      { token: w.company.token },
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a stage 2 opens one decision to review for the application', async () => {
    const w = await world();
    const [application] = await ctx.db
      .insert(certApplications)
      .values({
        applicationNo: `AP${tag()}`,
        corpId: w.company.corpId!,
        certBodyId: w.B,
        scheme: 'haccp',
        moduleIds: [randomUUID()],
        status: 'contracted',
      })
      .returning();
    const body = { summary: 'Ready', recommendation: 'recommend' as const };
    for (let round = 0; round < 2; round++) {
      const id = await planAudit(w, { type: 'stage2', applicationId: application!.id });
      await answerAll(id, w.lead);
      expect(
        await statusOf(ctx.app, ROUTES.audits.sign, { params: { id }, body }, { token: w.lead.token }),
      ).toBe(200);
    }
    const decisions = await ctx.db
      .select()
      .from(certDecisions)
      .where(eq(certDecisions.applicationId, application!.id));
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      subject: 'grant',
      status: 'to_review',
      corpId: w.company.corpId,
      certBodyId: w.B,
    });
  });

  it('a surveillance with no open major finding moves the certificate dates; with one it does not', async () => {
    const w = await world();
    const certificate = async () =>
      (
        await ctx.db
          .insert(certificates)
          .values({
            certNo: `C${tag()}`,
            corpId: w.company.corpId!,
            certBodyId: w.B,
            scheme: 'haccp',
            moduleIds: [randomUUID()],
            validFrom: '2025-06-01',
            validUntil: '2028-05-31',
            nextSurveillanceDue: '2026-05-31',
          })
          .returning()
      )[0]!;
    const body = { summary: 'Maintained', recommendation: 'recommend' as const };

    const good = await certificate();
    const goodAudit = await planAudit(w, {
      type: 'surveillance',
      certificateId: good.id,
      plannedEnd: '2026-01-31',
    });
    await callRoute(
      ctx.app,
      ROUTES.audits.raiseFinding,
      { params: { id: goodAudit }, body: { grade: 'minor', description: 'Label wording' } },
      { token: w.lead.token },
    );
    await answerAll(goodAudit, w.lead);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.audits.sign,
        { params: { id: goodAudit }, body },
        { token: w.lead.token },
      ),
    ).toBe(200);
    const [moved] = await ctx.db.select().from(certificates).where(eq(certificates.id, good.id));
    expect(moved).toMatchObject({ lastGoodAuditOn: '2026-01-31', nextSurveillanceDue: '2027-01-31' });

    const bad = await certificate();
    const badAudit = await planAudit(w, {
      type: 'surveillance',
      certificateId: bad.id,
      plannedEnd: '2026-01-31',
    });
    await callRoute(
      ctx.app,
      ROUTES.audits.raiseFinding,
      { params: { id: badAudit }, body: { grade: 'major', description: 'No recall test' } },
      { token: w.lead.token },
    );
    await answerAll(badAudit, w.lead);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.audits.sign,
        { params: { id: badAudit }, body },
        { token: w.lead.token },
      ),
    ).toBe(200);
    const [kept] = await ctx.db.select().from(certificates).where(eq(certificates.id, bad.id));
    expect(kept).toMatchObject({ lastGoodAuditOn: null, nextSurveillanceDue: '2026-05-31' });

    // The company's surveillance schedule lists its certificates.
    const schedule = await callRoute(ctx.app, ROUTES.audits.surveillance, {}, { token: w.company.token });
    expect(schedule.body.data.list.map((c) => c.certificateId).sort()).toEqual([good.id, bad.id].sort());
    const other = await callRoute(ctx.app, ROUTES.audits.surveillance, {}, { token: w.otherCompany.token });
    expect(other.body.data.total).toBe(0);
  });
});

describe('evidence', () => {
  it("the audit's evidence is read by the company, the company's answer evidence by the body", async () => {
    const w = await world();
    const id = await planAudit(w);
    const [item] = await itemsOf(id);
    const photo = await uploadImage(ctx.app, w.lead.token);
    const fileId = photo.split('/').pop()!;
    expect(
      await statusOf(ctx.app, ROUTES.files.download, { params: { id: fileId } }, { token: w.company.token }),
    ).toBe(404);
    const answered = await callRoute(
      ctx.app,
      ROUTES.audits.answerItem,
      { params: { id, itemId: item!.id }, body: { verdict: 'conforming', evidence: [photo] } },
      { token: w.lead.token },
    );
    expect(answered.body.data.items[0]!.evidence).toEqual([photo]);
    expect(
      await statusOf(ctx.app, ROUTES.files.download, { params: { id: fileId } }, { token: w.company.token }),
    ).toBe(200);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.files.download,
        { params: { id: fileId } },
        { token: w.otherCompany.token },
      ),
    ).toBe(404);

    const raised = await callRoute(
      ctx.app,
      ROUTES.audits.raiseFinding,
      { params: { id }, body: { grade: 'minor', description: 'Label' } },
      { token: w.lead.token },
    );
    const proof = await uploadImage(ctx.app, w.company.token);
    await callRoute(
      ctx.app,
      ROUTES.auditFindings.answer,
      {
        params: { id: raised.body.data.id },
        body: { correction: 'a', rootCause: 'b', correctiveAction: 'c', evidence: [proof] },
      },
      { token: w.company.token },
    );
    const proofId = proof.split('/').pop()!;
    expect(
      await statusOf(ctx.app, ROUTES.files.download, { params: { id: proofId } }, { token: w.body.token }),
    ).toBe(200);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.files.download,
        { params: { id: proofId } },
        { token: w.otherBody.token },
      ),
    ).toBe(404);
    // The team reads the company's evidence and each other's; an auditor off the team does not.
    for (const [file, who, status] of [
      [proofId, w.member, 200],
      [fileId, w.member, 200],
      [proofId, w.offTeam, 404],
    ] as const)
      expect(
        await statusOf(ctx.app, ROUTES.files.download, { params: { id: file } }, { token: who.token }),
      ).toBe(status);
  });
});

describe('tenancy', () => {
  it('another auditor, body or company gets 404; admin reads all; lists are scoped', async () => {
    const w = await world();
    const id = await planAudit(w);
    for (const who of [w.offTeam, w.otherBody, w.otherCompany])
      expect(await statusOf(ctx.app, ROUTES.audits.get, { params: { id } }, { token: who.token })).toBe(404);
    for (const who of [w.lead, w.body, w.company, w.admin])
      expect(await statusOf(ctx.app, ROUTES.audits.get, { params: { id } }, { token: who.token })).toBe(200);
    expect(
      await statusOf(ctx.app, ROUTES.audits.report, { params: { id } }, { token: w.otherBody.token }),
    ).toBe(404);

    const ids = async (token: string) =>
      (
        await callRoute(ctx.app, ROUTES.audits.list, { query: { pageSize: 100 } }, { token })
      ).body.data.list.map((a) => a.id);
    expect(await ids(w.lead.token)).toContain(id);
    expect(await ids(w.body.token)).toContain(id);
    expect(await ids(w.company.token)).toContain(id);
    expect(await ids(w.offTeam.token)).not.toContain(id);
    expect(await ids(w.otherBody.token)).not.toContain(id);
    expect(await ids(w.otherCompany.token)).not.toContain(id);
    const listed = await callRoute(
      ctx.app,
      ROUTES.audits.list,
      { query: { type: 'stage1' } },
      { token: w.lead.token },
    );
    expect(listed.body.data.list[0]).toMatchObject({ leadAuditor: expect.any(String), openFindings: 0 });

    // A company sees an announced planned audit's header, not its checklist, until it starts.
    const planned = await callRoute(
      ctx.app,
      ROUTES.audits.get,
      { params: { id } },
      { token: w.company.token },
    );
    expect(planned.body.data.items).toEqual([]);
    expect(planned.body.data.actions).toEqual(['report']);
  });

  it('an unannounced audit is hidden from the company until it started', async () => {
    const w = await world();
    const id = await planAudit(w, { unannounced: true });
    expect(await statusOf(ctx.app, ROUTES.audits.get, { params: { id } }, { token: w.company.token })).toBe(
      404,
    );
    const list = await callRoute(
      ctx.app,
      ROUTES.audits.list,
      { query: { pageSize: 100 } },
      { token: w.company.token },
    );
    expect(list.body.data.list.map((a) => a.id)).not.toContain(id);
    const [item] = await itemsOf(id);
    await callRoute(
      ctx.app,
      ROUTES.audits.answerItem,
      { params: { id, itemId: item!.id }, body: { verdict: 'conforming' } },
      { token: w.lead.token },
    );
    const seen = await callRoute(ctx.app, ROUTES.audits.get, { params: { id } }, { token: w.company.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data.items).toHaveLength(3);
    expect(seen.body.data.items[0]!.verdict).toBe('conforming');
  });

  it('findings are listed for their company only', async () => {
    const w = await world();
    const id = await planAudit(w);
    const raised = await callRoute(
      ctx.app,
      ROUTES.audits.raiseFinding,
      { params: { id }, body: { grade: 'critical', description: 'Open drains' } },
      { token: w.lead.token },
    );
    const mine = await callRoute(
      ctx.app,
      ROUTES.auditFindings.list,
      { query: { open: 'true' } },
      { token: w.company.token },
    );
    expect(mine.body.data.list.map((f) => f.id)).toEqual([raised.body.data.id]);
    expect(mine.body.data.list[0]!.actions).toEqual(['answer']);
    const theirs = await callRoute(ctx.app, ROUTES.auditFindings.list, {}, { token: w.otherCompany.token });
    expect(theirs.body.data.total).toBe(0);
    const other = await callRoute(ctx.app, ROUTES.auditFindings.list, {}, { token: w.otherBody.token });
    expect(other.body.data.total).toBe(0);
    const rows = await ctx.db.select().from(auditFindings).where(eq(auditFindings.auditId, id));
    expect(rows[0]!.certBodyId).toBe(w.B);
  });
});

describe('checklist templates', () => {
  const item = (code: string) => ({ code, section: 'S1', text: { cn: '内容', en: 'Text', fr: 'Texte' } });

  it('built-in ones are read only and can be copied; own ones are edited and deleted if unused', async () => {
    const w = await world();
    const list = await callRoute(
      ctx.app,
      ROUTES.checklistTemplates.list,
      { query: { pageSize: 100 } },
      { token: w.body.token },
    );
    expect(list.status).toBe(200);
    const builtIn = list.body.data.list.find((t) => t.builtIn)!;
    expect(builtIn.actions).toEqual(['view', 'copy']);
    const input = { name: 'Own', scheme: 'haccp' as const, items: [item('A1'), item('A2')] };
    expect(
      await statusOf(
        ctx.app,
        ROUTES.checklistTemplates.update,
        { params: { id: builtIn.id }, body: input },
        { token: w.body.token },
      ),
    ).toBe(409);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.checklistTemplates.remove,
        { params: { id: builtIn.id } },
        { token: w.body.token },
      ),
    ).toBe(409);
    const copied = await callRoute(
      ctx.app,
      ROUTES.checklistTemplates.copy,
      { params: { id: builtIn.id } },
      { token: w.body.token },
    );
    expect(copied.body.data).toMatchObject({ builtIn: false, itemCount: builtIn.itemCount });

    // Codes unique, at least one item.
    for (const items of [[], [item('A1'), item('a1')]])
      expect(
        (
          await callRouteUnchecked(
            ctx.app,
            ROUTES.checklistTemplates.create,
            { body: { ...input, items } },
            { token: w.body.token },
          )
        ).status,
      ).toBe(400);
    const created = await callRoute(
      ctx.app,
      ROUTES.checklistTemplates.create,
      { body: input },
      { token: w.body.token },
    );
    expect(created.status).toBe(200);
    const tid = created.body.data.id;
    const updated = await callRoute(
      ctx.app,
      ROUTES.checklistTemplates.update,
      { params: { id: tid }, body: { ...input, name: 'Renamed' } },
      { token: w.body.token },
    );
    expect(updated.body.data.name).toBe('Renamed');
    // Another body neither sees nor changes it.
    expect(
      await statusOf(
        ctx.app,
        ROUTES.checklistTemplates.get,
        { params: { id: tid } },
        { token: w.otherBody.token },
      ),
    ).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.checklistTemplates.remove,
        { params: { id: tid } },
        { token: w.otherBody.token },
      ),
    ).toBe(404);
    // Used by an audit: not deleted.
    await planAudit(w, { templateId: tid });
    expect(
      await statusOf(
        ctx.app,
        ROUTES.checklistTemplates.remove,
        { params: { id: tid } },
        { token: w.body.token },
      ),
    ).toBe(409);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.checklistTemplates.remove,
        { params: { id: copied.body.data.id } },
        { token: w.body.token },
      ),
    ).toBe(200);
    expect(
      await ctx.db
        .select()
        .from(checklistTemplates)
        .where(and(eq(checklistTemplates.id, copied.body.data.id))),
    ).toHaveLength(0);
    // Companies and auditors have no access.
    expect(await statusOf(ctx.app, ROUTES.checklistTemplates.list, {}, { token: w.company.token })).toBe(403);
    expect(await statusOf(ctx.app, ROUTES.checklistTemplates.list, {}, { token: w.lead.token })).toBe(403);
  });
});
