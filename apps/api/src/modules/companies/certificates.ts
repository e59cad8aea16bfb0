import { companies, honourCertificates } from '@trace/db';
import { gte, inArray, isNull, lt, or } from 'drizzle-orm';
import { holds } from '../../lib/principal';
import type { ReviewedResource } from '../../lib/reviewed-resource';
import { reviewActions } from '../../lib/reviewed-resource';
import { certificateReview } from './reviewables';

type Row = typeof honourCertificates.$inferSelect;
type Body = {
  name: string;
  issuer: string;
  number: string | null;
  issueDate: string;
  expiryDate: string | null;
  images: string[];
  description: string | null;
};
const MANAGE = 'company.honorCertificateMessage.manage';

/** Honour certificates: effective until their expiry date, invalid after; reviewed like every item. */
export const certificateResource: ReviewedResource<Row, unknown, Body> = {
  review: certificateReview,
  managePermission: MANAGE,
  search: [honourCertificates.name, honourCertificates.issuer, honourCertificates.number],
  filter: (q) => [
    q.validity === 'effective'
      ? or(isNull(honourCertificates.expiryDate), gte(honourCertificates.expiryDate, new Date()))
      : q.validity === 'invalid'
        ? lt(honourCertificates.expiryDate, new Date())
        : undefined,
  ],
  async toItems(db, rows, info, ctx) {
    const corpIds = [...new Set(rows.map((r) => r.corpId))];
    const corps = corpIds.length
      ? await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, corpIds))
      : [];
    const now = new Date();
    const canManage = holds(ctx.principal, MANAGE);
    return rows.map((row) => ({
      id: row.id,
      corpId: row.corpId,
      corpName: corps.find((c) => c.id === row.corpId)?.name ?? '',
      name: row.name,
      issuer: row.issuer,
      number: row.number,
      issueDate: row.issueDate.toISOString(),
      expiryDate: row.expiryDate?.toISOString() ?? null,
      images: row.images,
      description: row.description,
      validity: row.expiryDate && row.expiryDate < now ? ('invalid' as const) : ('effective' as const),
      review: info.get(row.id)!,
      createTime: row.createdAt.toISOString(),
      actions: reviewActions(
        { corpId: row.corpId, status: row.reviewStatus },
        certificateReview,
        ctx,
        canManage,
      ),
    }));
  },
  toColumns: async (_tx, body) => ({
    ...body,
    issueDate: new Date(body.issueDate),
    expiryDate: body.expiryDate ? new Date(body.expiryDate) : null,
  }),
};
