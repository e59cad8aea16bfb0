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
    title: 'companies:routes.myCompanyInfo',
    permission: 'company.setCompanyInformation.view',
    parent: MY_COMPANY,
    load: () => import('./profile/MyCompanyInfoPage'),
  },
  {
    path: '/createCompanyInformation',
    title: 'companies:routes.createCompanyInformation',
    permission: 'company.setCompanyInformation.view',
    parent: MY_COMPANY,
    load: () => import('./profile/CreateCompanyPage'),
  },
  {
    path: '/editCompanyInformation',
    title: 'companies:routes.editCompanyInformation',
    permission: 'company.setCompanyInformation.view',
    parent: MY_COMPANY,
    load: () => import('./profile/EditCompanyPage'),
  },

  { ...navigationPage(COMPANIES), load: () => import('./admin/CompanyListPage') },
  {
    path: '/viewCompanyDetails',
    title: 'companies:routes.viewCompanyDetails',
    permission: 'company.companyInformationList.view',
    parent: COMPANIES,
    load: () => import('./admin/CompanyDetailPage'),
  },
  {
    path: '/auditPage',
    title: 'companies:routes.auditPage',
    permission: 'company.companyInformationList.view',
    parent: COMPANIES,
    load: () => import('./admin/CompanyAuditPage'),
  },
  {
    path: '/modifyComponyIoformation',
    title: 'companies:routes.modifyComponyIoformation',
    permission: 'company.companyInformationList.manage',
    parent: COMPANIES,
    load: () => import('./admin/AdminEditCompanyPage'),
  },
  {
    path: '/syAudit',
    title: 'companies:routes.syAudit',
    permission: 'company.rootsApply.view',
    parent: COMPANIES,
    load: () => import('./traceability/SyAuditPage'),
  },
  {
    path: '/syDetails',
    title: 'companies:routes.syDetails',
    permission: 'company.companyInformationList.view',
    parent: COMPANIES,
    load: () => import('./traceability/SyDetailsPage'),
  },
  {
    path: '/syEdit',
    title: 'companies:routes.syEdit',
    permission: 'company.companyInformationList.manage',
    parent: COMPANIES,
    load: () => import('./traceability/SyEditPage'),
  },

  { ...navigationPage('/corpIndex'), load: () => import('./directory/DirectoryPage') },
  {
    path: '/corpIndexDetial',
    title: 'companies:routes.corpIndexDetial',
    permission: 'company.corpIndex.view',
    parent: '/corpIndex',
    load: () => import('./directory/DirectoryEntryPage'),
  },

  { ...navigationPage('/myCorpEvaluate'), load: () => import('./evaluations/EvaluationListPage') },
  {
    path: '/myCorpEvaluateDetail',
    title: 'companies:routes.myCorpEvaluateDetail',
    permission: 'company.myCorpEvaluate.view',
    parent: '/myCorpEvaluate',
    load: () => import('./evaluations/EvaluationDetailPage'),
  },

  { ...navigationPage(CERTIFICATES), load: () => import('./certificates/CertificateListPage') },
  {
    path: '/addCertificate',
    title: 'companies:routes.addCertificate',
    permission: 'company.honorCertificateMessage.manage',
    parent: CERTIFICATES,
    load: () => import('./certificates/CertificateFormPage').then((m) => ({ default: m.AddCertificatePage })),
  },
  {
    path: '/editCertificate',
    title: 'companies:routes.editCertificate',
    permission: 'company.honorCertificateMessage.manage',
    parent: CERTIFICATES,
    load: () =>
      import('./certificates/CertificateFormPage').then((m) => ({ default: m.EditCertificatePage })),
  },
  {
    path: '/previewCertificate',
    title: 'companies:routes.previewCertificate',
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
    title: 'companies:routes.rootsApplyDetails',
    permission: 'company.rootsApply.view',
    parent: '/rootsApply',
    load: () => import('./traceability/ApplicationDetailPage'),
  },
  { ...navigationPage('/ApplyTraceability'), load: () => import('./traceability/ApplyTraceabilityPage') },
];
