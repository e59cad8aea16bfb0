import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { auditorConflicts, auditors, certBodies, productCategories, users } from '../schema/index';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/**
 * The demo body's accreditation (HACCP and ISO 22000, every product category, two years ahead) and its
 * auditor register: the demo `auditor` account's entry, and Li Wei without an account, who declared a
 * conflict with the demo producer. Part of the demo seed's one transaction (run once on an empty database).
 */
export async function seedDemoCertBody(tx: Tx, certBodyId: string, producerCorpId: string) {
  const categories = await tx.select({ id: productCategories.id }).from(productCategories);
  const categoryIds = categories.map((c) => c.id);
  await tx
    .update(certBodies)
    .set({
      accreditationNo: 'CNAS C001-M',
      accreditedBy: 'China National Accreditation Service for Conformity Assessment (CNAS)',
      schemes: ['haccp', 'iso22000'],
      categoryIds,
      accreditationValidUntil: day(730),
      contactName: 'Zhao Min',
      contactPhone: '010-83886666',
      contactEmail: 'certbody@demo.example.com',
      address: '9 Madian East Road, Haidian District, Beijing',
      introduction:
        'A demonstration certification body accredited for HACCP and ISO 22000 food safety certification.',
    })
    .where(eq(certBodies.id, certBodyId));

  const [auditorUser] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.account, 'auditor'));
  await tx.insert(auditors).values({
    certBodyId,
    userId: auditorUser?.id ?? null,
    name: 'Sun Lei',
    email: auditorUser?.email ?? null,
    schemes: ['haccp'],
    categoryIds,
    languages: ['zh', 'en'],
    qualificationExpiry: day(365),
  });
  const [liWei] = await tx
    .insert(auditors)
    .values({
      certBodyId,
      name: 'Li Wei',
      email: 'li.wei.auditor@demo.example.com',
      schemes: ['haccp', 'iso22000'],
      categoryIds,
      languages: ['zh'],
      qualificationExpiry: day(540),
      remark: 'Former quality manager in the bird’s nest trade.',
    })
    .returning({ id: auditors.id });
  await tx.insert(auditorConflicts).values({
    auditorId: liWei!.id,
    corpId: producerCorpId,
    reason: 'Worked for the company as a quality consultant until last year.',
  });
}
