import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DetailPage, MissingRecord, StatusBadge, useIdParam } from '../../../kit';
import { APPLICATION_STATUS } from '../statuses';
import { useApplication, useApplicationSections } from './applicationDetails';

const LIST = '/rootsApply';

/** /rootsApplyDetails: one traceability application and its decision. */
export default function ApplicationDetailPage() {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const id = useIdParam();
  const application = useApplication(id);
  const sections = useApplicationSections();
  if (!id) return <MissingRecord title={t('applications.detailTitle')} back={LIST} />;
  return (
    <DetailPage
      title={t('applications.detailTitle')}
      back={LIST}
      query={application}
      badge={(data) => <StatusBadge map={APPLICATION_STATUS} value={data.status} size="lg" />}
      subtitle={(data) => data.corpName}
      actions={(data) =>
        data.actions.includes('approve') ? (
          <Button onClick={() => navigate(`/syAudit?id=${data.id}`)}>{t('applications.review')}</Button>
        ) : null
      }
      sections={sections}
    />
  );
}
