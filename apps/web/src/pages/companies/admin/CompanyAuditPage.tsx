import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { AuditPage, MissingRecord, StatusBadge, useApiMutation, useIdParam } from '../../../kit';
import { COMPANY_KEYS, useCompany } from '../api';
import { useCompanyRecordSections } from '../profile/companyDetails';
import { COMPANY_STATUS } from '../statuses';

const LIST = '/companyInformationList';

/**
 * /auditPage: a registration or a profile change to decide. A waiting change is shown beside the
 * approved profile; rejecting needs the reason the company will read.
 */
export default function CompanyAuditPage() {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const id = useIdParam();
  const company = useCompany(id);
  const sections = useCompanyRecordSections();
  const decide = useApiMutation<{ status: string }, { decision: 'approve' | 'reject'; remark: string }>({
    call: ({ decision, remark }) =>
      callRouteEnvelope(ROUTES.companies[decision], {
        params: { id: id ?? '' },
        body: { remark: remark || null },
      }),
    invalidate: [COMPANY_KEYS.all],
    successMessage: (_data, { decision }) =>
      decision === 'approve' ? t('audit.approved') : t('audit.rejected'),
    onSuccess: () => navigate(LIST),
  });
  if (!id) return <MissingRecord title={t('audit.title')} back={LIST} />;

  return (
    <AuditPage
      title={(data) => `${t('audit.title')}: ${data.name}`}
      back={LIST}
      query={company}
      badge={(data) => <StatusBadge map={COMPANY_STATUS} value={data.status} size="lg" />}
      subtitle={(data) =>
        data.status === 'altered_to_audit' ? t('audit.changeSubtitle') : t('audit.registrationSubtitle')
      }
      sections={sections}
      onDecide={(decision, remark) => decide.mutateAsync({ decision, remark })}
    />
  );
}
