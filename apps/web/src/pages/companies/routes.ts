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
    title: 'routes:companies.myCompanyInfo',
    permission: 'company.setCompanyInformation.view',
    parent: MY_COMPANY,
    load: () => import('./profile/MyCompanyInfoPage'),
  },
  {
    path: '/createCompanyInformation',
    title: 'routes:companies.createCompanyInformation',
    permission: 'company.setCompanyInformation.view',
    parent: MY_COMPANY,
    load: () => import('./profile/CreateCompanyPage'),
  },
  {
    path: '/editCompanyInformation',
    title: 'routes:companies.editCompanyInformation',
    permission: 'company.setCompanyInformation.view',
    parent: MY_COMPANY,
    load: () => import('./profile/EditCompanyPage'),
  },

  { ...navigationPage(COMPANIES), load: () => import('./admin/CompanyListPage') },
  {
    path: '/viewCompanyDetails',
    title: 'routes:companies.viewCompanyDetails',
    permission: 'company.companyInformationList.view',
    parent: COMPANIES,
    load: () => import('./admin/CompanyDetailPage'),
  },
  {
    path: '/auditPage',
    title: 'routes:companies.auditPage',
    permission: 'company.companyInformationList.view',
    parent: COMPANIES,
    load: () => import('./admin/CompanyAuditPage'),
  },
  {
    path: '/modifyComponyIoformation',
    title: 'routes:companies.modifyComponyIoformation',
    permission: 'company.companyInformationList.manage',
    parent: COMPANIES,
    load: () => import('./admin/AdminEditCompanyPage'),
  },
  {
    path: '/syAudit',
    title: 'routes:companies.syAudit',
    permission: 'company.rootsApply.view',
    parent: COMPANIES,
    load: () => import('./traceability/SyAuditPage'),
  },
  {
    path: '/syDetails',
    title: 'routes:companies.syDetails',
    permission: 'company.companyInformationList.view',
    parent: COMPANIES,
    load: () => import('./traceability/SyDetailsPage'),
  },
  {
    path: '/syEdit',
    title: 'routes:companies.syEdit',
    permission: 'company.companyInformationList.manage',
    parent: COMPANIES,
    load: () => import('./traceability/SyEditPage'),
  },

  { ...navigationPage('/corpIndex'), load: () => import('./directory/DirectoryPage') },
  {
    path: '/corpIndexDetial',
    title: 'routes:companies.corpIndexDetial',
    permission: 'company.corpIndex.view',
    parent: '/corpIndex',
    load: () => import('./directory/DirectoryEntryPage'),
  },

  { ...navigationPage('/myCorpEvaluate'), load: () => import('./evaluations/EvaluationListPage') },
  {
    path: '/myCorpEvaluateDetail',
    title: 'routes:companies.myCorpEvaluateDetail',
    permission: 'company.myCorpEvaluate.view',
    parent: '/myCorpEvaluate',
    load: () => import('./evaluations/EvaluationDetailPage'),
  },

  { ...navigationPage(CERTIFICATES), load: () => import('./certificates/CertificateListPage') },
  {
    path: '/addCertificate',
    title: 'routes:companies.addCertificate',
    permission: 'company.honorCertificateMessage.manage',
    parent: CERTIFICATES,
    load: () => import('./certificates/CertificateFormPage').then((m) => ({ default: m.AddCertificatePage })),
  },
  {
    path: '/editCertificate',
    title: 'routes:companies.editCertificate',
    permission: 'company.honorCertificateMessage.manage',
    parent: CERTIFICATES,
    load: () =>
      import('./certificates/CertificateFormPage').then((m) => ({ default: m.EditCertificatePage })),
  },
  {
    path: '/previewCertificate',
    title: 'routes:companies.previewCertificate',
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
    title: 'routes:companies.rootsApplyDetails',
    permission: 'company.rootsApply.view',
    parent: '/rootsApply',
    load: () => import('./traceability/ApplicationDetailPage'),
  },
  { ...navigationPage('/ApplyTraceability'), load: () => import('./traceability/ApplyTraceabilityPage') },
];
