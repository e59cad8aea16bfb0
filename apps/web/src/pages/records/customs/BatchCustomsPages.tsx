import { Button, Card, EmptyState, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { MissingRecord, PageHeader, PlusIcon, useCan } from '../../../kit';
import { useIsCompanyAccount } from '../../companies/api';
import { batchIdFrom, useCustomsOfBatch } from '../api';
import { CertificatesView } from './CertificateReviewPages';
import { CustomsInfoView } from './CustomsInfoPages';
import { CUSTOMS_PATHS, MANAGE_CUSTOMS } from './customsShared';

/** A batch without customs clearance: said plainly, with a way to add it for the owner. */
function NoCustomsForBatch({ title, batchId }: { title: string; batchId: string }) {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const can = useCan();
  const companyAccount = useIsCompanyAccount();
  return (
    <Stack gap="lg">
      <PageHeader title={title} back="/batchList" />
      <Card withBorder radius="md" padding="xl">
        <EmptyState title={t('customs.noneForBatch')} data-testid="no-customs">
          {companyAccount && can(MANAGE_CUSTOMS) ? (
            <EmptyState.Actions>
              <Button
                leftSection={<PlusIcon size={16} />}
                onClick={() => navigate(`${CUSTOMS_PATHS.add}?batchId=${batchId}`)}
              >
                {t('customs.add')}
              </Button>
            </EmptyState.Actions>
          ) : null}
        </EmptyState>
      </Card>
    </Stack>
  );
}

function BatchCustoms({ view }: { view: 'info' | 'certificates' }) {
  const { t } = useTranslation('records');
  const batchId = batchIdFrom(useSearchParams()[0]);
  const query = useCustomsOfBatch(batchId);
  const title = view === 'info' ? t('customs.batchCustomsTitle') : t('customs.batchCertificatesTitle');
  if (!batchId) return <MissingRecord title={title} back="/batchList" />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return <NoCustomsForBatch title={title} batchId={batchId} />;
  return view === 'info' ? (
    <CustomsInfoView mode="detail" query={query} />
  ) : (
    <CertificatesView mode="detail" query={query} />
  );
}

/** /circulationInformationDetails1?batchId=: the customs clearance of a batch. */
export const BatchCustomsPage = () => <BatchCustoms view="info" />;
/** /customsDetail1?batchId=: the clearance certificates of a batch. */
export const BatchCertificatesPage = () => <BatchCustoms view="certificates" />;
