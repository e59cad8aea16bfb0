import { Button, Card, EmptyState } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DetailPage, FileIcon, PlusIcon, StatusBadge } from '../../../kit';
import { useMyCompany } from '../api';
import { COMPANY_STATUS } from '../statuses';
import { useCompanyRecordSections } from './companyDetails';

/** /myCompanyInfo: everything about the caller's company, its documents and every review decision. */
export default function MyCompanyInfoPage() {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const mine = useMyCompany();
  const sections = useCompanyRecordSections();
  return (
    <DetailPage
      title={t('mine.detailTitle')}
      back="/setCompanyInformation"
      query={mine}
      badge={(company) =>
        company ? <StatusBadge map={COMPANY_STATUS} value={company.status} size="lg" /> : null
      }
      subtitle={(company) => company?.name}
      actions={(company) =>
        company?.actions.includes('edit') ? (
          <Button onClick={() => navigate('/editCompanyInformation')}>{t('mine.edit')}</Button>
        ) : null
      }
      sections={(company) => (company ? sections(company) : [])}
    >
      {(company) =>
        company ? null : (
          <Card withBorder radius="md" padding="xl">
            <EmptyState
              icon={<FileIcon size={26} />}
              title={t('mine.emptyTitle')}
              description={t('mine.emptyText')}
            >
              <EmptyState.Actions>
                <Button
                  leftSection={<PlusIcon size={16} />}
                  onClick={() => navigate('/createCompanyInformation')}
                >
                  {t('mine.create')}
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Card>
        )
      }
    </DetailPage>
  );
}
