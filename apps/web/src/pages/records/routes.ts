import type { Localized } from '@trace/contracts';
import type { ComponentType } from 'react';
import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

const reports = () => import('./testReports/TestReportPages');
const articles = () => import('./articles/ArticlePages');
const customsList = () => import('./customs/CustomsListPage');
const customsInfo = () => import('./customs/CustomsInfoPages');
const customsCertificates = () => import('./customs/CertificateReviewPages');
const customsForms = () => import('./customs/CustomsFormPages');
const batchCustoms = () => import('./customs/BatchCustomsPages');
const chain = () => import('./wholeChain/WholeChainPages');
const logistics = () => import('./logistics/LogisticsPages');

const title = (cn: string, en: string, fr: string): Localized => ({ cn, en, fr });
const view = (page: string) => `product.${page}.view`;
const manage = (page: string) => `product.${page}.manage`;

/** A child page of a list: `load` picks one export of a page module. */
function child<M>(
  path: string,
  parent: string,
  pageTitle: Localized,
  permission: string,
  module: () => Promise<M>,
  pick: (module: M) => ComponentType,
): PageRoute {
  return {
    path,
    title: pageTitle,
    permission,
    parent,
    load: () => module().then((m) => ({ default: pick(m) })),
  };
}

const REPORTS = '/testReport';
const ECOLOGICAL = '/ecologicalFeatures';
const KNOWLEDGE = '/scientificKnowledge';
const CUSTOMS = '/circulationInformation';
const CHAIN = '/allRoots';
const LOGISTICS = '/batchLogisticReplaceProduct';
const BATCHES = '/batchList';

/**
 * The reviewed traceability records of products and batches (spec section 2, 'Products and\n * batches'): test reports, ecological features, science knowledge, customs clearance, whole-chain
 * traceability; the logistics product name of batches; and the pages gathering one batch's records.
 */
