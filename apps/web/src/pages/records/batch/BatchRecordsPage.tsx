import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../i18n';
import {
  DetailPage,
  type DetailSection,
  formatDate,
  HtmlContent,
  MissingRecord,
  StatusBadge,
  statusLabel,
} from '../../../kit';
import { DocumentList, ImageGallery } from '../../companies/components/StoredFiles';
import { type BatchRecords, batchIdFrom, useBatchRecords } from '../api';
import { CertificateCards } from '../customs/certificates';
import { BATCH_STATUS, PRODUCTION_LINE, TEST_RESULT } from '../statuses';
import { StageTimeline } from '../wholeChain/stages';

type Records = BatchRecords['records'];

function Empty({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

function Reports({ reports }: { reports: Records['testReports'] }) {
  const { t } = useTranslation('records');
  if (reports.length === 0) return <Empty>{t('batchRecords.noReports')}</Empty>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="batch-reports">
      {reports.map((report) => (
        <Card key={report.id} withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Title order={4} size="h6">
                {report.reportNo}
              </Title>
              <StatusBadge map={TEST_RESULT} value={report.result} />
            </Group>
            <Text size="sm">{report.institution}</Text>
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {t('reports.testDate')}: {formatDate(report.testDate)}
              </Text>
              <Badge size="xs" variant="light" color={report.batchId ? 'blue' : 'gray'}>
                {report.batchId ? t('common.batch') : t('common.wholeProduct')}
              </Badge>
            </Group>
            {report.remark ? <Text size="sm">{report.remark}</Text> : null}
            <DocumentList
              urls={report.files}
              label={(index: number) => t('common.file', { number: index + 1 })}
            />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Articles({ articles }: { articles: Records['ecologicalFeatures'] }) {
  const { t } = useTranslation('records');
  if (articles.length === 0) return <Empty>{t('batchRecords.noArticles')}</Empty>;
  return (
    <Stack gap="lg">
      {articles.map((article) => (
        <Stack key={article.id} gap="xs">
          <Title order={4} size="h6">
            {article.title}
          </Title>
          <HtmlContent html={article.content} />
          {article.images.length > 0 ? (
            <ImageGallery
              urls={article.images}
              label={(index: number) => t('common.image', { number: index + 1 })}
              size={96}
            />
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}

/** The sections of a batch's approved records. */
function useSections() {
  const { t } = useTranslation('records');
  const language = useLanguage();
  return (data: BatchRecords): DetailSection[] => {
    const { batch, records } = data;
    const chain = records.wholeChain;
    const customs = records.customs;
    return [
      {
        title: t('batchRecords.batchSection'),
        columns: 3,
        items: [
          { label: t('logistics.batchNo'), value: batch.batchNo },
          { label: t('product'), value: batch.productDisplayName },
          { label: t('logistics.displayName'), value: batch.displayName },
          {
            label: t('logistics.status'),
            value: <StatusBadge map={BATCH_STATUS} value={batch.status as 'complete'} />,
          },
          { label: t('productionDate'), value: formatDate(batch.productionDate) },
          { label: t('company'), value: batch.corpName },
        ],
      },
      { title: t('batchRecords.reports'), content: <Reports reports={records.testReports} /> },
      {
        title: t('wholeChainTraceability'),
        items: chain
          ? [
              { label: t('chain.lineType'), value: statusLabel(PRODUCTION_LINE, chain.lineType, language) },
              { label: t('chain.producer'), value: chain.producer },
              { label: t('chain.place'), value: chain.place },
              { label: t('chain.description'), value: chain.description },
            ]
          : undefined,
        content: chain ? (
          <Stack mt="lg">
            <StageTimeline stages={chain.stages} showEmpty={false} />
          </Stack>
        ) : (
          <Empty>{t('batchRecords.noChain')}</Empty>
        ),
      },
      {
        title: t('customsClearance'),
        columns: 3,
        items: customs
          ? [
              { label: t('customs.name'), value: customs.name },
              { label: t('customs.port'), value: customs.portName },
              { label: t('customs.importTime'), value: formatDate(customs.importTime) },
              { label: t('importer'), value: customs.importCorpName },
            ]
          : undefined,
        content: customs ? (
          <Stack mt="lg" data-testid="batch-customs">
            <CertificateCards certificates={customs.certificates} />
          </Stack>
        ) : (
          <Empty>{t('batchRecords.noCustoms')}</Empty>
        ),
      },
      { title: t('ecologicalFeatures'), content: <Articles articles={records.ecologicalFeatures} /> },
      { title: t('batchRecords.knowledge'), content: <Articles articles={records.scienceKnowledge} /> },
    ];
  };
}

/**
 * /birdProductMsgDetails1?batchId=: everything approved about one batch — test reports, whole-chain
 * record, customs clearance, ecological features and science knowledge — as consumers see it.
 */
export function BatchRecordsPage() {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const batchId = batchIdFrom(useSearchParams()[0]);
  const records = useBatchRecords(batchId);
  const sections = useSections();
  if (!batchId) return <MissingRecord title={t('batchRecords.recordsTitle')} back="/batchList" />;
  return (
    <DetailPage
      title={(data: BatchRecords) => `${t('batchRecords.recordsTitle')}: ${data.batch.batchNo}`}
      subtitle={() => t('batchRecords.recordsSubtitle')}
      back="/batchList"
      query={records}
      actions={(data) => (
        <>
          <Button
            variant="light"
            onClick={() => navigate(`/circulationInformationDetails1?batchId=${data.batch.id}`)}
          >
            {t('customs.batchCustomsTitle')}
          </Button>
          <Button variant="light" onClick={() => navigate(`/customsDetail1?batchId=${data.batch.id}`)}>
            {t('customs.batchCertificatesTitle')}
          </Button>
        </>
      )}
      sections={sections}
    />
  );
}
