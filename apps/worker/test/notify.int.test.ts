import { createDb, outbox } from '@trace/db';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutboxMail } from '../src/processors/notify';

const { db, close } = createDb(process.env.DATABASE_URL!, { max: 2 });
const received: { to: string; raw: string }[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await close();
});

async function queueMail(recipient: string) {
  const [row] = await db
    .insert(outbox)
    .values({ channel: 'email', recipient, subject: 'Your verification code', body: 'Code 123456' })
    .returning();
  return row!.id;
}

describe('notify worker', () => {
  it('delivers through a real SMTP server when one is configured, exactly once', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    const id = await queueMail('someone@example.com');
    expect(await deliverOutboxMail({ db, transport, from: 'platform@example.com' }, { outboxId: id })).toBe(
      'sent',
    );
    expect(await deliverOutboxMail({ db, transport, from: 'platform@example.com' }, { outboxId: id })).toBe(
      'skipped',
    );
    expect(received.filter((mail) => mail.to === 'someone@example.com')).toHaveLength(1);
    expect(received[0]!.raw).toContain('Code 123456');
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row?.sentAt).toBeInstanceOf(Date);
    transport.close();
  });

  it('keeps the mail as "stored" for administrators when no transport is configured', async () => {
    const id = await queueMail('offline@example.com');
    expect(await deliverOutboxMail({ db, transport: null, from: 'x@example.com' }, { outboxId: id })).toBe(
      'stored',
    );
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.status).toBe('stored');
  });

  it('marks the mail failed with the reason when the server refuses, so a retry can send it', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: 1,
      secure: false,
      connectionTimeout: 1000,
    });
    const id = await queueMail('unlucky@example.com');
    await expect(
      deliverOutboxMail({ db, transport, from: 'x@example.com' }, { outboxId: id }),
    ).rejects.toThrow();
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.status).toBe('failed');
    expect(row?.error).toBeTruthy();
  });

  it('refuses a malformed job payload', async () => {
    await expect(
      deliverOutboxMail({ db, transport: null, from: 'x' }, { outboxId: 'not-a-uuid' }),
    ).rejects.toThrow();
  });
});
