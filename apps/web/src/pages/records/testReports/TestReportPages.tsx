import { Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ZTestReportBody } from '@trace/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  type FilterDef,
  FormPage,
  FormSection,
  formatDate,
  MissingRecord,
  StatusBadge,
  statusLabel,
  statusOptions,
  UploadField,
  useApiMutation,
  useIdParam,
  useZodForm,
} from '../../../kit';
import { DateField } from '../../companies/components/DateField';
import { DocumentList } from '../../companies/components/StoredFiles';
import { useStoredFiles } from '../../companies/components/storedFiles';
import { profileToEdit } from '../../companies/profile/companyForm';
import { ReviewNotice } from '../../companies/review/ReviewNotice';
import { RECORD_KEYS, type TestReport, useTestReport } from '../api';
import { BatchPicker, ProductPicker } from '../components/RecordPickers';
import { RecordListPage, type RecordPaths, RecordReviewPage } from '../components/recordPages';
import { EMPTY_REPORT_FORM, reportFieldOf, reportFormValues, toReportBody } from '../recordForms';
import { TEST_RESULT } from '../statuses';

export const REPORT_PATHS: RecordPaths = {
  list: '/testReport',
  detail: '/testReportDetails',
  audit: '/testReportAudit',
  add: '/addTestReport',
  edit: '/editTestReport',
};
export const MANAGE_REPORTS = 'product.testReport.manage';

/** /testReport: test reports of products and batches with their review state. */
export function TestReportListPage() {
  const { t } = useTranslation('records');
  const language = useLanguage();
  const filters = useMemo<FilterDef[]>(
    () => [
      {
        key: 'result',
        type: 'select',
        label: t('reports.result'),
        options: statusOptions(TEST_RESULT, language),
        width: 150,
      },
    ],
    [t, language],
  );
  const columns = useMemo(
    () => [
      {
        key: 'reportNo',
        header: t('reportNumber'),
        sortable: true,
        alwaysVisible: true,
        width: 180,
        cell: (row: TestReport) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {row.reportNo}
            </Text>
            <Text size="xs" c="dimmed">
              {row.institution}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'testDate',
        header: t('reports.testDate'),
        sortable: true,
        width: 120,
        cell: (row: TestReport) => formatDate(row.testDate),
        exportValue: (row: TestReport) => formatDate(row.testDate),
      },
      {
        key: 'result',
        header: t('reports.result'),
        width: 120,
        cell: (row: TestReport) => <StatusBadge map={TEST_RESULT} value={row.result} />,
        exportValue: (row: TestReport) => statusLabel(TEST_RESULT, row.result, language),
      },
    ],
    [t, language],
  );
  return (
    <RecordListPage<TestReport>
      title={t('reports.title')}
      subtitle={t('reports.subtitle')}
      tableId="test-reports"
      routes={ROUTES.records.testReports}
      queryKey={RECORD_KEYS.testReports}
      paths={REPORT_PATHS}
      managePermission={MANAGE_REPORTS}
      addLabel={t('reports.add')}
      keywordLabel={t('reports.keyword')}
      emptyText={t('reports.empty')}
      columns={columns}
      filters={filters}
      deleteTexts={{
        title: t('reports.deleteTitle'),
        text: (row) => t('reports.deleteText', { no: row.reportNo }),
        done: t('reports.deleted'),
      }}
    />
  );
}

function TestReportView({ mode }: { mode: 'detail' | 'audit' }) {
  const { t } = useTranslation('records');
  const id = useIdParam();
  const report = useTestReport(id);
  if (!id)
    return (
      <MissingRecord
        title={mode === 'audit' ? t('reports.auditTitle') : t('reports.detailTitle')}
        back={REPORT_PATHS.list}
      />
    );
  return (
    <RecordReviewPage<TestReport>
      mode={mode}
      title={(data) => (mode === 'audit' ? `${t('reports.auditTitle')}: ${data.reportNo}` : data.reportNo)}
      subtitle={(data) => `${data.institution} · ${data.corpName}`}
      query={report}
      paths={REPORT_PATHS}
      routes={ROUTES.records.testReports}
      changeFields={() => [
        { key: 'institution', label: t('reports.institution') },
        { key: 'reportNo', label: t('reportNumber') },
        { key: 'testDate', label: t('reports.testDate'), render: (value) => formatDate(value as string) },
        {
          key: 'result',
          label: t('reports.result'),
          render: (value) => <StatusBadge map={TEST_RESULT} value={value as 'qualified'} />,
        },
        { key: 'remark', label: t('remark') },
        {
          key: 'batchId',
          label: t('common.batch'),
          render: (value) => (value ? String(value) : t('common.wholeProduct')),
        },
        {
          key: 'files',
          label: t('reports.files'),
          render: (value) => (
            <DocumentList
              urls={(value as string[]) ?? []}
              label={(index: number) => t('common.file', { number: index + 1 })}
            />
          ),
        },
      ]}
      sections={(data) => [
        {
          title: t('reports.section'),
          columns: 3,
          items: [
            { label: t('reportNumber'), value: data.reportNo },
            { label: t('reports.institution'), value: data.institution },
            { label: t('reports.testDate'), value: formatDate(data.testDate) },
            { label: t('reports.result'), value: <StatusBadge map={TEST_RESULT} value={data.result} /> },
            { label: t('remark'), value: data.remark, wide: true },
          ],
        },
        {
          title: t('files'),
          content: (
            <DocumentList
              urls={data.files}
              label={(index: number) => t('common.file', { number: index + 1 })}
            />
          ),
        },
      ]}
    />
  );
}

