import { Button } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DetailPage, StatusBadge, useTexts } from '../../../kit';
import { idFrom } from '../api';
import { MissingRecord } from '../components/MissingRecord';
import { APPLICATION_STATUS } from '../statuses';
import { texts } from '../texts';
import { useApplication, useApplicationSections } from './applicationDetails';

const LIST = '/rootsApply';

/** /rootsApplyDetails: one traceability application and its decision. */
export default function ApplicationDetailPage() {
  const t = useTexts(texts);
  const navigate = useNavigate();
  const id = idFrom(useSearchParams()[0]);
  const application = useApplication(id);
  const sections = useApplicationSections();
  if (!id) return <MissingRecord title={t.applications.detailTitle} back={LIST} />;
  return (
    <DetailPage
      title={t.applications.detailTitle}
      back={LIST}
      query={application}
      badge={(data) => <StatusBadge map={APPLICATION_STATUS} value={data.status} size="lg" />}
      subtitle={(data) => data.corpName}
      actions={(data) =>
        data.actions.includes('approve') ? (
          <Button onClick={() => navigate(`/syAudit?id=${data.id}`)}>{t.applications.review}</Button>
        ) : null
      }
      sections={sections}
    />
  );
}