export const routes: PageRoute[] = [
  { ...navigationPage(REPORTS), load: () => reports().then((m) => ({ default: m.TestReportListPage })) },
  child(
    '/testReportDetails',
    REPORTS,
    title('检测报告详情', 'Test report', "Rapport d'analyse"),
    view('testReport'),
    reports,
    (m) => m.TestReportDetailPage,
  ),
  child(
    '/testReportAudit',
    REPORTS,
    title('检测报告审核', 'Review a test report', "Revue d'un rapport"),
    view('testReport'),
    reports,
    (m) => m.TestReportAuditPage,
  ),
  child(
    '/addTestReport',
    REPORTS,
    title('新增检测报告', 'Add a test report', 'Ajouter un rapport'),
    manage('testReport'),
    reports,
    (m) => m.AddTestReportPage,
  ),
  child(
    '/editTestReport',
    REPORTS,
    title('编辑检测报告', 'Edit a test report', 'Modifier un rapport'),
    manage('testReport'),
    reports,
    (m) => m.EditTestReportPage,
  ),

  { ...navigationPage(ECOLOGICAL), load: () => articles().then((m) => ({ default: m.EcologicalListPage })) },
  child(
    '/ecologicalFeaturesDetails',
    ECOLOGICAL,
    title('生态特征详情', 'Ecological feature', 'Caractéristique écologique'),
    view('ecologicalFeatures'),
    articles,
    (m) => m.EcologicalDetailPage,
  ),
  child(
    '/ecologicalFeaturesAudit',
    ECOLOGICAL,
    title('生态特征审核', 'Review an ecological feature', "Revue d'une caractéristique"),
    view('ecologicalFeatures'),
    articles,
    (m) => m.EcologicalAuditPage,
  ),
  child(
    '/addEcologicalFeatures',
    ECOLOGICAL,
    title('新增生态特征', 'Add an ecological feature', 'Ajouter une caractéristique'),
    manage('ecologicalFeatures'),
    articles,
    (m) => m.AddEcologicalPage,
  ),
  child(
    '/editEcologicalFeatures',
    ECOLOGICAL,
    title('编辑生态特征', 'Edit an ecological feature', 'Modifier une caractéristique'),
    manage('ecologicalFeatures'),
    articles,
    (m) => m.EditEcologicalPage,
  ),

  { ...navigationPage(KNOWLEDGE), load: () => articles().then((m) => ({ default: m.KnowledgeListPage })) },
  child(
    '/scientificKnowledgeDetails',
    KNOWLEDGE,
    title('科普知识详情', 'Science knowledge', 'Connaissances scientifiques'),
    view('scientificKnowledge'),
    articles,
    (m) => m.KnowledgeDetailPage,
  ),
  child(
    '/scientificKnowledgeAudit',
    KNOWLEDGE,
    title('科普知识审核', 'Review an article', "Revue d'un article"),
    view('scientificKnowledge'),
    articles,
    (m) => m.KnowledgeAuditPage,
  ),
  child(
    '/addScientificKnowledge',
    KNOWLEDGE,
    title('新增科普知识', 'Add an article', 'Ajouter un article'),
    manage('scientificKnowledge'),
    articles,
    (m) => m.AddKnowledgePage,
  ),
  child(
    '/editScientificKnowledge',
    KNOWLEDGE,
    title('编辑科普知识', 'Edit an article', 'Modifier un article'),
    manage('scientificKnowledge'),
    articles,
    (m) => m.EditKnowledgePage,
  ),

  { ...navigationPage(CUSTOMS), load: () => customsList().then((m) => ({ default: m.CustomsListPage })) },
  child(
    '/circulationInformationDetails',
    CUSTOMS,
    title('通关信息详情', 'Customs clearance', 'Dédouanement'),
    view('circulationInformation'),
    customsInfo,
    (m) => m.CustomsDetailPage,
  ),
  child(
    '/circulationInformationAudit',
    CUSTOMS,
    title('通关信息审核', 'Review customs clearance', "Revue d'un dédouanement"),
    view('circulationInformation'),
    customsInfo,
    (m) => m.CustomsAuditPage,
  ),
  child(
    '/addCirculationInformation',
    CUSTOMS,
    title('新增通关信息', 'Add customs clearance', 'Ajouter un dédouanement'),
    manage('circulationInformation'),
    customsForms,
    (m) => m.AddCustomsPage,
  ),
  child(
    '/editCirculationInformation',
    CUSTOMS,
    title('编辑通关信息', 'Edit customs clearance', 'Modifier un dédouanement'),
    manage('circulationInformation'),
    customsForms,
    (m) => m.EditCustomsPage,
  ),
  child(
    '/addCustoms',
    CUSTOMS,
    title('通关证书', 'Clearance certificates', 'Certificats de dédouanement'),
    manage('circulationInformation'),
    customsForms,
    (m) => m.CertificatesFormPage,
  ),
  child(
    '/customsDetail',
    CUSTOMS,
    title('通关证书详情', 'Clearance certificates', 'Certificats de dédouanement'),
    view('circulationInformation'),
    customsCertificates,
    (m) => m.CertificatesDetailPage,
  ),
  child(
    '/customsAudit',
    CUSTOMS,
    title('通关证书审核', 'Review clearance certificates', 'Revue des certificats'),
    view('circulationInformation'),
    customsCertificates,
    (m) => m.CertificatesAuditPage,
  ),

  { ...navigationPage(CHAIN), load: () => chain().then((m) => ({ default: m.WholeChainListPage })) },
  child(
    '/allRootsDetails',
    CHAIN,
    title('全链溯源详情', 'Whole-chain record', 'Traçabilité de bout en bout'),
    view('allRoots'),
    chain,
    (m) => m.WholeChainDetailPage,
  ),
  child(
    '/allRootsAudit',
    CHAIN,
    title('全链溯源审核', 'Review a whole-chain record', "Revue d'un enregistrement"),
    view('allRoots'),
    chain,
    (m) => m.WholeChainAuditPage,
  ),
  child(
    '/mainProduction',
    CHAIN,
    title('主体生产信息', 'Main production information', 'Informations de production'),
    manage('allRoots'),
    chain,
    (m) => m.MainProductionPage,
  ),
  child(
    '/addAllRoots',
    CHAIN,
    title('生产环节', 'Production stages', 'Étapes de production'),
    manage('allRoots'),
    chain,
    (m) => m.StagesPage,
  ),

  { ...navigationPage(LOGISTICS), load: () => logistics().then((m) => ({ default: m.LogisticsListPage })) },
  child(
    '/batchLogisticReplaceProductDetail',
    LOGISTICS,
    title('物流产品名称', 'Logistics product name', 'Nom logistique'),
    view('batchLogisticReplaceProduct'),
    logistics,
    (m) => m.LogisticsDetailPage,
  ),
  child(
    '/batchLogisticReplaceProductEdit',
    LOGISTICS,
    title('修改物流产品名称', 'Change the logistics product name', 'Modifier le nom logistique'),
    manage('batchLogisticReplaceProduct'),
    logistics,
    (m) => m.LogisticsEditPage,
  ),

  child(
    '/birdProductMsgDetails1',
    BATCHES,
    title('批次溯源信息', 'Batch records', 'Traçabilité du lot'),
    view('batchList'),
    () => import('./batch/BatchRecordsPage'),
    (m) => m.BatchRecordsPage,
  ),
  child(
    '/circulationInformationDetails1',
    BATCHES,
    title('批次通关信息', 'Customs clearance of the batch', 'Dédouanement du lot'),
    view('circulationInformation'),
    batchCustoms,
    (m) => m.BatchCustomsPage,
  ),
  child(
    '/customsDetail1',
    BATCHES,
    title('批次通关证书', 'Clearance certificates of the batch', 'Certificats du lot'),
    view('circulationInformation'),
    batchCustoms,
    (m) => m.BatchCertificatesPage,
  ),
];
