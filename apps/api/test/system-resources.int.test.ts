import { ROUTES } from '@trace/contracts';
import { menus } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { seedBase } from '@trace/db/seed/index';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditTrail,
  callRoute,
  callRouteUnchecked,
  rawCall,
  signedInUser,
  statusOf,
  useTestApp,
} from './helpers';

const ctx = useTestApp();
let n = 0;
const unique = () => `${Date.now() % 1e8}${n++}`;
const names = (text: string) => ({ cn: `${text}中`, en: text, fr: `${text} fr` });
const adminToken = async () => (await signedInUser(ctx.app, ctx.db, { userType: 'admin' })).token;

describe('/SysDept (tree)', () => {
  it('builds a tree, refuses cycles, and refuses deleting a department with children or users', async () => {
    const token = await adminToken();
    const root = await callRoute(
      ctx.app,
      ROUTES.system.createDept,
      { body: { name: `Ops ${unique()}` } },
      { token },
    );
    const child = await callRoute(
      ctx.app,
      ROUTES.system.createDept,
      { body: { name: 'Support', parentId: root.body.data } },
      { token },
    );
    const tree = await callRoute(ctx.app, ROUTES.system.deptTree, {}, { token });
    expect(tree.body.data.find((d) => d.id === root.body.data)?.children.map((c) => c.id)).toEqual([
      child.body.data,
    ]);
    const cycle = await callRoute(
      ctx.app,
      ROUTES.system.updateDept,
      { params: { id: root.body.data }, body: { name: 'Ops', parentId: child.body.data } },
      { token, language: 'en' },
    );
    expect(cycle.body.errors).toEqual([
      { path: 'parentId', message: 'It cannot move under itself or one of its own entries' },
    ]);
    const withChildren = await callRoute(
      ctx.app,
      ROUTES.system.deleteDept,
      { params: { id: root.body.data } },
      { token, language: 'en' },
    );
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.msg).toBe('Delete the entries below it first');
    expect(
      (await callRoute(ctx.app, ROUTES.system.deleteDept, { params: { id: child.body.data } }, { token }))
        .body.code,
    ).toBe('200');
    expect((await auditTrail(ctx.db, 'dept', child.body.data)).map((a) => a.action)).toEqual([
      'create',
      'delete',
    ]);
  });
});

describe('/SysMenu (tree with cn/en/fr names)', () => {
  it('adds a menu under a group that reaches users holding its permission on their next read', async () => {
    const token = await adminToken();
    const group = await callRoute(
      ctx.app,
      ROUTES.system.createMenu,
      { body: { name: names(`Group ${unique()}`), icon: 'folder', sort: 900 } },
      { token },
    );
    const path = `/customPage${unique()}`;
    const page = await callRoute(
      ctx.app,
      ROUTES.system.createMenu,
      {
        body: {
          parentId: group.body.data,
          name: names('Custom page'),
          path,
          permission: 'news.newsList.view',
        },
      },
      { token },
    );
    expect(page.body.code).toBe('200');
    const reader = await signedInUser(ctx.app, ctx.db, { permissions: ['news.newsList.view'] });
    const seen = await callRoute(
      ctx.app,
      ROUTES.session.permissions,
      { query: { language: 'fr' } },
      { token: reader.token },
    );
    expect(seen.body.data.menus.flatMap((m) => m.children.map((c) => c.path))).toContain(path);
    const duplicate = await callRoute(
      ctx.app,
      ROUTES.system.createMenu,
      { body: { parentId: group.body.data, name: names('Again'), path } },
      { token, language: 'en' },
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors).toEqual([
      { path: 'path', message: 'This group already has an entry for this path' },
    ]);
    const unknown = await callRoute(
      ctx.app,
      ROUTES.system.createMenu,
      { body: { name: names('Bad'), permission: 'made.up' } },
      { token },
    );
    expect(unknown.body.errors?.[0]?.path).toBe('permission');
    const tree = await callRoute(ctx.app, ROUTES.system.menuTree, {}, { token });
    const node = tree.body.data.find((m) => m.id === group.body.data);
    expect(node?.path).toBeNull();
    expect(node?.children.map((c) => c.path)).toEqual([path]);
    await callRoute(
      ctx.app,
      ROUTES.system.updateMenu,
      {
        params: { id: page.body.data },
        body: {
          parentId: group.body.data,
          name: names('Renamed'),
          path,
          permission: 'news.newsList.view',
          visible: false,
        },
      },
      { token },
    );
    const hidden = await callRoute(ctx.app, ROUTES.session.permissions, {}, { token: reader.token });
    expect(hidden.body.data.menus.flatMap((m) => m.children.map((c) => c.path))).not.toContain(path);
    expect(
      (await callRoute(ctx.app, ROUTES.system.deleteMenu, { params: { id: group.body.data } }, { token }))
        .status,
    ).toBe(409);
  });
});

