import { APPROVED_COMPANY_STATUSES, ROUTES } from '@trace/contracts';
import { certBodies, companies, dictItems, dictTypes, printingFactories } from '@trace/db';
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { holds } from '../../lib/principal';
import { registerRoute } from '../../lib/route';

const routes = ROUTES.lookups;

export async function lookupRoutes(app: FastifyInstance) {
  registerRoute(app, routes.companies, async (request) => {
    const keyword = request.query.keyword;
    const principal = request.principal!;
    const seesAll = ['message.send', 'system.SysUser.view', 'company.companyInformationList.view'].some((p) =>
      holds(principal, p),
    );
    const rows = await app.db
      .select({ value: companies.id, label: companies.name })
      .from(companies)
      .where(
        and(
          keyword ? ilike(companies.name, likePattern(keyword)) : undefined,
          seesAll ? undefined : inArray(companies.status, [...APPROVED_COMPANY_STATUSES]),
        ),
      )
      .orderBy(asc(companies.name))
      .limit(50);
    return rows;
  });

  registerRoute(app, routes.printingFactories, () =>
    app.db
      .select({ value: printingFactories.id, label: printingFactories.name })
      .from(printingFactories)
      .orderBy(asc(printingFactories.name)),
  );
  registerRoute(app, routes.certBodies, () =>
    app.db
      .select({ value: certBodies.id, label: certBodies.name })
      .from(certBodies)
      .orderBy(asc(certBodies.name)),
  );

  registerRoute(app, routes.dictionary, async (request) => {
    const [type] = await app.db
      .select({ id: dictTypes.id })
      .from(dictTypes)
      .where(eq(dictTypes.code, request.params.code));
    if (!type) throw notFound();
    const items = await app.db
      .select({ value: dictItems.value, label: dictItems.label })
      .from(dictItems)
      .where(and(eq(dictItems.typeId, type.id), eq(dictItems.enabled, true)))
      .orderBy(asc(dictItems.sort));
    return items.map((item) => ({ value: item.value, label: item.label[request.language] }));
  });
}