/** /testReportDetails */
export const TestReportDetailPage = () => <TestReportView mode="detail" />;
/** /testReportAudit: reviewers approve or reject a report or its waiting change. */
export const TestReportAuditPage = () => <TestReportView mode="audit" />;

function TestReportForm({
  report,
  loading,
  loadError,
  onRetry,
}: {
  report?: TestReport;
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('records');
  const language = useLanguage();
  const navigate = useNavigate();
  const editing = loading !== undefined;
  const start = useMemo(
    () => (report ? profileToEdit(report, report.review.pendingChange) : undefined),
    [report],
  );
  const files = useStoredFiles(start?.files as string[] | undefined, (index: number) =>
    t('common.file', { number: index + 1 }),
  );
  const form = useZodForm(ZTestReportBody, EMPTY_REPORT_FORM, {
    toInput: toReportBody,
    fieldOf: reportFieldOf,
  });
  const { initialize } = form;
  useEffect(() => {
    if (start && files) initialize(reportFormValues(start, files));
  }, [start, files, initialize]);
  const save = useApiMutation<TestReport, z.output<typeof ZTestReportBody>>({
    call: (body) =>
      report
        ? callRouteEnvelope(ROUTES.records.testReports.update, { params: { id: report.id }, body })
        : callRouteEnvelope(ROUTES.records.testReports.create, { body }),
    form,
    invalidate: [RECORD_KEYS.all],
    successMessage: report ? t('changeSubmittedForReview') : t('reports.created'),
    onSuccess: (saved) => navigate(`${REPORT_PATHS.detail}?id=${saved.id}`, { replace: true }),
  });
  const productInput = form.getInputProps('productId');
  const { values } = form;

  return (
    <FormPage
      title={editing ? t('reports.editTitle') : t('reports.addTitle')}
      subtitle={editing ? report?.reportNo : t('reports.addSubtitle')}
      back={REPORT_PATHS.list}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      submitLabel={t('submitForReview')}
      formErrors={form.formErrors}
      loading={editing && (loading || !files)}
      loadError={loadError}
      onRetry={onRetry}
    >
      {report ? <ReviewNotice status={report.review.reviewStatus} remark={report.review.lastRemark} /> : null}
      <FormSection title={t('reports.aboutSection')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ProductPicker
            label={t('product')}
            required
            {...productInput}
            onChange={(value) => {
              productInput.onChange(value);
              form.setFieldValue('batchId', null);
            }}
          />
          <BatchPicker
            label={t('common.batch')}
            description={t('common.batchOptional')}
            productId={values.productId}
            requireProduct
            clearable
            {...form.getInputProps('batchId')}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('reports.section')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('reports.institution')}
            required
            maxLength={100}
            {...form.getInputProps('institution')}
          />
          <TextInput label={t('reportNumber')} required maxLength={50} {...form.getInputProps('reportNo')} />
          <DateField
            label={t('reports.testDate')}
            required
            maxDate={new Date().toISOString().slice(0, 10)}
            {...form.getInputProps('testDate')}
          />
          <Select
            label={t('reports.result')}
            required
            data={statusOptions(TEST_RESULT, language)}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('result')}
          />
        </SimpleGrid>
        <Textarea
          label={t('remark')}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={500}
          {...form.getInputProps('remark')}
        />
      </FormSection>
      <FormSection title={t('files')} description={t('reports.filesHint')}>
        <UploadField
          kind="document"
          multiple
          maxFiles={5}
          label={t('reports.documents')}
          {...form.getInputProps('documents')}
          value={values.documents}
        />
        <UploadField
          kind="image"
          multiple
          maxFiles={5}
          label={t('reports.photos')}
          {...form.getInputProps('photos')}
          value={values.photos}
        />
      </FormSection>
    </FormPage>
  );
}

/** /addTestReport: a company adds a test report; it waits for review. */
export function AddTestReportPage() {
  return <TestReportForm />;
}

/** /editTestReport: a change goes through review; an approved report stays as approved until then. */
export function EditTestReportPage() {
  const { t } = useTranslation('records');
  const id = useIdParam();
  const report = useTestReport(id);
  if (!id) return <MissingRecord title={t('reports.editTitle')} back={REPORT_PATHS.list} />;
  return (
    <TestReportForm
      report={report.data}
      loading={report.isPending}
      loadError={report.error}
      onRetry={() => void report.refetch()}
    />
  );
}