describe('/SysMenu: one page under several entries', () => {
  const entriesOf = (tree: { path: string | null; children: unknown[] }[], path: string): number =>
    tree.reduce(
      (sum, menu) => sum + (menu.path === path ? 1 : 0) + entriesOf(menu.children as typeof tree, path),
      0,
    );

  it('opens the same page from two groups, refuses it twice in one group, and the seed adds no third', async () => {
    const token = await adminToken();
    const [logPage] = await ctx.db.select().from(menus).where(eq(menus.path, '/SysLog'));
    expect(logPage?.parentId).toBeTruthy();
    const group = await callRoute(
      ctx.app,
      ROUTES.system.createMenu,
      { body: { name: names(`Auditing ${unique()}`), icon: 'folder', sort: 950 } },
      { token },
    );
    const second = await callRoute(
      ctx.app,
      ROUTES.system.createMenu,
      {
        body: {
          parentId: group.body.data,
          name: names('Audit trail'),
          path: '/SysLog',
          permission: 'system.SysLog.view',
        },
      },
      { token, language: 'fr' },
    );
    expect(second.status).toBe(200);
    expect(second.body.code).toBe('200');

    // Both entries reach a holder of the permission, each under its own group.
    const reader = await signedInUser(ctx.app, ctx.db, { permissions: ['system.SysLog.view'] });
    const seen = await callRoute(
      ctx.app,
      ROUTES.session.permissions,
      { query: { language: 'en' } },
      { token: reader.token },
    );
    expect(entriesOf(seen.body.data.menus as never, '/SysLog')).toBe(2);
    expect(seen.body.data.menus.find((m) => m.id === group.body.data)?.children.map((c) => c.path)).toEqual([
      '/SysLog',
    ]);

    // Once per group: the original group, or moving the new entry there, is refused in the caller's language.
    const entry = { parentId: logPage!.parentId, name: names('Twice'), path: '/SysLog' };
    for (const request of [
      () => callRoute(ctx.app, ROUTES.system.createMenu, { body: entry }, { token, language: 'fr' }),
      () =>
        callRoute(
          ctx.app,
          ROUTES.system.updateMenu,
          { params: { id: second.body.data }, body: entry },
          { token, language: 'fr' },
        ),
    ]) {
      const twice = await request();
      expect(twice.status).toBe(400);
      expect(twice.body.errors).toEqual([
        { path: 'path', message: 'Ce groupe a déjà une entrée pour ce chemin' },
      ]);
    }

    // Seeding again (a new release) keeps both entries and adds none.
    await seedBase(ctx.db, { platform: 'birdnest' });
    const tree = await callRoute(ctx.app, ROUTES.system.menuTree, {}, { token });
    expect(entriesOf(tree.body.data, '/SysLog')).toBe(2);

    // Deleting one entry leaves the page on the other.
    await callRoute(ctx.app, ROUTES.system.deleteMenu, { params: { id: second.body.data } }, { token });
    const after = await callRoute(ctx.app, ROUTES.session.permissions, {}, { token: reader.token });
    expect(entriesOf(after.body.data.menus, '/SysLog')).toBe(1);
  });
});

