import { DEFAULT_ROLES, NAVIGATION, pagePermission, USER_TYPES, type UserType } from '@trace/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { hashPassword } from '../passwords';
import {
  certBodies,
  companies,
  companyEvaluations,
  companyPartners,
  dictItems,
  dictTypes,
  honourCertificates,
  labelControls,
  labelSerialCounter,
  menus,
  platforms,
  printingFactories,
  productCategories,
  products,
  roles,
  userRoles,
  users,
} from '../schema/index';
import { seedDemoBatches } from './batches';
import { seedDemoBirdProductMsgs } from './bird-product-msgs';
import { seedDemoCertification } from './certification';
import { seedDemoCertBody } from './certification-bodies';
import { DICTIONARY_SEEDS } from './dictionaries';
import { seedDemoGinseng } from './ginseng';
import { seedDemoConsumers } from './members';
import { seedDemoNews } from './news';
import { seedDemoPartners } from './partners';
import { PLATFORM_SEEDS } from './platforms';
import { PRODUCT_CATEGORY_SEEDS } from './products';
import { seedDemoRecords } from './records';
import { seedDemoScans } from './scans';
import { seedDemoShipments } from './shipments';
import { seedDemoTrade } from './trade';
import { seedDemoWorkOrders } from './work-orders';

export { demoFirstCheckLabel } from './scans';

/**
 * Base data every installation needs: platforms, dictionaries, menus, default roles. Idempotent: rows
 * that exist are left as administrators edited them; rows added by a new release are inserted.
 */
export async function seedBase(db: Database, options: { platform: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(platforms)
      .values(PLATFORM_SEEDS.map((p) => ({ ...p, active: false })))
      .onConflictDoNothing();
    await tx.update(platforms).set({ active: sql`${platforms.key} = ${options.platform}` });

    for (const dict of DICTIONARY_SEEDS) {
      const [type] = await tx
        .insert(dictTypes)
        .values({ code: dict.code, name: dict.name })
        .onConflictDoUpdate({ target: dictTypes.code, set: { code: dict.code } })
        .returning({ id: dictTypes.id });
      await tx
        .insert(dictItems)
        .values(
          dict.items.map((it, index) => ({
            typeId: type!.id,
            value: it.value,
            label: it.label,
            sort: index,
          })),
        )
        .onConflictDoNothing();
    }

    // A page may sit in several menu entries, and administrators move and copy entries: a navigation
    // page is added only when no entry opens it yet, and a group is found by its key wherever it sits.
    const existingPaths = new Map(
      (await tx.select({ id: menus.id, path: menus.path }).from(menus)).map((row) => [row.path, row.id]),
    );
    for (const [groupIndex, group] of NAVIGATION.entries()) {
      const groupPath = `#${group.key}`;
      let parentId = existingPaths.get(groupPath);
      if (!parentId) {
        const [parent] = await tx
          .insert(menus)
          .values({ name: group.name, path: groupPath, icon: group.icon, sort: groupIndex * 10 })
          .onConflictDoUpdate({ target: [menus.parentId, menus.path], set: { path: groupPath } })
          .returning({ id: menus.id });
        parentId = parent!.id;
      }
      const missing = group.pages
        .map((page, index) => ({ page, index }))
        .filter(({ page }) => !existingPaths.has(page.path));
      if (missing.length === 0) continue;
      await tx
        .insert(menus)
        .values(
          missing.map(({ page, index }) => ({
            parentId,
            name: page.name,
            path: page.path,
            permission: pagePermission(group.key, page.path),
            platforms: page.platforms ? [...page.platforms] : null,
            sort: index,
          })),
        )
        .onConflictDoNothing();
    }

    await tx
      .insert(productCategories)
      .values(
        PRODUCT_CATEGORY_SEEDS.map((category, index) => ({
          ...category,
          platforms: category.platforms ? [...category.platforms] : null,
          sort: index,
        })),
      )
      .onConflictDoNothing();

    // Label serials start at 10^15, so every generated excode has 16 digits.
    await tx
      .insert(labelSerialCounter)
      .values({ id: 1, nextSerial: 1_000_000_000_000_000n })
      .onConflictDoNothing();

    // The platform-wide label limits (spec: at most 150,000 labels per run); companies may get their own.
    await tx
      .insert(labelControls)
      .values({ corpId: null, maxPerApplication: 150_000, maxPerRun: 150_000, maxUsagePerBatch: 150_000 })
      .onConflictDoNothing();

    for (const userType of USER_TYPES) {
      const role = DEFAULT_ROLES[userType];
      const defaults = role.permissions === 'all' ? [] : [...new Set(role.permissions)];
      const [existing] = await tx.select().from(roles).where(eq(roles.defaultFor, userType)).for('update');
      if (!existing) {
        await tx
          .insert(roles)
          .values({
            code: role.code,
            name: role.name,
            defaultFor: userType,
            permissions: defaults,
            seededPermissions: defaults,
            allPermissions: role.permissions === 'all',
          })
          .onConflictDoNothing();
        continue;
      }
      const introduced = defaults.filter((p) => !existing.seededPermissions.includes(p));
      if (introduced.length === 0 && existing.seededPermissions.length === defaults.length) continue;
      await tx
        .update(roles)
        .set({
          permissions: [...new Set([...existing.permissions, ...introduced])],
          seededPermissions: defaults,
        })
        .where(eq(roles.id, existing.id));
    }
  });
}

