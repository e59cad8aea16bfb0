import type { AuditAction } from '@trace/contracts';
import { auditLogs, type DbOrTx } from '@trace/db';
import type { FastifyRequest } from 'fastify';

/** Who did something, taken from the request. */
export interface Actor {
  userId: string | null;
  account: string | null;
  ip: string;
  requestId: string;
}

export function actorOf(request: FastifyRequest): Actor {
  const principal = request.principal;
  return {
    userId: principal?.kind === 'user' ? principal.userId : null,
    account:
      principal?.kind === 'user'
        ? principal.account
        : principal?.kind === 'partner'
          ? `partner:${principal.appName}:${principal.prefix}`
          : null,
    ip: request.ip,
    requestId: String(request.id),
  };
}

const SECRET_FIELDS = new Set(['passwordHash', 'password', 'keyHash', 'tokenHash', 'codeHash']);

/** Drops secrets from a row before it is kept in the audit log. */
function redact(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value ?? null;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_FIELDS.has(key)));
}

/** Writes the audit row of a mutation, inside the mutation's transaction. */
export async function writeAudit(
  db: DbOrTx,
  actor: Actor,
  entry: { action: AuditAction; entity: string; entityId?: string | null; before?: unknown; after?: unknown },
) {
  await db.insert(auditLogs).values({
    userId: actor.userId,
    account: actor.account,
    ip: actor.ip,
    requestId: actor.requestId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: redact(entry.before),
    after: redact(entry.after),
  });
}