describe('/SysRole', () => {
  it('creates, edits and deletes roles; protects default and assigned roles; lists the permission catalogue', async () => {
    const token = await adminToken();
    const code = `auditors_${unique()}`;
    const created = await callRoute(
      ctx.app,
      ROUTES.system.roles.create,
      {
        body: {
          code,
          name: names('Auditors'),
          permissions: ['system.SysLog.view', 'system.SysLog.view'],
          remark: 'read logs',
        },
      },
      { token },
    );
    expect(created.body.data).toMatchObject({ permissions: ['system.SysLog.view'], userCount: 0 });
    const taken = await callRoute(
      ctx.app,
      ROUTES.system.roles.create,
      { body: { code, name: names('x') } },
      { token, language: 'en' },
    );
    expect(taken.body.errors).toEqual([{ path: 'code', message: 'This role code already exists' }]);
    const bad = await callRoute(
      ctx.app,
      ROUTES.system.roles.update,
      { params: { id: created.body.data.id }, body: { permissions: ['nope.nope'] } },
      { token },
    );
    expect(bad.body.errors?.[0]?.path).toBe('permissions');
    const holder = await signedInUser(ctx.app, ctx.db, { permissions: [] });
    await ctx.db.execute(
      `insert into user_roles (user_id, role_id) values ('${holder.id}', '${created.body.data.id}')` as never,
    );
    expect(await statusOf(ctx.app, ROUTES.system.auditLogs, {}, { token: holder.token })).toBe(200);
    await callRoute(
      ctx.app,
      ROUTES.system.roles.update,
      { params: { id: created.body.data.id }, body: { enabled: false } },
      { token },
    );
    expect(await statusOf(ctx.app, ROUTES.system.auditLogs, {}, { token: holder.token })).toBe(403);
    const inUse = await callRoute(
      ctx.app,
      ROUTES.system.roles.remove,
      { params: { id: created.body.data.id } },
      { token, language: 'en' },
    );
    expect(inUse.body.msg).toBe('Users still have this role; it cannot be deleted');
    const producerRole = await callRoute(
      ctx.app,
      ROUTES.system.roles.list,
      { query: { keyword: 'producer' } },
      { token },
    );
    const deleteDefault = await callRoute(
      ctx.app,
      ROUTES.system.roles.remove,
      { params: { id: producerRole.body.data.list[0]!.id } },
      { token },
    );
    expect(deleteDefault.status).toBe(409);
    const catalogue = await callRoute(
      ctx.app,
      ROUTES.system.permissionCatalogue,
      {},
      { token, language: 'en' },
    );
    expect(catalogue.body.data).toContainEqual({
      key: 'system.SysUser.manage',
      name: 'Manage: Users',
      group: 'System administration',
    });
    expect((await auditTrail(ctx.db, 'role', created.body.data.id)).map((a) => a.action)).toEqual([
      'create',
      'update',
    ]);
  });
});