export const DEMO_PASSWORD = 'Demo@2026';

export const DEMO_ACCOUNTS: readonly { account: string; userType: UserType; userName: string }[] = [
  { account: 'admin', userType: 'admin', userName: 'Platform Administrator' },
  { account: 'producer', userType: 'producer', userName: 'Li Wei (producer)' },
  { account: 'importer', userType: 'importer', userName: 'Chen Jing (importer)' },
  { account: 'dealer', userType: 'dealer', userName: 'Wang Fang (dealer)' },
  { account: 'overseas', userType: 'overseas_producer', userName: 'Ahmad Rahman (overseas producer)' },
  { account: 'certbody', userType: 'cert_body', userName: 'Zhao Min (certification body)' },
  { account: 'certreviewer', userType: 'cert_body', userName: 'Qian Hui (certification reviewer)' },
  { account: 'auditor', userType: 'auditor', userName: 'Sun Lei (auditor)' },
  { account: 'printer', userType: 'printer', userName: 'Zhou Qiang (printing factory)' },
];

const DAY = 24 * 60 * 60 * 1000;

/** Demo companies, organisations and one account per user type. Only on a database without users. */
export async function seedDemo(db: Database): Promise<'created' | 'skipped'> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return 'skipped';
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const now = Date.now();
    const profile = (name: string, contactName: string, address: string) => ({
      name,
      legalRepresentative: contactName,
      contactName,
      contactPhone: `138${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      address,
      introduction: `${name} is a demonstration company of the platform.`,
      status: 'passed',
      traceStatus: 'traceable',
      syStatus: 1,
      syStartTime: new Date(now - 300 * DAY),
    });
    const companyRows = await tx
      .insert(companies)
      .values([
        {
          kind: 'producer',
          countryId: 'CN',
          registrationNo: '91350200MA2XYZ0001',
          ...profile('Golden Swiftlet Bird’s Nest Co., Ltd.', 'Li Wei', '88 Harbour Road, Xiamen, Fujian'),
          syEndTime: new Date(now + 20 * DAY),
        },
        {
          kind: 'importer',
          countryId: 'CN',
          registrationNo: '91310000MA1ABC0002',
          ...profile('Pacific Harbour Imports Ltd.', 'Chen Jing', '1 Bund Avenue, Shanghai'),
          syEndTime: new Date(now + 300 * DAY),
        },
        {
          kind: 'dealer',
          countryId: 'CN',
          registrationNo: '914403001234567',
          ...profile('Riverside Fine Foods Trading', 'Wang Fang', '12 Riverside Street, Shenzhen'),
          syEndTime: new Date(now + 200 * DAY),
        },
        {
          kind: 'overseas_producer',
          countryId: 'MY',
          registrationNo: '201901012345678901234',
          ...profile('Borneo Swiftlet Farms Sdn. Bhd.', 'Ahmad Rahman', 'Lot 5, Jalan Walet, Sibu, Sarawak'),
          syEndTime: new Date(now + 365 * DAY),
        },
      ])
      .returning({ id: companies.id, kind: companies.kind });
    const corpOf = (kind: string) => companyRows.find((c) => c.kind === kind)!.id;
    const [certBody] = await tx
      .insert(certBodies)
      .values({ name: 'China Quality Certification Centre', countryId: 'CN' })
      .returning();
    const [factory] = await tx
      .insert(printingFactories)
      .values({ name: 'Secure Label Printing Works' })
      .returning();
    const roleRows = await tx.select({ id: roles.id, defaultFor: roles.defaultFor }).from(roles);

    // A partner network, a certificate and an evaluation nearing their dates, and products on sale.
    await tx.insert(companyPartners).values([
      { corpId: corpOf('producer'), partnerCorpId: corpOf('dealer'), relation: 'dealer', canShip: true },
      { corpId: corpOf('importer'), partnerCorpId: corpOf('dealer'), relation: 'dealer', canShip: true },
    ]);
    await tx.insert(honourCertificates).values({
      corpId: corpOf('producer'),
      name: 'Green Food Certificate',
      issuer: 'China Green Food Development Center',
      number: 'LB-18-2201350012',
      issueDate: new Date(now - 350 * DAY),
      expiryDate: new Date(now + 15 * DAY),
      reviewStatus: 'passed',
    });
    await tx.insert(companyEvaluations).values({
      corpId: corpOf('producer'),
      certBodyId: certBody!.id,
      title: 'Annual HACCP evaluation',
      grade: 'A',
      score: 92,
      content: 'Processing hygiene and traceability records meet the standard.',
      evaluatedAt: new Date(now - 340 * DAY),
      dueTime: new Date(now + 25 * DAY),
    });
    const [driedNest] = await tx
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(eq(productCategories.code, 'dried_birds_nest'));
    if (driedNest) {
      await tx.insert(products).values([
        {
          corpId: corpOf('producer'),
          categoryId: driedNest.id,
          productName: 'Premium Cup Nest',
          description: 'Hand-cleaned white cup nests, 50 g gift box',
          gtin: '06901234567892',
          reviewStatus: 'passed',
          listingStatus: 'online',
        },
        {
          corpId: corpOf('overseas_producer'),
          categoryId: driedNest.id,
          productName: 'Borneo House Nest',
          replaceProductName: 'Sarawak Nest Strips',
          description: 'Cleaned nest strips, 100 g',
          reviewStatus: 'passed',
          listingStatus: 'online',
        },
      ]);
    }

    for (const demo of DEMO_ACCOUNTS) {
      const isCompany = ['producer', 'importer', 'dealer', 'overseas_producer'].includes(demo.userType);
      const [user] = await tx
        .insert(users)
        .values({
          account: demo.account,
          passwordHash,
          userType: demo.userType,
          userName: demo.userName,
          email: `${demo.account}@demo.example.com`,
          corpId: isCompany ? corpOf(demo.userType) : null,
          certBodyId: demo.userType === 'cert_body' || demo.userType === 'auditor' ? certBody!.id : null,
          printingFactoryId: demo.userType === 'printer' ? factory!.id : null,
        })
        .returning({ id: users.id });
      const role = roleRows.find((r) => r.defaultFor === demo.userType);
      if (role) await tx.insert(userRoles).values({ userId: user!.id, roleId: role.id });
    }

    // The demo body's accreditation and auditor register (seed/certification-bodies.ts).
    await seedDemoCertBody(tx, certBody!.id, corpOf('producer'));
    // A certified module, its certificate and a surveillance audit under way; an application to review.
    await seedDemoCertification(tx, {
      certBodyId: certBody!.id,
      producerCorpId: corpOf('producer'),
      overseasCorpId: corpOf('overseas_producer'),
    });

    // Batches, bound labels and raw material of the demo producer (seed/batches.ts).
    const [producerUser] = await tx
      .select({ id: users.id, name: users.userName })
      .from(users)
      .where(eq(users.account, 'producer'));
    if (producerUser) await seedDemoBatches(tx, corpOf('producer'), producerUser);

    // An American ginseng farm, its plots and records; a demo batch names a plot (seed/ginseng.ts).
    if (producerUser) await seedDemoGinseng(tx, corpOf('producer'), producerUser.id);

    // Approved test report, customs, whole-chain record and articles of a demo batch (seed/records.ts).
    if (producerUser) await seedDemoRecords(tx, corpOf('producer'));

    // An approved bird's-nest product sheet of the same product (seed/bird-product-msgs.ts).
    if (producerUser) await seedDemoBirdProductMsgs(tx, corpOf('producer'));

    // Consumers' reviews, feedback and a member on the demo producer's bound labels (seed/members.ts).
    if (producerUser) await seedDemoConsumers(tx, corpOf('producer'), producerUser);

    // Deliveries from the demo producer to the demo dealer, one received, one on its way (seed/shipments.ts).
    await seedDemoShipments(tx, corpOf('producer'), corpOf('dealer'), producerUser?.id ?? null);

    // Consumer scans with their daily counts and a counterfeit alert on the producer's labels (seed/scans.ts).
    await seedDemoScans(tx, corpOf('producer'));

    // A retailer reading the producer's batches, a broker's request waiting for it (seed/partners.ts).
    const [adminUser] = await tx.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
    await seedDemoPartners(tx, corpOf('producer'), adminUser?.id ?? null);

    // Ten months of label orders, exports, customs clearances and imports for the statistics (seed/trade.ts).
    await seedDemoTrade(tx, {
      producerCorpId: corpOf('producer'),
      importerCorpId: corpOf('importer'),
      importerName: 'Pacific Harbour Imports Ltd.',
      overseasCorpId: corpOf('overseas_producer'),
      printingFactoryId: factory!.id,
      operatorId: producerUser?.id ?? null,
    });

    if (adminUser) {
      // A question of the producer answered by the administrator, and what the platform opens itself
      // (seed/work-orders.ts); news in every language and a past maintenance window (seed/news.ts).
      if (producerUser)
        await seedDemoWorkOrders(tx, {
          producerCorpId: corpOf('producer'),
          producerUserId: producerUser.id,
          adminUserId: adminUser.id,
        });
      await seedDemoNews(tx, adminUser.id);
    }
  });
  return 'created';
}

/** Gives a new user the default role of its type. */
export async function assignDefaultRole(
  db: Database | Parameters<Parameters<Database['transaction']>[0]>[0],
  userId: string,
  userType: UserType,
) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.defaultFor, userType));
  if (role) await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
}
