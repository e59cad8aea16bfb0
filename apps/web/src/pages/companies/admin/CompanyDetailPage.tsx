import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DetailPage, MissingRecord, StatusBadge, useActionDialog, useIdParam } from '../../../kit';
import { useCompany } from '../api';
import { useCompanyRecordSections } from '../profile/companyDetails';
import { COMPANY_STATUS } from '../statuses';
import { usePauseActions } from './usePauseActions';

const LIST = '/companyInformationList';

/** /viewCompanyDetails: one company for reviewers and administrators, with what they may do next. */
export default function CompanyDetailPage() {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const id = useIdParam();
  const company = useCompany(id);
  const sections = useCompanyRecordSections();
  const [ask, dialog] = useActionDialog();
  const { askPause, askResume } = usePauseActions(ask);
  if (!id) return <MissingRecord title={t('detail.title')} back={LIST} />;

  return (
    <>
      <DetailPage
        title={(data) => data.name}
        back={LIST}
        query={company}
        badge={(data) => <StatusBadge map={COMPANY_STATUS} value={data.status} size="lg" />}
        subtitle={(data) => `${t(`kinds.${data.kind}`)} · ${data.registrationNo}`}
        actions={(data) => (
          <>
            {data.actions.includes('pause') ? (
              <Button variant="outline" color="red" onClick={() => askPause(data)}>
                {t('pause.pause')}
              </Button>
            ) : null}
            {data.actions.includes('resume') ? (
              <Button variant="outline" color="teal" onClick={() => askResume(data)}>
                {t('pause.resume')}
              </Button>
            ) : null}
            {data.actions.includes('editTraceability') ? (
              <Button variant="default" onClick={() => navigate(`/syEdit?id=${data.id}`)}>
                {t('list.editTraceability')}
              </Button>
            ) : null}
            {data.actions.includes('adminEdit') ? (
              <Button variant="default" onClick={() => navigate(`/modifyComponyIoformation?id=${data.id}`)}>
                {t('list.edit')}
              </Button>
            ) : null}
            {data.actions.includes('approve') ? (
              <Button onClick={() => navigate(`/auditPage?id=${data.id}`)}>{t('list.review')}</Button>
            ) : null}
          </>
        )}
        sections={sections}
      />
      {dialog}
    </>
  );
}
