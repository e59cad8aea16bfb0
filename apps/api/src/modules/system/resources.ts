import { isKnownPermission, type UserType } from '@trace/contracts';
import {
  companies,
  type DbOrTx,
  dictItems,
  dictTypes,
  goodsAddresses,
  labelControls,
  memberScanSettings,
  reviewSettings,
  roles,
  userRoles,
  versions,
} from '@trace/db';
import { and, count, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { CrudResource } from '../../lib/crud';
import { AppError, fieldError } from '../../lib/errors';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const idsOf = <T>(rows: T[], pick: (row: T) => string | null) => [
  ...new Set(rows.map(pick).filter((v): v is string => !!v)),
];

function checkPermissions(permissions: string[]) {
  if (permissions.some((permission) => !isKnownPermission(permission)))
    throw fieldError('permissions', 'role.unknownPermission');
  return [...new Set(permissions)];
}

type RoleRow = typeof roles.$inferSelect;
type RoleBody = {
  code: string;
  name: RoleRow['name'];
  permissions: string[];
  enabled: boolean;
  remark: string | null;
};

/** Roles: a permission change reaches every holder on their next request (permissions are read per request). */
export const roleResource: CrudResource<RoleRow, unknown, RoleBody> = {
  entity: 'role',
  table: roles,
  id: roles.id,
  search: [roles.code],
  filter: (q) => [q.enabled ? eq(roles.enabled, q.enabled === 'true') : undefined],
  unique: { roles_code_key: { path: 'code', key: 'role.codeTaken' } },
  async toItems(db, rows) {
    const ids = rows.map((r) => r.id);
    const counts = ids.length
      ? await db
          .select({ roleId: userRoles.roleId, n: count() })
          .from(userRoles)
          .where(inArray(userRoles.roleId, ids))
          .groupBy(userRoles.roleId)
      : [];
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      permissions: row.permissions,
      allPermissions: row.allPermissions,
      enabled: row.enabled,
      remark: row.remark,
      defaultFor: row.defaultFor as UserType | null,
      userCount: counts.find((c) => c.roleId === row.id)?.n ?? 0,
      createTime: row.createdAt.toISOString(),
    }));
  },
  toInsert: async (_tx, body) => ({ ...body, permissions: checkPermissions(body.permissions) }),
  toUpdate: async (_tx, body, before) => {
    const values: Partial<RoleBody> = Object.fromEntries(
      Object.entries(body).filter(([, v]) => v !== undefined),
    );
    if (values.permissions) values.permissions = checkPermissions(values.permissions);
    // The code of a default role is how the seed finds it.
    if (before.defaultFor) delete values.code;
    return values;
  },
  async beforeDelete(tx, row) {
    if (row.defaultFor || row.allPermissions) throw new AppError(409, 'role.default');
    const [holders] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, row.id));
    if ((holders?.n ?? 0) > 0) throw new AppError(409, 'role.inUse');
  },
};

type DictTypeRow = typeof dictTypes.$inferSelect;
export const dictTypeResource: CrudResource<
  DictTypeRow,
  unknown,
  { code: string; name: DictTypeRow['name']; remark: string | null }
> = {
  entity: 'dict_type',
  table: dictTypes,
  id: dictTypes.id,
  search: [dictTypes.code],
  unique: { dict_types_code_unique: { path: 'code', key: 'dict.codeTaken' } },
  async toItems(db, rows) {
    const ids = rows.map((r) => r.id);
    const counts = ids.length
      ? await db
          .select({ typeId: dictItems.typeId, n: count() })
          .from(dictItems)
          .where(inArray(dictItems.typeId, ids))
          .groupBy(dictItems.typeId)
      : [];
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      remark: row.remark,
      itemCount: counts.find((c) => c.typeId === row.id)?.n ?? 0,
      createTime: row.createdAt.toISOString(),
    }));
  },
  toInsert: async (_tx, body) => body,
  async beforeDelete(tx, row) {
    const [items] = await tx.select({ n: count() }).from(dictItems).where(eq(dictItems.typeId, row.id));
    if ((items?.n ?? 0) > 0) throw new AppError(409, 'tree.hasChildren');
  },
};

