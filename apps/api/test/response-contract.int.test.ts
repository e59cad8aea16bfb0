import { defineRoute } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonText, registerRoute, undeclaredFields, WithEnvelopeExtras } from '../src/lib/route';
import { rawCall, useTestApp } from './helpers';

const ZItem = z.object({
  id: z.string(),
  tags: z.array(z.object({ name: z.string() })),
  counts: z.record(z.string(), z.number()),
});
const itemRoute = (path: string) =>
  defineRoute({ method: 'GET', path, access: 'public', summary: 'An item', tags: [], response: ZItem });

const withNote = (path: string) =>
  defineRoute({ ...itemRoute(path), extras: z.object({ note: z.string() }) });
const item = { id: '1', tags: [], counts: {} };

const ctx = useTestApp({}, (app) => {
  registerRoute(app, withNote('/test/extras'), async () => new WithEnvelopeExtras(item, { note: 'hi' }));
  registerRoute(
    app,
    withNote('/test/extras-undeclared'),
    async () => new WithEnvelopeExtras(item, { note: 'hi', secret: 'x' } as { note: string }),
  );
  // A route without `extras` may give a message of its own, and no other envelope field.
  registerRoute(app, itemRoute('/test/message'), async () => new WithEnvelopeExtras(item, { msg: 'Sent' }));
  registerRoute(
    app,
    itemRoute('/test/extras-none'),
    async () => new WithEnvelopeExtras(item, { msg: 'Sent', secret: 'x' }),
  );
  registerRoute(app, itemRoute('/test/declared'), async () => ({
    id: '1',
    tags: [{ name: 'a' }],
    counts: { any: 1, key: 2 },
  }));
  // As a handler spreading a database row would: the row has a column the contract does not list.
  registerRoute(app, itemRoute('/test/undeclared'), async () => {
    const row = { id: '1', tags: [{ name: 'a', internalNote: 'x' }], counts: {} };
    return row;
  });
  registerRoute(
    app,
    itemRoute('/test/undeclared-text'),
    async () =>
      new JsonText<z.infer<typeof ZItem>>('{"id":"1","tags":[],"counts":{},"cursorAt":"2026-01-01"}'),
  );
});

describe('answers and their response contract (development and tests)', () => {
  it('finds the fields a schema does not declare, at any depth', () => {
    const sent = {
      id: '1',
      extra: 1,
      tags: [{ name: 'a' }, { name: 'b', hidden: true }],
      counts: { a: 1 },
      gone: undefined,
    };
    expect(undeclaredFields(sent, ZItem.parse(sent))).toEqual(['data.extra', 'data.tags[1].hidden']);
  });

  it('sends an answer that matches its contract', async () => {
    const res = await rawCall(ctx.app, { method: 'GET', url: '/test/declared' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: '1', tags: [{ name: 'a' }], counts: { any: 1, key: 2 } });
  });

  it('refuses to send fields the contract does not list, as objects or as cached JSON text', async () => {
    for (const url of ['/test/undeclared', '/test/undeclared-text']) {
      const res = await rawCall(ctx.app, { method: 'GET', url });
      expect(res.status, url).toBe(500);
      expect(res.body.code).toBe('500');
      expect(JSON.stringify(res.body)).not.toContain('internalNote');
    }
  });

  it('sends the envelope fields a route declares beside data, and no other', async () => {
    const res = await rawCall(ctx.app, { method: 'GET', url: '/test/extras' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: '200', data: item, note: 'hi' });
    const message = await rawCall(ctx.app, { method: 'GET', url: '/test/message' });
    expect(message.body).toEqual({ code: '200', msg: 'Sent', data: item });
    for (const url of ['/test/extras-undeclared', '/test/extras-none']) {
      const refused = await rawCall(ctx.app, { method: 'GET', url });
      expect(refused.status, url).toBe(500);
      expect(JSON.stringify(refused.body)).not.toContain('secret');
    }
  });
});
