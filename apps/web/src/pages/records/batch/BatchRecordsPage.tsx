import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../i18n';
import {
  DetailPage,
  type DetailSection,
  formatDate,
  HtmlContent,
  StatusBadge,
  statusLabel,
  useTexts,
} from '../../../kit';
import { MissingRecord } from '../../company/components/MissingRecord';
import { DocumentList, ImageGallery } from '../../company/components/StoredFiles';
import { type BatchRecords, batchIdFrom, useBatchRecords } from '../api';
import { CertificateCards } from '../customs/certificates';
import { BATCH_STATUS, PRODUCTION_LINE, TEST_RESULT } from '../statuses';
import { texts } from '../texts';
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
  const t = useTexts(texts);
  if (reports.length === 0) return <Empty>{t.batch.noReports}</Empty>;
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
                {t.reports.testDate}: {formatDate(report.testDate)}
              </Text>
              <Badge size="xs" variant="light" color={report.batchId ? 'blue' : 'gray'}>
                {report.batchId ? t.common.batch : t.common.wholeProduct}
              </Badge>
            </Group>
            {report.remark ? <Text size="sm">{report.remark}</Text> : null}
            <DocumentList urls={report.files} label={t.common.file} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Articles({ articles }: { articles: Records['ecologicalFeatures'] }) {
  const t = useTexts(texts);
  if (articles.length === 0) return <Empty>{t.batch.noArticles}</Empty>;
  return (
    <Stack gap="lg">
      {articles.map((article) => (
        <Stack key={article.id} gap="xs">
          <Title order={4} size="h6">
            {article.title}
          </Title>
          <HtmlContent html={article.content} />
          {article.images.length > 0 ? (
            <ImageGallery urls={article.images} label={t.common.image} size={96} />
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}

/** The sections of a batch's approved records. */
function useSections() {
  const t = useTexts(texts);
  const b = t.batch;
  const language = useLanguage();
  return (data: BatchRecords): DetailSection[] => {
    const { batch, records } = data;
    const chain = records.wholeChain;
    const customs = records.customs;
    return [
      {
        title: b.batchSection,
        columns: 3,
        items: [
          { label: t.logistics.batchNo, value: batch.batchNo },
          { label: t.common.product, value: batch.productDisplayName },
          { label: t.logistics.displayName, value: batch.displayName },
          {
            label: t.logistics.status,
            value: <StatusBadge map={BATCH_STATUS} value={batch.status as 'complete'} />,
          },
          { label: t.logistics.productionDate, value: formatDate(batch.productionDate) },
          { label: t.common.company, value: batch.corpName },
        ],
      },
      { title: b.reports, content: <Reports reports={records.testReports} /> },
      {
        title: b.chain,
        items: chain
          ? [
              { label: t.chain.lineType, value: statusLabel(PRODUCTION_LINE, chain.lineType, language) },
              { label: t.chain.producer, value: chain.producer },
              { label: t.chain.place, value: chain.place },
              { label: t.chain.description, value: chain.description },
            ]
          : undefined,
        content: chain ? (
          <Stack mt="lg">
            <StageTimeline stages={chain.stages} showEmpty={false} />
          </Stack>
        ) : (
          <Empty>{b.noChain}</Empty>
        ),
      },
      {
        title: b.customs,
        columns: 3,
        items: customs
          ? [
              { label: t.customs.name, value: customs.name },
              { label: t.customs.port, value: customs.portName },
              { label: t.customs.importTime, value: formatDate(customs.importTime) },
              { label: t.customs.importCorpName, value: customs.importCorpName },
            ]
          : undefined,
        content: customs ? (
          <Stack mt="lg" data-testid="batch-customs">
            <CertificateCards certificates={customs.certificates} />
          </Stack>
        ) : (
          <Empty>{b.noCustoms}</Empty>
        ),
      },
      { title: b.ecological, content: <Articles articles={records.ecologicalFeatures} /> },
      { title: b.knowledge, content: <Articles articles={records.scienceKnowledge} /> },
    ];
  };
}

/**
 * /birdProductMsgDetails1?batchId=: everything approved about one batch — test reports, whole-chain
 * record, customs clearance, ecological features and science knowledge — as consumers see it.
 */
export function BatchRecordsPage() {
  const t = useTexts(texts);
  const navigate = useNavigate();
  const batchId = batchIdFrom(useSearchParams()[0]);
  const records = useBatchRecords(batchId);
  const sections = useSections();
  if (!batchId) return <MissingRecord title={t.batch.recordsTitle} back="/batchList" />;
  return (
    <DetailPage
      title={(data: BatchRecords) => `${t.batch.recordsTitle}: ${data.batch.batchNo}`}
      subtitle={() => t.batch.recordsSubtitle}
      back="/batchList"
      query={records}
      actions={(data) => (
        <>
          <Button
            variant="light"
            onClick={() => navigate(`/circulationInformationDetails1?batchId=${data.batch.id}`)}
          >
            {t.customs.batchCustomsTitle}
          </Button>
          <Button variant="light" onClick={() => navigate(`/customsDetail1?batchId=${data.batch.id}`)}>
            {t.customs.batchCertificatesTitle}
          </Button>
        </>
      )}
      sections={sections}
    />
  );
}