type DictItemRow = typeof dictItems.$inferSelect;
type DictItemBody = {
  typeId: string;
  value: string;
  label: DictItemRow['label'];
  sort: number;
  enabled: boolean;
};
export const dictItemResource: CrudResource<DictItemRow, unknown, DictItemBody> = {
  entity: 'dict_item',
  table: dictItems,
  id: dictItems.id,
  search: [dictItems.value],
  orderBy: dictItems.sort,
  filter: (q) => [q.typeId ? eq(dictItems.typeId, q.typeId as string) : undefined],
  unique: { dict_items_type_value_key: { path: 'value', key: 'dict.valueTaken' } },
  toItems: async (_db, rows) =>
    rows.map((row) => ({
      id: row.id,
      typeId: row.typeId,
      value: row.value,
      label: row.label,
      sort: row.sort,
      enabled: row.enabled,
      createTime: row.createdAt.toISOString(),
    })),
  async toInsert(tx, body) {
    await checkDictType(tx, body.typeId);
    return body;
  },
  // Moving an item to another type names that type too: an unknown one is the caller's mistake.
  async toUpdate(tx, body) {
    if (body.typeId !== undefined) await checkDictType(tx, body.typeId);
    return body;
  },
};

async function checkDictType(tx: DbOrTx, typeId: string) {
  const [type] = await tx.select({ id: dictTypes.id }).from(dictTypes).where(eq(dictTypes.id, typeId));
  if (!type) throw fieldError('typeId', 'dict.typeNotFound');
}

type AddressRow = typeof goodsAddresses.$inferSelect;
type AddressBody = {
  receiver: string;
  phone: string;
  region: string;
  address: string;
  postcode: string | null;
  isDefault: boolean;
  corpId?: string | null;
};

/** Delivery addresses: a company keeps its own; administrators see all and may file for a company. */
export const goodsAddressResource: CrudResource<AddressRow, unknown, AddressBody> = {
  entity: 'goods_address',
  table: goodsAddresses,
  id: goodsAddresses.id,
  tenant: { corpId: goodsAddresses.corpId },
  search: [goodsAddresses.receiver, goodsAddresses.address, goodsAddresses.region],
  async toItems(db, rows) {
    const corpIds = idsOf(rows, (r) => r.corpId);
    const corps = corpIds.length
      ? await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, corpIds))
      : [];
    return rows.map((row) => ({
      id: row.id,
      corpId: row.corpId,
      corpName: corps.find((c) => c.id === row.corpId)?.name ?? null,
      receiver: row.receiver,
      phone: row.phone,
      region: row.region,
      address: row.address,
      postcode: row.postcode,
      isDefault: row.isDefault,
      createTime: row.createdAt.toISOString(),
    }));
  },
  async toInsert(tx, body, ctx) {
    const own =
      ctx.principal.kind === 'user' && ctx.principal.userType === 'admin'
        ? (body.corpId ?? null)
        : ctx.principal.corpId;
    if (own) {
      const [corp] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, own));
      if (!corp) throw fieldError('corpId', 'user.organisationNotFound');
    }
    return { ...body, corpId: own };
  },
  // The owner of an address never changes by editing it.
  toUpdate: async (_tx, body) => {
    const { corpId: _ignored, ...rest } = body;
    return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  },
  /** One default address per owner. */
  async afterWrite(tx, row) {
    if (!row.isDefault) return;
    const sameOwner = row.corpId ? eq(goodsAddresses.corpId, row.corpId) : isNull(goodsAddresses.corpId);
    await tx
      .update(goodsAddresses)
      .set({ isDefault: false })
      .where(and(sameOwner, ne(goodsAddresses.id, row.id)));
  },
};

type ReviewRow = typeof reviewSettings.$inferSelect;
type ReviewBody = { resourceType: string; reviewerRoleId: string; enabled: boolean; remark: string | null };
export const reviewSettingResource: CrudResource<ReviewRow, unknown, ReviewBody> = {
  entity: 'review_setting',
  table: reviewSettings,
  id: reviewSettings.id,
  search: [reviewSettings.resourceType],
  unique: { review_settings_resource_key: { path: 'resourceType', key: 'reviewSetting.exists' } },
  async toItems(db, rows) {
    const roleIds = idsOf(rows, (r) => r.reviewerRoleId);
    const roleRows = roleIds.length
      ? await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, roleIds))
      : [];
    return rows.map((row) => ({
      id: row.id,
      resourceType: row.resourceType,
      reviewerRoleId: row.reviewerRoleId,
      reviewerRoleName: roleRows.find((r) => r.id === row.reviewerRoleId)?.name ?? { cn: '', en: '', fr: '' },
      enabled: row.enabled,
      remark: row.remark,
      createTime: row.createdAt.toISOString(),
    }));
  },
  async toInsert(tx, body) {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, body.reviewerRoleId));
    if (!role) throw fieldError('reviewerRoleId', 'role.notFound');
    return body;
  },
  async toUpdate(tx, body) {
    if (body.reviewerRoleId) {
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, body.reviewerRoleId));
      if (!role) throw fieldError('reviewerRoleId', 'role.notFound');
    }
    return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  },
};

