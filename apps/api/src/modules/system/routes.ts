import { ALL_PERMISSIONS, isKnownPermission, permissionInfo, ROUTES } from '@trace/contracts';
import { labelControls, versions } from '@trace/db';
import { desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { actorOf, writeAudit } from '../../lib/audit';
import { registerCrud } from '../../lib/crud';
import { notFound } from '../../lib/errors';
import { countRows, paginate } from '../../lib/paging';
import { registerRoute, WithEnvelopeExtras } from '../../lib/route';
import { userOf } from '../session/routes';
import * as advice from './advice';
import * as logs from './logs';
import * as profile from './profile';
import {
  corpLabelControlResource,
  dictItemResource,
  dictTypeResource,
  goodsAddressResource,
  labelControlItems,
  memberScanResource,
  reviewSettingResource,
  roleResource,
  toVersion,
  versionResource,
} from './resources';
import * as trees from './trees';
import * as sysUsers from './users';

const routes = ROUTES.system;

export async function systemRoutes(app: FastifyInstance) {
  // Own profile and password
  registerRoute(app, routes.profile, (request) =>
    profile.getProfile(app.db, userOf(request), request.language),
  );
  registerRoute(app, routes.updateProfile, async (request) => {
    await profile.updateProfile(app.db, userOf(request), actorOf(request), request.body);
    return profile.getProfile(app.db, userOf(request), request.language);
  });
  registerRoute(app, routes.changePassword, async (request) => {
    await profile.changePassword(app.db, userOf(request), actorOf(request), request.body);
    return new WithEnvelopeExtras(null, { msg: request.t('password.changed') });
  });

  // Users
  registerRoute(app, routes.listUsers, (request) =>
    sysUsers.listUsers(app.db, request.language, userOf(request).userId, request.query),
  );
  registerRoute(app, routes.getUser, (request) =>
    sysUsers.getUser(app.db, request.language, userOf(request).userId, request.params.id),
  );
  registerRoute(app, routes.createUser, (request) =>
    sysUsers.createUser(app.db, actorOf(request), request.language, request.body),
  );
  registerRoute(app, routes.updateUser, (request) =>
    sysUsers.updateUser(app.db, actorOf(request), request.language, request.params.id, request.body),
  );
  registerRoute(app, routes.enableUser, (request) =>
    sysUsers.setEnabled(app.db, actorOf(request), request.language, request.params.id, true),
  );
  registerRoute(app, routes.disableUser, (request) =>
    sysUsers.setEnabled(app.db, actorOf(request), request.language, request.params.id, false),
  );
  registerRoute(app, routes.unlockUser, (request) =>
    sysUsers.unlockUser(app.db, actorOf(request), request.language, request.params.id),
  );
  registerRoute(app, routes.resetUserPassword, (request) =>
    sysUsers.resetUserPassword(app.db, actorOf(request), request.params.id, request.body.password),
  );

  // Departments and menus (trees)
  registerRoute(app, routes.deptTree, () => trees.deptTree(app.db));
  registerRoute(app, routes.createDept, (request) =>
    trees.saveDept(app.db, actorOf(request), null, request.body),
  );
  registerRoute(app, routes.updateDept, (request) =>
    trees.saveDept(app.db, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, routes.deleteDept, (request) =>
    trees.deleteDept(app.db, actorOf(request), request.params.id),
  );
  registerRoute(app, routes.menuTree, () => trees.menuTree(app.db));
  registerRoute(app, routes.createMenu, (request) =>
    trees.saveMenu(app.db, actorOf(request), null, request.body, isKnownPermission),
  );
  registerRoute(app, routes.updateMenu, (request) =>
    trees.saveMenu(app.db, actorOf(request), request.params.id, request.body, isKnownPermission),
  );
  registerRoute(app, routes.deleteMenu, (request) =>
    trees.deleteMenu(app.db, actorOf(request), request.params.id),
  );

  // Roles and the permission catalogue
  registerRoute(app, routes.permissionCatalogue, async (request) =>
    ALL_PERMISSIONS.map((key) => permissionInfo(key, request.language)),
  );
  registerCrud(app, routes.roles, roleResource);

  // Plain managed resources
  registerCrud(app, routes.dictTypes, dictTypeResource);
  registerCrud(app, routes.dictItems, dictItemResource);
  registerCrud(app, routes.goodsAddresses, goodsAddressResource);
  registerCrud(app, routes.reviewSettings, reviewSettingResource);
  registerCrud(app, routes.memberScanSettings, memberScanResource);
  registerCrud(app, routes.corpLabelControls, corpLabelControlResource);
  registerCrud(app, routes.versions, versionResource);

  // Platform-wide label limits: one row (corp null), created by the seed
  registerRoute(app, routes.labelControl, async () => {
    const rows = await app.db.select().from(labelControls).where(isNull(labelControls.corpId));
    if (!rows[0]) throw notFound();
    return (await labelControlItems(app.db, rows))[0]!;
  });
  registerRoute(app, routes.updateLabelControl, (request) =>
    app.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(labelControls)
        .where(isNull(labelControls.corpId))
        .for('update');
      const [after] = before
        ? await tx.update(labelControls).set(request.body).where(eq(labelControls.id, before.id)).returning()
        : await tx
            .insert(labelControls)
            .values({ ...request.body, corpId: null })
            .returning();
      await writeAudit(tx, actorOf(request), {
        action: 'update',
        entity: 'label_control',
        entityId: after!.id,
        before,
        after,
      });
      return (await labelControlItems(tx, [after!]))[0]!;
    }),
  );

  // Logs
  registerRoute(app, routes.auditLogs, (request) => logs.listAuditLogs(app.db, request.query));
  registerRoute(app, routes.auditLog, (request) => logs.getAuditLog(app.db, request.params.id));
  registerRoute(app, routes.exceptionLogs, (request) => logs.listExceptions(app.db, request.query));
  registerRoute(app, routes.loginLogs, (request) => logs.listLoginLogs(app.db, request.query));

  // Release notes
  registerRoute(app, routes.publishVersion, (request) =>
    app.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(versions)
        .where(eq(versions.id, request.params.id))
        .for('update');
      if (!before) throw notFound();
      const [after] = await tx
        .update(versions)
        .set({ published: true, publishedAt: before.publishedAt ?? new Date() })
        .where(eq(versions.id, before.id))
        .returning();
      await writeAudit(tx, actorOf(request), {
        action: 'publish',
        entity: 'version',
        entityId: before.id,
        before,
        after,
      });
      return toVersion(after!);
    }),
  );
  registerRoute(app, routes.publishedVersions, async (request) => {
    const where = eq(versions.published, true);
    const source = {
      rows: app.db.select().from(versions).where(where).$dynamic(),
      orderBy: [desc(versions.publishedAt)],
      total: countRows(app.db, versions, where),
    };
    return paginate(source, request.query, (rows) => rows.map(toVersion));
  });

  // Advice and feedback
  registerRoute(app, routes.submitAdvice, (request) =>
    advice.submitAdvice(app.db, userOf(request), actorOf(request), request.body),
  );
  registerRoute(app, routes.listAdvice, (request) =>
    advice.listAdvice(app.db, userOf(request), request.query),
  );
  registerRoute(app, routes.getAdvice, (request) =>
    advice.getAdvice(app.db, userOf(request), request.params.id),
  );
  registerRoute(app, routes.processAdvice, (request) =>
    advice.processAdvice(app.db, userOf(request), actorOf(request), request.params.id, request.body.reply),
  );
}
