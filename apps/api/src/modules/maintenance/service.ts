import type { ZMaintenanceBody } from '@trace/contracts';
import { type Database, maintenanceWindows, type Tx } from '@trace/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../lib/audit';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { getWindow } from './queries';

type Body = z.infer<typeof ZMaintenanceBody>;

function columns(body: Body) {
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  if (endsAt <= startsAt) throw fieldError('endsAt', 'maintenance.endBeforeStart');
  if (endsAt.getTime() <= Date.now()) throw fieldError('endsAt', 'maintenance.endPast');
  return { startsAt, endsAt, mode: body.mode, message: body.message, noticeHours: body.noticeHours };
}

async function lockedOpen(tx: Tx, id: string) {
  const [row] = await tx.select().from(maintenanceWindows).where(eq(maintenanceWindows.id, id)).for('update');
  if (!row) throw notFound();
  if (row.cancelledAt || row.endsAt <= new Date()) throw conflict('maintenance.over');
  return row;
}

export async function createWindow(db: Database, actor: Actor, body: Body) {
  const values = columns(body);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(maintenanceWindows)
      .values({ ...values, createdBy: actor.userId })
      .returning();
    await writeAudit(tx, actor, { action: 'create', entity: 'maintenance', entityId: row!.id, after: row });
    return row!.id;
  });
  return getWindow(db, id);
}

export async function updateWindow(db: Database, actor: Actor, id: string, body: Body) {
  const values = columns(body);
  await db.transaction(async (tx) => {
    const before = await lockedOpen(tx, id);
    const [after] = await tx
      .update(maintenanceWindows)
      .set(values)
      .where(eq(maintenanceWindows.id, id))
      .returning();
    await writeAudit(tx, actor, { action: 'update', entity: 'maintenance', entityId: id, before, after });
  });
  return getWindow(db, id);
}

/** Calls a window off; a running one ends now (it stays in the history as cancelled). */
export async function cancelWindow(db: Database, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const before = await lockedOpen(tx, id);
    const [after] = await tx
      .update(maintenanceWindows)
      .set({ cancelledAt: new Date() })
      .where(eq(maintenanceWindows.id, id))
      .returning();
    await writeAudit(tx, actor, { action: 'revoke', entity: 'maintenance', entityId: id, before, after });
  });
  return getWindow(db, id);
}