type MemberScanRow = typeof memberScanSettings.$inferSelect;
type MemberScanBody = Omit<typeof memberScanSettings.$inferInsert, 'id' | 'startTime' | 'endTime'> & {
  startTime: string | null;
  endTime: string | null;
};
const withDates = (body: MemberScanBody) => ({
  ...body,
  startTime: body.startTime ? new Date(body.startTime) : null,
  endTime: body.endTime ? new Date(body.endTime) : null,
});
export const memberScanResource: CrudResource<MemberScanRow, unknown, MemberScanBody, MemberScanBody> = {
  entity: 'member_scan_setting',
  table: memberScanSettings,
  id: memberScanSettings.id,
  search: [memberScanSettings.name],
  toItems: async (_db, rows) =>
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      memberRegistration: row.memberRegistration,
      requirePhone: row.requirePhone,
      registerRewardPoints: row.registerRewardPoints,
      scanRewardPoints: row.scanRewardPoints,
      dailyRewardLimit: row.dailyRewardLimit,
      startTime: iso(row.startTime),
      endTime: iso(row.endTime),
      enabled: row.enabled,
      remark: row.remark,
      createTime: row.createdAt.toISOString(),
    })),
  toInsert: async (_tx, body) => withDates(body),
  toUpdate: async (_tx, body) => withDates(body),
};

type LabelControlRow = typeof labelControls.$inferSelect;
type CorpLabelControlBody = {
  corpId: string;
  maxPerApplication: number;
  maxPerRun: number;
  maxUsagePerBatch: number;
  remark: string | null;
};

export async function labelControlItems(
  db: Parameters<CrudResource<LabelControlRow, unknown, unknown>['toItems']>[0],
  rows: LabelControlRow[],
) {
  const corpIds = idsOf(rows, (r) => r.corpId);
  const corps = corpIds.length
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, corpIds))
    : [];
  return rows.map((row) => ({
    id: row.id,
    corpId: row.corpId,
    corpName: corps.find((c) => c.id === row.corpId)?.name ?? null,
    maxPerApplication: row.maxPerApplication,
    maxPerRun: row.maxPerRun,
    maxUsagePerBatch: row.maxUsagePerBatch,
    remark: row.remark,
    updateTime: row.updatedAt.toISOString(),
  }));
}

/** Per-company label limits (the platform-wide row, corp null, has its own two routes). */
export const corpLabelControlResource: CrudResource<LabelControlRow, unknown, CorpLabelControlBody> = {
  entity: 'label_control',
  table: labelControls,
  id: labelControls.id,
  orderBy: labelControls.updatedAt,
  filter: () => [isNotNull(labelControls.corpId)],
  unique: { label_controls_corp_key: { path: 'corpId', key: 'labelControl.corpExists' } },
  toItems: (db, rows) => labelControlItems(db, rows),
  async toInsert(tx, body) {
    const [corp] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, body.corpId));
    if (!corp) throw fieldError('corpId', 'user.organisationNotFound');
    return body;
  },
  // A company's row stays that company's.
  toUpdate: async (_tx, body) => {
    const { corpId: _ignored, ...rest } = body;
    return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  },
};

type VersionRow = typeof versions.$inferSelect;
export const toVersion = (row: VersionRow) => ({
  id: row.id,
  version: row.version,
  title: row.title,
  content: row.content,
  published: row.published,
  publishTime: iso(row.publishedAt),
  createTime: row.createdAt.toISOString(),
});
export const versionResource: CrudResource<
  VersionRow,
  unknown,
  { version: string; title: string; content: string }
> = {
  entity: 'version',
  table: versions,
  id: versions.id,
  search: [versions.version, versions.title],
  toItems: async (_db, rows) => rows.map(toVersion),
  toInsert: async (_tx, body) => body,
};