describe('/SysDic', () => {
  it('manages types and items with cn/en/fr labels that the lookup serves', async () => {
    const token = await adminToken();
    const code = `grade_${unique().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    const type = await callRoute(
      ctx.app,
      ROUTES.system.dictTypes.create,
      { body: { code, name: names('Grade') } },
      { token },
    );
    expect(type.body.code).toBe('200');
    await callRoute(
      ctx.app,
      ROUTES.system.dictItems.create,
      {
        body: {
          typeId: type.body.data.id,
          value: 'A',
          label: { cn: '特级', en: 'Premium', fr: 'Premium' },
          sort: 1,
        },
      },
      { token },
    );
    const dup = await callRoute(
      ctx.app,
      ROUTES.system.dictItems.create,
      { body: { typeId: type.body.data.id, value: 'A', label: names('x') } },
      { token, language: 'en' },
    );
    expect(dup.body.errors).toEqual([{ path: 'value', message: 'This dictionary already has this value' }]);
    const options = await callRoute(
      ctx.app,
      ROUTES.lookups.dictionary,
      { params: { code } },
      { token, language: 'cn' },
    );
    expect(options.body.data).toEqual([{ value: 'A', label: '特级' }]);
    const items = await callRoute(
      ctx.app,
      ROUTES.system.dictItems.list,
      { query: { typeId: type.body.data.id } },
      { token },
    );
    expect(items.body.data.total).toBe(1);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.system.dictTypes.remove,
        { params: { id: type.body.data.id } },
        { token },
      ),
    ).toBe(409);
  });
});

describe('/SysGoodsAddress (tenant-scoped)', () => {
  it('a company manages its own addresses, one default; another company cannot see or change them', async () => {
    const owner = await signedInUser(ctx.app, ctx.db, { userType: 'producer' });
    const stranger = await signedInUser(ctx.app, ctx.db, { userType: 'dealer' });
    const body = {
      receiver: 'Li Wei',
      phone: '13800138000',
      region: 'Fujian Xiamen',
      address: '1 Harbour Road',
      isDefault: true,
    };
    const first = await callRoute(
      ctx.app,
      ROUTES.system.goodsAddresses.create,
      { body },
      { token: owner.token },
    );
    expect(first.body.data).toMatchObject({ corpId: owner.corpId, isDefault: true });
    const second = await callRoute(
      ctx.app,
      ROUTES.system.goodsAddresses.create,
      { body: { ...body, address: '2 Harbour Road', corpId: stranger.corpId } },
      { token: owner.token },
    );
    const mine = await callRoute(ctx.app, ROUTES.system.goodsAddresses.list, {}, { token: owner.token });
    expect(mine.body.data.list.map((a) => [a.id, a.isDefault])).toEqual([
      [second.body.data.id, true],
      [first.body.data.id, false],
    ]);
    expect(mine.body.data.list.every((a) => a.corpId === owner.corpId)).toBe(true);
    const theirs = await callRoute(ctx.app, ROUTES.system.goodsAddresses.list, {}, { token: stranger.token });
    expect(theirs.body.data.total).toBe(0);
    const address = { params: { id: first.body.data.id } };
    const asStranger = { token: stranger.token };
    for (const request of [
      () => callRoute(ctx.app, ROUTES.system.goodsAddresses.get, address, asStranger),
      // A partial body is enough: the address is not found before the body is read.
      () =>
        callRouteUnchecked(
          ctx.app,
          ROUTES.system.goodsAddresses.update,
          { ...address, body: { receiver: 'Thief' } },
          asStranger,
        ),
      () => callRoute(ctx.app, ROUTES.system.goodsAddresses.remove, address, asStranger),
    ]) {
      expect((await request()).status).toBe(404);
    }
    const admin = await adminToken();
    const all = await callRoute(
      ctx.app,
      ROUTES.system.goodsAddresses.list,
      { query: { keyword: 'Harbour' } },
      { token: admin },
    );
    expect(all.body.data.list.map((a) => a.id)).toEqual(
      expect.arrayContaining([first.body.data.id, second.body.data.id]),
    );
    const badPhone = await callRoute(
      ctx.app,
      ROUTES.system.goodsAddresses.create,
      { body: { ...body, phone: '12' } },
      { token: owner.token, language: 'en' },
    );
    expect(badPhone.body.errors).toEqual([{ path: 'phone', message: 'Enter an 11-digit phone number' }]);
    expect((await auditTrail(ctx.db, 'goods_address', first.body.data.id)).map((a) => a.action)).toEqual([
      'create',
    ]);
  });
});

describe('/SysAudit, /SysMemberScan, /labelControl, /labelControlCorp', () => {
  it('configures one reviewer role per resource type', async () => {
    const token = await adminToken();
    const role = await callRoute(
      ctx.app,
      ROUTES.system.roles.create,
      { body: { code: `rev_${unique()}`, name: names('Reviewers') } },
      { token },
    );
    const existing = await callRoute(
      ctx.app,
      ROUTES.system.reviewSettings.list,
      { query: { keyword: 'bird_product_message' } },
      { token },
    );
    for (const row of existing.body.data.list)
      await callRoute(ctx.app, ROUTES.system.reviewSettings.remove, { params: { id: row.id } }, { token });
    // A type no other flow configures, so files running side by side never meet here.
    const created = await callRoute(
      ctx.app,
      ROUTES.system.reviewSettings.create,
      { body: { resourceType: 'bird_product_message', reviewerRoleId: role.body.data.id } },
      { token },
    );
    expect(created.body.data.reviewerRoleName.en).toBe('Reviewers');
    const again = await callRoute(
      ctx.app,
      ROUTES.system.reviewSettings.create,
      { body: { resourceType: 'bird_product_message', reviewerRoleId: role.body.data.id } },
      { token, language: 'en' },
    );
    expect(again.body.errors).toEqual([
      { path: 'resourceType', message: 'This kind of resource already has a reviewer role' },
    ]);
    // A resource type the body's type does not know, sent on purpose.
    const unknownType = await rawCall(ctx.app, {
      method: 'POST',
      url: '/sys/review-settings',
      payload: { resourceType: 'spaceships', reviewerRoleId: role.body.data.id },
      token,
    });
    expect(unknownType.status).toBe(400);
    await callRoute(
      ctx.app,
      ROUTES.system.reviewSettings.remove,
      { params: { id: created.body.data.id } },
      { token },
    );
  });

  it('member scan settings check that the end is after the start', async () => {
    const token = await adminToken();
    const bad = await callRoute(
      ctx.app,
      ROUTES.system.memberScanSettings.create,
      { body: { name: 'Spring', startTime: '2026-05-01T00:00:00Z', endTime: '2026-04-01T00:00:00Z' } },
      { token, language: 'en' },
    );
    expect(bad.body.errors).toEqual([
      { path: 'endTime', message: 'End Time Must be Greater Than Start Time' },
    ]);
    const ok = await callRoute(
      ctx.app,
      ROUTES.system.memberScanSettings.create,
      {
        body: {
          name: 'Spring',
          scanRewardPoints: 5,
          startTime: '2026-04-01T00:00:00Z',
          endTime: '2026-05-01T00:00:00Z',
        },
      },
      { token },
    );
    expect(ok.body.data).toMatchObject({ scanRewardPoints: 5, startTime: '2026-04-01T00:00:00.000Z' });
  });

  it('label limits: the platform row and per-company rows, usage per batch greater than 1', async () => {
    const token = await adminToken();
    const global = await callRoute(ctx.app, ROUTES.system.labelControl, {}, { token });
    expect(global.body.data).toMatchObject({ corpId: null, maxPerRun: 150000 });
    const tooFew = await callRoute(
      ctx.app,
      ROUTES.system.updateLabelControl,
      { body: { maxPerApplication: 1000, maxPerRun: 1000, maxUsagePerBatch: 1 } },
      { token, language: 'en' },
    );
    expect(tooFew.body.errors).toEqual([
      { path: 'maxUsagePerBatch', message: 'The maximum label usage per batch must be greater than 1' },
    ]);
    const tooMany = await callRoute(
      ctx.app,
      ROUTES.system.updateLabelControl,
      { body: { maxPerApplication: 1000, maxPerRun: 150001, maxUsagePerBatch: 5 } },
      { token },
    );
    expect(tooMany.body.errors?.[0]?.path).toBe('maxPerRun');
    const corp = await createCompany(ctx.db);
    const own = await callRoute(
      ctx.app,
      ROUTES.system.corpLabelControls.create,
      { body: { corpId: corp.id, maxPerApplication: 5000, maxPerRun: 4000, maxUsagePerBatch: 3 } },
      { token },
    );
    expect(own.body.data.corpName).toBe(corp.name);
    const twice = await callRoute(
      ctx.app,
      ROUTES.system.corpLabelControls.create,
      { body: { corpId: corp.id, maxPerApplication: 1, maxPerRun: 1, maxUsagePerBatch: 2 } },
      { token, language: 'en' },
    );
    expect(twice.body.errors).toEqual([
      { path: 'corpId', message: 'This company already has its own label limits' },
    ]);
    const list = await callRoute(ctx.app, ROUTES.system.corpLabelControls.list, {}, { token });
    expect(list.body.data.list.every((row) => row.corpId !== null)).toBe(true);
    expect((await auditTrail(ctx.db, 'label_control', own.body.data.id)).map((a) => a.action)).toEqual([
      'create',
    ]);
  });
});
