import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { AlertCircleIcon, MissingRecord, useIdParam } from '../../../kit';
import { useCompany } from '../api';
import { CompanyEditForm } from '../profile/CompanyEditForm';

/** /modifyComponyIoformation: an administrator corrects a company directly (kept in the audit log). */
export default function AdminEditCompanyPage() {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const id = useIdParam();
  const company = useCompany(id);
  if (!id) return <MissingRecord title={t('form.adminTitle')} back="/companyInformationList" />;
  const back = `/viewCompanyDetails?id=${id}`;
  return (
    <CompanyEditForm
      title={t('form.adminTitle')}
      subtitle={company.data?.name}
      back={back}
      company={company.data}
      loading={company.isPending}
      loadError={company.error}
      onRetry={() => void company.refetch()}
      send={(body) => callRouteEnvelope(ROUTES.companies.adminEdit, { params: { id: id ?? '' }, body })}
      kindEditable
      submitLabel={t('save')}
      successMessage={t('form.saved')}
      onSaved={() => navigate(back)}
      notice={
        <Alert color="blue" variant="light" icon={<AlertCircleIcon size={18} />}>
          {t('form.adminNotice')}
        </Alert>
      }
    />
  );
}
