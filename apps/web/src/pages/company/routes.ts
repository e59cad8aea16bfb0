import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

const MY_COMPANY = '/setCompanyInformation';
const COMPANIES = '/companyInformationList';
const CERTIFICATES = '/honorCertificateMessage';

/** Company management (spec section 2): the caller's company, reviews, traceability, certificates, partners. */
export const routes: PageRoute[] = [
  { ...navigationPage(MY_COMPANY), load: () => import('./profile/MyCompanyPage') },
  {
    path: '/myCompanyInfo',
    title: { cn: '企业详细信息', en: 'Company details', fr: "Détails de l'entreprise" },
    permission: 'company.setCompanyInformation.view',
    parent: MY_COMPANY,
    load: () => import('./profile/MyCompanyInfoPage'),
  },
  {
    path: '/createCompanyInformation',
    title: { cn: '创建企业信息', en: 'Register the company', fr: "Enregistrer l'entreprise" },
    permission: 'company.setCompanyInformation.view',
    parent: MY_COMPANY,
    load: () => import('./profile/CreateCompanyPage'),
  },
  {
    path: '/editCompanyInformation',
    title: { cn: '修改企业信息', en: 'Change company information', fr: "Modifier l'entreprise" },
    permission: 'company.setCompanyInformation.view',
    parent: MY_COMPANY,
    load: () => import('./profile/EditCompanyPage'),
  },

  { ...navigationPage(COMPANIES), load: () => import('./admin/CompanyListPage') },
  {
    path: '/viewCompanyDetails',
    title: { cn: '企业详情', en: 'Company details', fr: "Détails de l'entreprise" },
    permission: 'company.companyInformationList.view',
    parent: COMPANIES,
    load: () => import('./admin/CompanyDetailPage'),
  },
  {
    path: '/auditPage',
    title: { cn: '审核企业信息', en: 'Review company information', fr: 'Examiner une entreprise' },
    permission: 'company.companyInformationList.view',
    parent: COMPANIES,
    load: () => import('./admin/CompanyAuditPage'),
  },
  {
    path: '/modifyComponyIoformation',
    title: { cn: '修改企业信息（管理）', en: 'Correct a company', fr: 'Corriger une entreprise' },
    permission: 'company.companyInformationList.manage',
    parent: COMPANIES,
    load: () => import('./admin/AdminEditCompanyPage'),
  },
  {
    path: '/syAudit',
    title: { cn: '溯源审核', en: 'Traceability review', fr: 'Revue de traçabilité' },
    permission: 'company.rootsApply.view',
    parent: COMPANIES,
    load: () => import('./traceability/SyAuditPage'),
  },
  {
    path: '/syDetails',
    title: { cn: '溯源详情', en: 'Traceability details', fr: 'Détails de traçabilité' },
    permission: 'company.companyInformationList.view',
    parent: COMPANIES,
    load: () => import('./traceability/SyDetailsPage'),
  },
  {
    path: '/syEdit',
    title: { cn: '编辑溯源状态', en: 'Edit traceability', fr: 'Modifier la traçabilité' },
    permission: 'company.companyInformationList.manage',
    parent: COMPANIES,
    load: () => import('./traceability/SyEditPage'),
  },

  { ...navigationPage('/corpIndex'), load: () => import('./directory/DirectoryPage') },
  {
    path: '/corpIndexDetial',
    title: { cn: '企业名录详情', en: 'Directory entry', fr: "Fiche de l'annuaire" },
    permission: 'company.corpIndex.view',
    parent: '/corpIndex',
    load: () => import('./directory/DirectoryEntryPage'),
  },

  { ...navigationPage('/myCorpEvaluate'), load: () => import('./evaluations/EvaluationListPage') },
  {
    path: '/myCorpEvaluateDetail',
    title: { cn: '评价详情', en: 'Evaluation', fr: 'Évaluation' },
    permission: 'company.myCorpEvaluate.view',
    parent: '/myCorpEvaluate',
    load: () => import('./evaluations/EvaluationDetailPage'),
  },

  { ...navigationPage(CERTIFICATES), load: () => import('./certificates/CertificateListPage') },
  {
    path: '/addCertificate',
    title: { cn: '新增荣誉证书', en: 'Add a certificate', fr: 'Ajouter un certificat' },
    permission: 'company.honorCertificateMessage.manage',
    parent: CERTIFICATES,
    load: () => import('./certificates/CertificateFormPage').then((m) => ({ default: m.AddCertificatePage })),
  },
  {
    path: '/editCertificate',
    title: { cn: '编辑荣誉证书', en: 'Edit a certificate', fr: 'Modifier un certificat' },
    permission: 'company.honorCertificateMessage.manage',
    parent: CERTIFICATES,
    load: () =>
      import('./certificates/CertificateFormPage').then((m) => ({ default: m.EditCertificatePage })),
  },
  {
    path: '/previewCertificate',
    title: { cn: '荣誉证书详情', en: 'Certificate', fr: 'Certificat' },
    permission: 'company.honorCertificateMessage.view',
    parent: CERTIFICATES,
    load: () => import('./certificates/CertificatePreviewPage'),
  },

  {
    ...navigationPage('/dealersMessage'),
    load: () => import('./partners/PartnerPage').then((m) => ({ default: m.DealersPage })),
  },
  {
    ...navigationPage('/importerMessage'),
    load: () => import('./partners/PartnerPage').then((m) => ({ default: m.ImportersPage })),
  },

  { ...navigationPage('/rootsApply'), load: () => import('./traceability/ApplicationListPage') },
  {
    path: '/rootsApplyDetails',
    title: { cn: '溯源申请详情', en: 'Traceability application', fr: 'Demande de traçabilité' },
    permission: 'company.rootsApply.view',
    parent: '/rootsApply',
    load: () => import('./traceability/ApplicationDetailPage'),
  },
  { ...navigationPage('/ApplyTraceability'), load: () => import('./traceability/ApplyTraceabilityPage') },
];
