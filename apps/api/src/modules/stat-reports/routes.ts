import { ROUTES, STAT_REPORT_KEYS, STAT_REPORTS, type StatReportDefinition } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { registerRoute } from '../../lib/route';
import { sendTable } from '../scan/export';
import * as reports from './service';

/** The statistics reports of spec section 2: a table, charts and an export per report (decision 0028). */
export async function statisticsReportRoutes(app: FastifyInstance) {
  for (const key of STAT_REPORT_KEYS) {
    const r = ROUTES.statReports[key];
    const { platforms }: StatReportDefinition = STAT_REPORTS[key];
    // A report of another platform variant (the bird-house output) does not exist on this one.
    const available = () => {
      if (platforms && !platforms.includes(app.config.platform)) throw notFound();
    };
    registerRoute(app, r.table, (request) => {
      available();
      return reports.reportTable(app.db, request.principal!, request.language, key, request.query);
    });
    registerRoute(app, r.charts, (request) => {
      available();
      return reports.reportCharts(app.db, request.principal!, request.language, key, request.query);
    });
    registerRoute(app, r.export, async (request, reply) => {
      available();
      const { format, ...filters } = request.query;
      const { header, rows } = await reports.reportExport(
        app.db,
        app.sql,
        request.principal!,
        request.language,
        key,
        filters,
      );
      return sendTable(reply, format, STAT_REPORTS[key].slug, header, rows);
    });
  }
}
