import { type Database, outbox } from '@trace/db';
import type { JobQueues } from './jobs';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Sends mail through the outbox: the row is written first (so nothing is lost and administrators can
 * read it), then the notify worker delivers it by SMTP when a transport is configured.
 */
export class Notifier {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueues,
  ) {}

  async sendEmail(mail: OutgoingMail): Promise<string> {
    const [row] = await this.db
      .insert(outbox)
      .values({ channel: 'email', recipient: mail.to, subject: mail.subject, body: mail.body })
      .returning({ id: outbox.id });
    await this.jobs.enqueue('notify', 'deliver-mail', { outboxId: row!.id });
    return row!.id;
  }
}
