import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { batchRoutes } from './batches';
import { birdHouseRoutes } from './bird-houses';
import { birdProductMsgRoutes } from './bird-product-msgs';
import { auditPlanningRoutes, certApplicationRoutes, certModuleRoutes } from './certification/applications';
import { auditFindingRoutes, auditRoutes, checklistTemplateRoutes } from './certification/audits';
import {
  auditorRoutes,
  certBodyRoutes,
  certEvaluationRoutes,
  certReportRoutes,
  certSettingsRoutes,
} from './certification/bodies';
import { certCertificateRoutes, certDecisionRoutes, certPublicRoutes } from './certification/certificates';
import {
  certificateRoutes,
  companyRoutes,
  evaluationRoutes,
  partnerRoutesTable,
  traceabilityRoutes,
} from './companies';
import { dashboardRoutes } from './dashboard';
import { epcisRoutes } from './epcis';
import { externalRoutes } from './external';
import { fileRoutes } from './files';
import { ginsengRoutes } from './ginseng';
import { barcodeRoutes } from './labels/barcodes';
import { labelImportRoutes } from './labels/imports';
import { labelRoutes } from './labels/labels';
import { labelOrderRoutes } from './labels/orders';
import { voidRequestRoutes } from './labels/voids';
import { lookupRoutes } from './lookups';
import { maintenanceRoutes } from './maintenance';
import { consumerFeedbackRoutes, consumerReviewRoutes, consumerRoutes, memberRoutes } from './members';
import { newsRoutes } from './news';
import { notificationRoutes } from './notifications';
import { partnerApiRoutes } from './partner-api';
import { platformRoutes } from './platform';
import { productRoutes } from './products';
import { recordRoutes } from './records';
import { type RouteDefinition, routeEntries } from './route';
import { scanRoutes } from './scan';
import { sessionRoutes } from './session';
import { shipmentRoutes } from './shipments';
import { statReportRoutes } from './stat-reports';
import { scanStatsRoutes } from './stats';
import { systemRoutes } from './system';
import { workOrderRoutes } from './work-orders';

export * from './admin';
export * from './audit';
export * from './auth';
export * from './batches';
export * from './bird-house-messages';
export * from './bird-houses';
export * from './bird-product-msgs';
export * from './certification/applications';
export * from './certification/audits';
export * from './certification/bodies';
export * from './certification/certificates';
export * from './certification/shared';
export * from './client-routes';
export * from './common';
export * from './companies';
export * from './crud';
export * from './dashboard';
export * from './envelope';
export * from './epcis';
export * from './external';
export * from './files';
export * from './ginseng';
export * from './ginseng-messages';
export * from './html';
export * from './jobs';
export * from './labels/barcodes';
export * from './labels/imports';
export * from './labels/labels';
export * from './labels/orders';
export * from './labels/voids';
export * from './lookups';
export * from './maintenance';
export * from './members';
export * from './messages';
export * from './navigation';
export * from './news';
export * from './notices';
export * from './notifications';
export * from './partner-api';
export * from './permissions';
export * from './platform';
export * from './products';
export * from './records';
export * from './review';
export * from './route';
export * from './rules';
export * from './scan';
export * from './session';
export * from './shipments';
export * from './stat-reports';
export * from './stats';
export * from './storable-text';
export * from './system';
export * from './validation';
export * from './work-order-messages';
export * from './work-orders';

/** The route table: every HTTP route of the API, grouped by module. */
export const ROUTES = {
  platform: platformRoutes,
  auth: authRoutes,
  session: sessionRoutes,
  notifications: notificationRoutes,
  files: fileRoutes,
  admin: adminRoutes,
  lookups: lookupRoutes,
  system: systemRoutes,
  companies: companyRoutes,
  traceability: traceabilityRoutes,
  certificates: certificateRoutes,
  partners: partnerRoutesTable,
  evaluations: evaluationRoutes,
  products: productRoutes,
  labels: labelRoutes,
  labelOrders: labelOrderRoutes,
  batches: batchRoutes,
  labelImports: labelImportRoutes,
  voidRequests: voidRequestRoutes,
  barcodes: barcodeRoutes,
  records: recordRoutes,
  birdProductMsgs: birdProductMsgRoutes,
  shipments: shipmentRoutes,
  consumers: consumerRoutes,
  members: memberRoutes,
  consumerReviews: consumerReviewRoutes,
  consumerFeedback: consumerFeedbackRoutes,
  scan: scanRoutes,
  epcis: epcisRoutes,
  external: externalRoutes,
  partnerApi: partnerApiRoutes,
  scanStats: scanStatsRoutes,
  statReports: statReportRoutes,
  dashboard: dashboardRoutes,
  certBodies: certBodyRoutes,
  certSettings: certSettingsRoutes,
  auditors: auditorRoutes,
  certEvaluations: certEvaluationRoutes,
  certReports: certReportRoutes,
  audits: auditRoutes,
  auditFindings: auditFindingRoutes,
  checklistTemplates: checklistTemplateRoutes,
  certModules: certModuleRoutes,
  certApplications: certApplicationRoutes,
  auditPlanning: auditPlanningRoutes,
  certDecisions: certDecisionRoutes,
  certCertificates: certCertificateRoutes,
  certPublic: certPublicRoutes,
  workOrders: workOrderRoutes,
  news: newsRoutes,
  maintenance: maintenanceRoutes,
  ginseng: ginsengRoutes,
  birdHouses: birdHouseRoutes,
} as const;

/** Every route of the table, including the groups of generated CRUD routes. */
export function allRoutes(): RouteDefinition[] {
  return routeEntries(ROUTES).map(({ route }) => route);
}
