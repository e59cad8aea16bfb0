import { ROUTES } from '@trace/contracts';
import { auditLogs, jobs, messages } from '@trace/db';
import { createCompany, createUser } from '@trace/db/factories';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callRoute, login, signedInUser, useTestApp } from './helpers';

const ctx = useTestApp();
describe('sending messages', () => {
  it('reaches the chosen companies only, with the HTML made safe, and writes an audit row', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const corpA = await createCompany(ctx.db);
    const corpB = await createCompany(ctx.db);
    const inA = await createUser(ctx.db, { corpId: corpA.id });
    const inB = await createUser(ctx.db, { corpId: corpB.id });
    const sent = await callRoute(
      ctx.app,
      ROUTES.notifications.send,
      {
        body: {
          title: 'Inspection next week',
          content:
            '<p onclick="steal()">Please prepare <b>documents</b></p><script>alert(1)</script><a href="javascript:x">x</a>',
          audience: { type: 'companies', corpIds: [corpA.id] },
          forced: true,
        },
      },
      { token: admin.token },
    );
    expect(sent.body.data.recipients).toBe(1);
    const [stored] = await ctx.db.select().from(messages).where(eq(messages.id, sent.body.data.id));
    expect(stored?.content).toContain('<p>Please prepare <b>documents</b></p>');
    expect(stored?.content).not.toMatch(/script|onclick|javascript:/);
    const a = await login(ctx.app, inA.account, inA.password);
    const b = await login(ctx.app, inB.account, inB.password);
    const seenByA = await callRoute(ctx.app, ROUTES.notifications.recentlyDialog, {}, { token: a.token });
    expect(seenByA.body.data.data.map((m) => m.id)).toContain(sent.body.data.id);
    const seenByB = await callRoute(ctx.app, ROUTES.notifications.query, {}, { token: b.token });
    expect(seenByB.body.data.data.map((m) => m.id)).not.toContain(sent.body.data.id);
    const detailB = await callRoute(
      ctx.app,
      ROUTES.notifications.detail,
      { body: { id: sent.body.data.id } },
      { token: b.token },
    );
    expect(detailB.status).toBe(404);
    const [audit] = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'message'), eq(auditLogs.entityId, sent.body.data.id)));
    expect(audit?.userId).toBe(admin.id);
  });

  it('validates the audience', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const res = await callRoute(
      ctx.app,
      ROUTES.notifications.send,
      { body: { title: 'x', content: 'y', audience: { type: 'companies', corpIds: [] } } },
      { token: admin.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.path).toBe('audience.corpIds');
  });
});

describe('outbox and jobs', () => {
  it('an administrator reads the outgoing mail and the job that delivers it', async () => {
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const email = `outbox_${Date.now()}@example.com`;
    await callRoute(ctx.app, ROUTES.auth.sendRegisterCode, { body: { email } }, { language: 'en' });
    const mail = await callRoute(
      ctx.app,
      ROUTES.admin.outbox,
      { query: { recipient: email } },
      { token: admin.token },
    );
    expect(mail.body.data.total).toBe(1);
    expect(mail.body.data.list[0]).toMatchObject({
      recipient: email,
      subject: 'Your verification code',
      status: 'pending',
    });
    const queued = await ctx.db.select().from(jobs).where(eq(jobs.queue, 'notify'));
    expect(queued.length).toBeGreaterThan(0);
    const list = await callRoute(
      ctx.app,
      ROUTES.admin.jobs,
      { query: { queue: 'notify' } },
      { token: admin.token },
    );
    expect(list.body.data.list.every((job) => job.queue === 'notify')).toBe(true);
  });
});
