import { JOB_PAYLOADS } from '@trace/contracts';
import { type Database, outbox } from '@trace/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';

export interface NotifyDeps {
  db: Database;
  /** Null when no SMTP server is configured: mail is then kept in the outbox for administrators. */
  transport: Transporter | null;
  from: string;
}

/**
 * Delivers one outbox row. Idempotent: a row already sent or stored is left alone, so a retried job
 * never mails twice.
 */
export async function deliverOutboxMail(
  deps: NotifyDeps,
  payload: unknown,
): Promise<'sent' | 'stored' | 'skipped'> {
  const { outboxId } = JOB_PAYLOADS.notify.parse(payload);
  const [claimed] = await deps.db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1` })
    .where(and(eq(outbox.id, outboxId), inArray(outbox.status, ['pending', 'failed'])))
    .returning();
  if (!claimed) return 'skipped';
  if (!deps.transport) {
    await deps.db.update(outbox).set({ status: 'stored' }).where(eq(outbox.id, outboxId));
    return 'stored';
  }
  try {
    await deps.transport.sendMail({
      from: deps.from,
      to: claimed.recipient,
      subject: claimed.subject,
      text: claimed.body,
    });
  } catch (error) {
    await deps.db
      .update(outbox)
      .set({ status: 'failed', error: String((error as Error).message ?? error).slice(0, 1000) })
      .where(eq(outbox.id, outboxId));
    throw error;
  }
  await deps.db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), error: null })
    .where(eq(outbox.id, outboxId));
  return 'sent';
}
