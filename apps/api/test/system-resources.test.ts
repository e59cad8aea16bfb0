import { menus } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { seedBase } from '@trace/db/seed/index';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditTrail, call, signedInUser, useTestApp } from './helpers';

const ctx = useTestApp();
let n = 0;
const unique = () => `${Date.now() % 1e8}${n++}`;
const names = (text: string) => ({ cn: `${text}中`, en: text, fr: `${text} fr` });
const adminToken = async () => (await signedInUser(ctx.app, ctx.db, { userType: 'admin' })).token;

describe('/SysDept (tree)', () => {
  it('builds a tree, refuses cycles, and refuses deleting a department with children or users', async () => {
    const token = await adminToken();
    const root = await call<string>(ctx.app, {
      method: 'POST',
      url: '/sys/depts',
      token,
      payload: { name: `Ops ${unique()}` },
    });
    const child = await call<string>(ctx.app, {
      method: 'POST',
      url: '/sys/depts',
      token,
      payload: { name: 'Support', parentId: root.body.data },
    });
    const tree = await call<{ id: string; children: { id: string }[] }[]>(ctx.app, {
      method: 'GET',
      url: '/sys/depts',
      token,
    });
    expect(tree.body.data.find((d) => d.id === root.body.data)?.children.map((c) => c.id)).toEqual([
      child.body.data,
    ]);
    const cycle = await call(ctx.app, {
      method: 'PUT',
      url: `/sys/depts/${root.body.data}`,
      token,
      language: 'en',
      payload: { name: 'Ops', parentId: child.body.data },
    });
    expect(cycle.body.errors).toEqual([
      { path: 'parentId', message: 'It cannot move under itself or one of its own entries' },
    ]);
    const withChildren = await call(ctx.app, {
      method: 'DELETE',
      url: `/sys/depts/${root.body.data}`,
      token,
      language: 'en',
    });
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.msg).toBe('Delete the entries below it first');
    expect(
      (await call(ctx.app, { method: 'DELETE', url: `/sys/depts/${child.body.data}`, token })).body.code,
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
    const group = await call<string>(ctx.app, {
      method: 'POST',
      url: '/sys/menus',
      token,
      payload: { name: names(`Group ${unique()}`), icon: 'folder', sort: 900 },
    });
    const path = `/customPage${unique()}`;
    const page = await call<string>(ctx.app, {
      method: 'POST',
      url: '/sys/menus',
      token,
      payload: {
        parentId: group.body.data,
        name: names('Custom page'),
        path,
        permission: 'news.newsList.view',
      },
    });
    expect(page.body.code).toBe('200');
    const reader = await signedInUser(ctx.app, ctx.db, { permissions: ['news.newsList.view'] });
    const seen = await call<{ menus: { name: string; children: { path: string }[] }[] }>(ctx.app, {
      method: 'GET',
      url: '/user/read/promission?language=fr',
      token: reader.token,
    });
    expect(seen.body.data.menus.flatMap((m) => m.children.map((c) => c.path))).toContain(path);
    const duplicate = await call(ctx.app, {
      method: 'POST',
      url: '/sys/menus',
      token,
      language: 'en',
      payload: { parentId: group.body.data, name: names('Again'), path },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors).toEqual([
      { path: 'path', message: 'This group already has an entry for this path' },
    ]);
    const unknown = await call(ctx.app, {
      method: 'POST',
      url: '/sys/menus',
      token,
      payload: { name: names('Bad'), permission: 'made.up' },
    });
    expect(unknown.body.errors?.[0]?.path).toBe('permission');
    const tree = await call<
      { id: string; name: { en: string }; path: string | null; children: { path: string }[] }[]
    >(ctx.app, { method: 'GET', url: '/sys/menus', token });
    const node = tree.body.data.find((m) => m.id === group.body.data);
    expect(node?.path).toBeNull();
    expect(node?.children.map((c) => c.path)).toEqual([path]);
    await call(ctx.app, {
      method: 'PUT',
      url: `/sys/menus/${page.body.data}`,
      token,
      payload: {
        parentId: group.body.data,
        name: names('Renamed'),
        path,
        permission: 'news.newsList.view',
        visible: false,
      },
    });
    const hidden = await call<{ menus: { children: { path: string }[] }[] }>(ctx.app, {
      method: 'GET',
      url: '/user/read/promission',
      token: reader.token,
    });
    expect(hidden.body.data.menus.flatMap((m) => m.children.map((c) => c.path))).not.toContain(path);
    expect(
      (await call(ctx.app, { method: 'DELETE', url: `/sys/menus/${group.body.data}`, token })).status,
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
    const group = await call<string>(ctx.app, {
      method: 'POST',
      url: '/sys/menus',
      token,
      payload: { name: names(`Auditing ${unique()}`), icon: 'folder', sort: 950 },
    });
    const second = await call<string>(ctx.app, {
      method: 'POST',
      url: '/sys/menus',
      token,
      language: 'fr',
      payload: {
        parentId: group.body.data,
        name: names('Audit trail'),
        path: '/SysLog',
        permission: 'system.SysLog.view',
      },
    });
    expect(second.status).toBe(200);
    expect(second.body.code).toBe('200');

    // Both entries reach a holder of the permission, each under its own group.
    const reader = await signedInUser(ctx.app, ctx.db, { permissions: ['system.SysLog.view'] });
    const seen = await call<{ menus: { id: string; path: string | null; children: { path: string }[] }[] }>(
      ctx.app,
      { method: 'GET', url: '/user/read/promission?language=en', token: reader.token },
    );
    expect(entriesOf(seen.body.data.menus as never, '/SysLog')).toBe(2);
    expect(seen.body.data.menus.find((m) => m.id === group.body.data)?.children.map((c) => c.path)).toEqual([
      '/SysLog',
    ]);

    // Once per group: the original group, or moving the new entry there, is refused in the caller's language.
    for (const [method, url] of [
      ['POST', '/sys/menus'],
      ['PUT', `/sys/menus/${second.body.data}`],
    ] as const) {
      const twice = await call(ctx.app, {
        method,
        url,
        token,
        language: 'fr',
        payload: { parentId: logPage!.parentId, name: names('Twice'), path: '/SysLog' },
      });
      expect(twice.status).toBe(400);
      expect(twice.body.errors).toEqual([
        { path: 'path', message: 'Ce groupe a déjà une entrée pour ce chemin' },
      ]);
    }

    // Seeding again (a new release) keeps both entries and adds none.
    await seedBase(ctx.db, { platform: 'birdnest' });
    const tree = await call<{ path: string | null; children: unknown[] }[]>(ctx.app, {
      method: 'GET',
      url: '/sys/menus',
      token,
    });
    expect(entriesOf(tree.body.data, '/SysLog')).toBe(2);

    // Deleting one entry leaves the page on the other.
    await call(ctx.app, { method: 'DELETE', url: `/sys/menus/${second.body.data}`, token });
    const after = await call<{ menus: { path: string | null; children: unknown[] }[] }>(ctx.app, {
      method: 'GET',
      url: '/user/read/promission',
      token: reader.token,
    });
    expect(entriesOf(after.body.data.menus, '/SysLog')).toBe(1);
  });
});

describe('/SysRole', () => {
  it('creates, edits and deletes roles; protects default and assigned roles; lists the permission catalogue', async () => {
    const token = await adminToken();
    const code = `auditors_${unique()}`;
    const created = await call<{ id: string; permissions: string[]; userCount: number }>(ctx.app, {
      method: 'POST',
      url: '/sys/roles',
      token,
      payload: {
        code,
        name: names('Auditors'),
        permissions: ['system.SysLog.view', 'system.SysLog.view'],
        remark: 'read logs',
      },
    });
    expect(created.body.data).toMatchObject({ permissions: ['system.SysLog.view'], userCount: 0 });
    const taken = await call(ctx.app, {
      method: 'POST',
      url: '/sys/roles',
      token,
      language: 'en',
      payload: { code, name: names('x') },
    });
    expect(taken.body.errors).toEqual([{ path: 'code', message: 'This role code already exists' }]);
    const bad = await call(ctx.app, {
      method: 'PUT',
      url: `/sys/roles/${created.body.data.id}`,
      token,
      payload: { permissions: ['nope.nope'] },
    });
    expect(bad.body.errors?.[0]?.path).toBe('permissions');
    const holder = await signedInUser(ctx.app, ctx.db, { permissions: [] });
    await ctx.db.execute(
      `insert into user_roles (user_id, role_id) values ('${holder.id}', '${created.body.data.id}')` as never,
    );
    expect((await call(ctx.app, { method: 'GET', url: '/sys/audit-logs', token: holder.token })).status).toBe(
      200,
    );
    await call(ctx.app, {
      method: 'PUT',
      url: `/sys/roles/${created.body.data.id}`,
      token,
      payload: { enabled: false },
    });
    expect((await call(ctx.app, { method: 'GET', url: '/sys/audit-logs', token: holder.token })).status).toBe(
      403,
    );
    const inUse = await call(ctx.app, {
      method: 'DELETE',
      url: `/sys/roles/${created.body.data.id}`,
      token,
      language: 'en',
    });
    expect(inUse.body.msg).toBe('Users still have this role; it cannot be deleted');
    const producerRole = await call<{ list: { id: string }[] }>(ctx.app, {
      method: 'GET',
      url: '/sys/roles?keyword=producer',
      token,
    });
    const deleteDefault = await call(ctx.app, {
      method: 'DELETE',
      url: `/sys/roles/${producerRole.body.data.list[0]!.id}`,
      token,
    });
    expect(deleteDefault.status).toBe(409);
    const catalogue = await call<{ key: string; name: string }[]>(ctx.app, {
      method: 'GET',
      url: '/sys/permissions',
      token,
      language: 'en',
    });
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
    const type = await call<{ id: string }>(ctx.app, {
      method: 'POST',
      url: '/sys/dict-types',
      token,
      payload: { code, name: names('Grade') },
    });
    expect(type.body.code).toBe('200');
    await call(ctx.app, {
      method: 'POST',
      url: '/sys/dict-items',
      token,
      payload: {
        typeId: type.body.data.id,
        value: 'A',
        label: { cn: '特级', en: 'Premium', fr: 'Premium' },
        sort: 1,
      },
    });
    const dup = await call(ctx.app, {
      method: 'POST',
      url: '/sys/dict-items',
      token,
      language: 'en',
      payload: { typeId: type.body.data.id, value: 'A', label: names('x') },
    });
    expect(dup.body.errors).toEqual([{ path: 'value', message: 'This dictionary already has this value' }]);
    const options = await call<{ value: string; label: string }[]>(ctx.app, {
      method: 'GET',
      url: `/lookups/dictionaries/${code}`,
      token,
      language: 'cn',
    });
    expect(options.body.data).toEqual([{ value: 'A', label: '特级' }]);
    const items = await call<{ total: number }>(ctx.app, {
      method: 'GET',
      url: `/sys/dict-items?typeId=${type.body.data.id}`,
      token,
    });
    expect(items.body.data.total).toBe(1);
    expect(
      (await call(ctx.app, { method: 'DELETE', url: `/sys/dict-types/${type.body.data.id}`, token })).status,
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
    const first = await call<{ id: string; corpId: string; isDefault: boolean }>(ctx.app, {
      method: 'POST',
      url: '/sys/goods-addresses',
      token: owner.token,
      payload: body,
    });
    expect(first.body.data).toMatchObject({ corpId: owner.corpId, isDefault: true });
    const second = await call<{ id: string }>(ctx.app, {
      method: 'POST',
      url: '/sys/goods-addresses',
      token: owner.token,
      payload: { ...body, address: '2 Harbour Road', corpId: stranger.corpId },
    });
    const mine = await call<{ list: { id: string; isDefault: boolean; corpId: string }[] }>(ctx.app, {
      method: 'GET',
      url: '/sys/goods-addresses',
      token: owner.token,
    });
    expect(mine.body.data.list.map((a) => [a.id, a.isDefault])).toEqual([
      [second.body.data.id, true],
      [first.body.data.id, false],
    ]);
    expect(mine.body.data.list.every((a) => a.corpId === owner.corpId)).toBe(true);
    const theirs = await call<{ total: number }>(ctx.app, {
      method: 'GET',
      url: '/sys/goods-addresses',
      token: stranger.token,
    });
    expect(theirs.body.data.total).toBe(0);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { receiver: 'Thief' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(ctx.app, {
        method,
        url: `/sys/goods-addresses/${first.body.data.id}`,
        token: stranger.token,
        payload,
      });
      expect(res.status).toBe(404);
    }
    const admin = await adminToken();
    const all = await call<{ list: { id: string }[] }>(ctx.app, {
      method: 'GET',
      url: `/sys/goods-addresses?keyword=Harbour`,
      token: admin,
    });
    expect(all.body.data.list.map((a) => a.id)).toEqual(
      expect.arrayContaining([first.body.data.id, second.body.data.id]),
    );
    const badPhone = await call(ctx.app, {
      method: 'POST',
      url: '/sys/goods-addresses',
      token: owner.token,
      language: 'en',
      payload: { ...body, phone: '12' },
    });
    expect(badPhone.body.errors).toEqual([{ path: 'phone', message: 'Enter an 11-digit phone number' }]);
    expect((await auditTrail(ctx.db, 'goods_address', first.body.data.id)).map((a) => a.action)).toEqual([
      'create',
    ]);
  });
});

describe('/SysAudit, /SysMemberScan, /labelControl, /labelControlCorp', () => {
  it('configures one reviewer role per resource type', async () => {
    const token = await adminToken();
    const role = await call<{ id: string }>(ctx.app, {
      method: 'POST',
      url: '/sys/roles',
      token,
      payload: { code: `rev_${unique()}`, name: names('Reviewers') },
    });
    const existing = await call<{ list: { id: string; resourceType: string }[] }>(ctx.app, {
      method: 'GET',
      url: '/sys/review-settings?keyword=bird_product_message',
      token,
    });
    for (const row of existing.body.data.list)
      await call(ctx.app, { method: 'DELETE', url: `/sys/review-settings/${row.id}`, token });
    // A type no other flow configures, so files running side by side never meet here.
    const created = await call<{ id: string; reviewerRoleName: { en: string } }>(ctx.app, {
      method: 'POST',
      url: '/sys/review-settings',
      token,
      payload: { resourceType: 'bird_product_message', reviewerRoleId: role.body.data.id },
    });
    expect(created.body.data.reviewerRoleName.en).toBe('Reviewers');
    const again = await call(ctx.app, {
      method: 'POST',
      url: '/sys/review-settings',
      token,
      language: 'en',
      payload: { resourceType: 'bird_product_message', reviewerRoleId: role.body.data.id },
    });
    expect(again.body.errors).toEqual([
      { path: 'resourceType', message: 'This kind of resource already has a reviewer role' },
    ]);
    const unknownType = await call(ctx.app, {
      method: 'POST',
      url: '/sys/review-settings',
      token,
      payload: { resourceType: 'spaceships', reviewerRoleId: role.body.data.id },
    });
    expect(unknownType.status).toBe(400);
    await call(ctx.app, { method: 'DELETE', url: `/sys/review-settings/${created.body.data.id}`, token });
  });

  it('member scan settings check that the end is after the start', async () => {
    const token = await adminToken();
    const bad = await call(ctx.app, {
      method: 'POST',
      url: '/sys/member-scan-settings',
      token,
      language: 'en',
      payload: { name: 'Spring', startTime: '2026-05-01T00:00:00Z', endTime: '2026-04-01T00:00:00Z' },
    });
    expect(bad.body.errors).toEqual([
      { path: 'endTime', message: 'End Time Must be Greater Than Start Time' },
    ]);
    const ok = await call<{ scanRewardPoints: number; startTime: string }>(ctx.app, {
      method: 'POST',
      url: '/sys/member-scan-settings',
      token,
      payload: {
        name: 'Spring',
        scanRewardPoints: 5,
        startTime: '2026-04-01T00:00:00Z',
        endTime: '2026-05-01T00:00:00Z',
      },
    });
    expect(ok.body.data).toMatchObject({ scanRewardPoints: 5, startTime: '2026-04-01T00:00:00.000Z' });
  });

  it('label limits: the platform row and per-company rows, usage per batch greater than 1', async () => {
    const token = await adminToken();
    const global = await call<{ corpId: null; maxPerRun: number }>(ctx.app, {
      method: 'GET',
      url: '/sys/label-control',
      token,
    });
    expect(global.body.data).toMatchObject({ corpId: null, maxPerRun: 150000 });
    const tooFew = await call(ctx.app, {
      method: 'PUT',
      url: '/sys/label-control',
      token,
      language: 'en',
      payload: { maxPerApplication: 1000, maxPerRun: 1000, maxUsagePerBatch: 1 },
    });
    expect(tooFew.body.errors).toEqual([
      { path: 'maxUsagePerBatch', message: 'The maximum label usage per batch must be greater than 1' },
    ]);
    const tooMany = await call(ctx.app, {
      method: 'PUT',
      url: '/sys/label-control',
      token,
      payload: { maxPerApplication: 1000, maxPerRun: 150001, maxUsagePerBatch: 5 },
    });
    expect(tooMany.body.errors?.[0]?.path).toBe('maxPerRun');
    const corp = await createCompany(ctx.db);
    const own = await call<{ id: string; corpName: string }>(ctx.app, {
      method: 'POST',
      url: '/sys/label-control/companies',
      token,
      payload: { corpId: corp.id, maxPerApplication: 5000, maxPerRun: 4000, maxUsagePerBatch: 3 },
    });
    expect(own.body.data.corpName).toBe(corp.name);
    const twice = await call(ctx.app, {
      method: 'POST',
      url: '/sys/label-control/companies',
      token,
      language: 'en',
      payload: { corpId: corp.id, maxPerApplication: 1, maxPerRun: 1, maxUsagePerBatch: 2 },
    });
    expect(twice.body.errors).toEqual([
      { path: 'corpId', message: 'This company already has its own label limits' },
    ]);
    const list = await call<{ list: { corpId: string | null }[] }>(ctx.app, {
      method: 'GET',
      url: '/sys/label-control/companies',
      token,
    });
    expect(list.body.data.list.every((row) => row.corpId !== null)).toBe(true);
    expect((await auditTrail(ctx.db, 'label_control', own.body.data.id)).map((a) => a.action)).toEqual([
      'create',
    ]);
  });
});
