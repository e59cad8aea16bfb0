import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, runMigrations } from '../src/migrate';

/** The data steps of the migration that gave product categories their platforms. */
const dataSteps = readFileSync(
  path.join(MIGRATIONS_FOLDER, '0020_product_categories_by_platform.sql'),
  'utf8',
)
  .split('--> statement-breakpoint')
  .slice(1);

describe('product categories migrated to their platforms', () => {
  it('gives each seeded category its produce platforms, keeps added ones everywhere, and keeps used ones offered here', async () => {
    const name = `trace_categories_${Date.now()}`;
    const admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const target = new URL(process.env.DATABASE_URL!);
    target.pathname = `/${name}`;
    const db = postgres(target.toString(), { max: 1, onnotice: () => {} });
    try {
      await runMigrations(target.toString());
      // A bird's-nest installation as it stood before: every category on every platform, meat in use.
      await db`insert into platforms (key, system_name, page_title, active)
        values ('birdnest', '{}'::jsonb, '{}'::jsonb, true), ('gly', '{}'::jsonb, '{}'::jsonb, false)`;
      const codes = ['dried_birds_nest', 'meat', 'olive_oil', 'ginseng', 'gift_boxes'];
      for (const [sort, code] of codes.entries()) {
        await db`insert into product_categories (code, name, sort) values (${code}, '{}'::jsonb, ${sort})`;
      }
      const [company] = await db`insert into companies (kind, name, country_id, status)
        values ('producer', 'Nest Co', 'CN', 'passed') returning id`;
      await db`insert into products (corp_id, category_id, product_name)
        select ${company!.id}, id, 'Nest and beef broth' from product_categories where code = 'meat'`;

      for (const step of dataSteps) await db.unsafe(step);

      const rows = await db<{ code: string; platforms: string[] | null }[]>`
        select code, platforms from product_categories order by sort`;
      expect(Object.fromEntries(rows.map((row) => [row.code, row.platforms]))).toEqual({
        dried_birds_nest: ['birdnest'],
        meat: ['frbeef', 'frpork', 'birdnest'],
        olive_oil: ['gly'],
        ginseng: ['xys'],
        gift_boxes: null,
      });
    } finally {
      await db.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
