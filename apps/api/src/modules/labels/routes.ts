import { PassThrough } from 'node:stream';
import { ROUTES } from '@trace/contracts';
import { products } from '@trace/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { registerRoute } from '../../lib/route';
import * as barcodeApplications from './barcodes';
import { runCsvStream, runXlsxStream } from './export';
import * as imports from './imports';
import * as orders from './orders';
import * as runs from './runs';
import { searchLabels } from './search';
import { runSheetsPdf } from './sheets';
import * as voids from './voids';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function labelRoutes(app: FastifyInstance) {
  const r = ROUTES.labels;
  registerRoute(app, r.runs, (request) =>
    runs.list(app.db, request.principal!, request.language, request.query),
  );
  registerRoute(app, r.run, (request) =>
    runs.get(app.db, request.principal!, request.language, request.params.id),
  );
  registerRoute(app, r.createRun, (request) =>
    runs.createRun(app.db, app.jobs, actorOf(request), request.language, request.body),
  );
  registerRoute(app, r.retryRun, (request) =>
    runs.retryRun(
      app.db,
      app.jobs,
      request.principal!,
      actorOf(request),
      request.language,
      request.params.id,
    ),
  );
  registerRoute(app, r.exportRun, async (request, reply) => {
    const run = await runs.get(app.db, request.principal!, request.language, request.params.id);
    if (run.status !== 'generated') throw new AppError(409, 'label.runNotGenerated');
    const [product] = run.productId
      ? await app.db.select({ gtin: products.gtin }).from(products).where(eq(products.id, run.productId))
      : [];
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="labels-${run.runNo}.csv"`)
      .send(runCsvStream(app.sql, run.id, app.config.publicBaseUrl, product?.gtin ?? null));
  });
  registerRoute(app, r.exportRunXlsx, async (request, reply) => {
    const run = await runs.get(app.db, request.principal!, request.language, request.params.id);
    if (run.status !== 'generated') throw new AppError(409, 'label.runNotGenerated');
    const [product] = run.productId
      ? await app.db.select({ gtin: products.gtin }).from(products).where(eq(products.id, run.productId))
      : [];
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename="labels-${run.runNo}.xlsx"`)
      .send(runXlsxStream(app.sql, run.id, app.config.publicBaseUrl, product?.gtin ?? null));
  });

  const i = ROUTES.labelImports;
  registerRoute(app, i.list, (request) =>
    imports.list(app.db, request.principal!, request.language, request.query),
  );
  registerRoute(app, i.template, async (request, reply) => {
    const out = new PassThrough();
    imports.writeTemplate(request.language, out).catch((error: Error) => out.destroy(error));
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', 'attachment; filename="label-import-template.xlsx"')
      .send(out);
  });
  registerRoute(app, i.get, (request) =>
    imports.get(app.db, request.principal!, request.language, request.params.id),
  );
  registerRoute(app, i.errors, (request) =>
    imports.errors(app.db, request.principal!, request.language, request.params.id, request.query),
  );
  registerRoute(app, i.errorReport, async (request, reply) => {
    const out = new PassThrough();
    const report = await imports.writeErrorReport(
      app.db,
      request.principal!,
      request.language,
      request.params.id,
      out,
    );
    report.write().catch((error: Error) => out.destroy(error));
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename="errors-${report.importNo}.xlsx"`)
      .send(out);
  });
  registerRoute(app, i.create, (request) =>
    imports.create(app.db, app.jobs, request.principal!, actorOf(request), request.language, request.body),
  );

  const o = ROUTES.labelOrders;
  registerRoute(app, o.list, (request) => orders.list(app.db, request.principal!, request.query));
  registerRoute(app, o.get, (request) => orders.get(app.db, request.principal!, request.params.id));
  registerRoute(app, o.create, (request) =>
    orders.create(app.db, request.principal!, actorOf(request), request.body),
  );
  registerRoute(app, o.uploadApplication, (request) =>
    orders.uploadApplication(
      app.db,
      request.principal!,
      actorOf(request),
      request.params.id,
      request.body.files,
    ),
  );
  registerRoute(app, o.approve, (request) =>
    orders.review(app.db, request.principal!, actorOf(request), request.params.id, true, request.body.remark),
  );
  registerRoute(app, o.reject, (request) =>
    orders.review(
      app.db,
      request.principal!,
      actorOf(request),
      request.params.id,
      false,
      request.body.remark,
    ),
  );
  registerRoute(app, o.uploadReceipt, (request) =>
    orders.uploadReceipt(app.db, request.principal!, actorOf(request), request.params.id, request.body.files),
  );
  registerRoute(app, o.approvePayment, (request) =>
    orders.approvePayment(
      app.db,
      app.jobs,
      request.principal!,
      actorOf(request),
      request.language,
      request.params.id,
      request.body.printingFactoryId,
      request.body.remark,
    ),
  );
  registerRoute(app, o.rejectPayment, (request) =>
    orders.rejectPayment(
      app.db,
      request.principal!,
      actorOf(request),
      request.params.id,
      request.body.remark,
    ),
  );
  registerRoute(app, o.sheets, async (request, reply) => {
    const order = await orders.get(app.db, request.principal!, request.params.id);
    if (!order.actions.includes('download') || !order.runId) throw new AppError(409, 'label.runNotGenerated');
    const [product] = await app.db
      .select({ gtin: products.gtin })
      .from(products)
      .where(eq(products.id, order.productId));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="labels-${order.orderNo}.pdf"`)
      .send(
        runSheetsPdf(
          app.sql,
          order.runId,
          order.sheetType,
          app.config.publicBaseUrl,
          product?.gtin ?? null,
          order.orderNo,
        ),
      );
  });
  registerRoute(app, o.setDelivery, (request) =>
    orders.setDelivery(app.db, request.principal!, actorOf(request), request.params.id, request.body),
  );
  registerRoute(app, o.download, async (request, reply) => {
    const order = await orders.get(app.db, request.principal!, request.params.id);
    if (!order.actions.includes('download') || !order.runId) throw new AppError(409, 'label.runNotGenerated');
    const [product] = await app.db
      .select({ gtin: products.gtin })
      .from(products)
      .where(eq(products.id, order.productId));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="labels-${order.orderNo}.csv"`)
      .send(runCsvStream(app.sql, order.runId, app.config.publicBaseUrl, product?.gtin ?? null));
  });

  const v = ROUTES.voidRequests;
  registerRoute(app, v.list, (request) => voids.list(app.db, request.principal!, request.query));
  registerRoute(app, v.get, (request) => voids.get(app.db, request.principal!, request.params.id));
  registerRoute(app, v.create, (request) =>
    voids.create(app.db, request.principal!, actorOf(request), request.body),
  );
  registerRoute(app, v.importCodes, (request) =>
    voids.createFromFile(app.db, app.storage, request.principal!, actorOf(request), request.body),
  );
  registerRoute(app, v.approve, (request) =>
    voids.decide(
      app.db,
      app.jobs,
      request.principal!,
      actorOf(request),
      request.params.id,
      true,
      request.body.remark,
    ),
  );
  registerRoute(app, v.reject, (request) =>
    voids.decide(
      app.db,
      app.jobs,
      request.principal!,
      actorOf(request),
      request.params.id,
      false,
      request.body.remark,
    ),
  );

  const b = ROUTES.barcodes;
  registerRoute(app, b.list, (request) =>
    barcodeApplications.list(app.db, request.principal!, request.query),
  );
  registerRoute(app, b.get, (request) =>
    barcodeApplications.get(app.db, request.principal!, request.params.id),
  );
  registerRoute(app, b.create, (request) =>
    barcodeApplications.create(app.db, app.jobs, request.principal!, actorOf(request), request.body),
  );
  registerRoute(app, b.search, (request) =>
    barcodeApplications.search(app.db, request.principal!, request.query),
  );
  registerRoute(app, b.pdf, async (request, reply) => {
    const application = await barcodeApplications.get(app.db, request.principal!, request.params.id);
    if (application.status !== 'success') throw new AppError(409, 'barcode.notReady');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="barcodes-${application.applicationNo}.pdf"`)
      .send(
        barcodeApplications.barcodesPdf(
          app.sql,
          application.id,
          application.symbology,
          application.applicationNo,
        ),
      );
  });

  registerRoute(app, r.search, (request) =>
    searchLabels(app.sql, request.principal!, request.language, request.query),
  );
}
