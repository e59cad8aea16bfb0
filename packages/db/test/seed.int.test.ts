import { DEFAULT_ROLES } from '@trace/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/client';
import { roles } from '../src/schema/index';
import { seedBase } from '../src/seed/index';

const { db, close } = createDb(process.env.DATABASE_URL!, { max: 1 });
afterAll(() => close());

describe('seeding default roles across releases', () => {
  it('grants permissions a release adds, and keeps the ones an administrator removed removed', async () => {
    await seedBase(db, { platform: 'birdnest' });
    const defaults = DEFAULT_ROLES.auditor.permissions as readonly string[];
    const [removedByAdmin, newInRelease] = [defaults[0]!, defaults[1]!];
    // The state as if the previous release had not known `newInRelease`, and an admin removed `removedByAdmin`.
    const [role] = await db.select().from(roles).where(eq(roles.defaultFor, 'auditor'));
    await db
      .update(roles)
      .set({
        permissions: role!.permissions
          .filter((p) => p !== removedByAdmin && p !== newInRelease)
          .concat('custom.extra'),
        seededPermissions: role!.seededPermissions.filter((p) => p !== newInRelease),
      })
      .where(eq(roles.id, role!.id));
    await seedBase(db, { platform: 'birdnest' });
    const [after] = await db.select().from(roles).where(eq(roles.defaultFor, 'auditor'));
    expect(after!.permissions).toContain(newInRelease);
    expect(after!.permissions).not.toContain(removedByAdmin);
    expect(after!.permissions).toContain('custom.extra');
    // Restore for other tests.
    await db
      .update(roles)
      .set({ permissions: [...defaults], seededPermissions: [...defaults] })
      .where(eq(roles.id, role!.id));
  });
});
