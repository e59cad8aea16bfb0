import { NumberInput, Text, Textarea } from '@mantine/core';
import { ZAnnualOutputBody } from '@trace/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import {
  type DataColumn,
  type FilterDef,
  FormModal,
  ListPage,
  pagedRoute,
  type RowAction,
  useApiMutation,
  useIsCompanyAccount,
  usePagedQuery,
  useZodForm,
} from '../../kit';
import { CertificationTabs } from '../certification/CertificationTabs';
import { type AnnualOutputRow, MODULE_KEYS } from './api';

const OUTPUT_PAGE = pagedRoute(ROUTES.certModules.annualOutputs);

type Values = { moduleId: string; year: number; producedQuantity: number | ''; remark: string };
const toInput = (v: Values) => ({
  ...v,
  producedQuantity: v.producedQuantity === '' ? undefined : v.producedQuantity,
  remark: v.remark.trim() || null,
});

function ReportDialog({ row, onClose }: { row: AnnualOutputRow; onClose: () => void }) {
  const { t } = useTranslation('certModules');
  const form = useZodForm(
    ZAnnualOutputBody,
    {
      moduleId: row.moduleId,
      year: row.year,
      producedQuantity: row.producedQuantity ?? '',
      remark: row.reportRemark ?? '',
    } as Values,
    { toInput },
  );
  const save = useApiMutation({
    call: (body: ReturnType<typeof toInput>) =>
      callRouteEnvelope(ROUTES.certModules.reportAnnualOutput, {
        body: { ...body, producedQuantity: body.producedQuantity ?? 0 },
      }),
    form,
    invalidate: [MODULE_KEYS.outputs],
    successMessage: t('output.saved'),
    onSuccess: onClose,
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('output.reportTitle', { module: row.moduleName, year: row.year })}
      onSubmit={form.submit((body) => save.mutateAsync(body as ReturnType<typeof toInput>))}
      submitting={save.isPending}
      formErrors={form.formErrors}
    >
      <NumberInput
        label={t('output.producedQuantity')}
        required
        min={0}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('producedQuantity')}
      />
      <Textarea
        label={t('fields.remark')}
        autosize
        minRows={2}
        maxLength={500}
        {...form.getInputProps('remark')}
      />
    </FormModal>
  );
}

const dim = (text: string) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);

/** /certModuleAnnualOutput: per module and year, certified output, labels ordered, remainder, report. */
export default function AnnualOutputPage() {
  const { t } = useTranslation('certModules');
  const isCompany = useIsCompanyAccount();
  const [reporting, setReporting] = useState<AnnualOutputRow | null>(null);
  const thisYear = new Date().getFullYear();
  const filters = useMemo<FilterDef[]>(
    () => [
      {
        key: 'year',
        type: 'select',
        label: t('output.year'),
        options: Array.from({ length: 6 }, (_, i) => ({
          value: String(thisYear - i),
          label: String(thisYear - i),
        })),
        width: 120,
      },
      { key: 'keyword', type: 'text', label: t('list.keyword'), width: 200 },
    ],
    [t, thisYear],
  );
  const query = usePagedQuery({
    queryKey: MODULE_KEYS.outputs,
    fetchPage: OUTPUT_PAGE,
    filters,
  });
  const columns = useMemo<DataColumn<AnnualOutputRow>[]>(
    () => [
      { key: 'moduleName', header: t('output.module'), alwaysVisible: true },
      ...(isCompany ? [] : [{ key: 'corpName', header: t('fields.company') } as DataColumn<AnnualOutputRow>]),
      { key: 'year', header: t('output.year'), width: 80 },
      {
        key: 'certifiedAnnualOutput',
        header: t('output.certified'),
        align: 'right',
        cell: (r) => r.certifiedAnnualOutput ?? dim(t('fields.notCertified')),
        exportValue: (r) => r.certifiedAnnualOutput ?? '',
      },
      { key: 'labelsOrdered', header: t('output.ordered'), align: 'right' },
      {
        key: 'remainder',
        header: t('output.remainder'),
        align: 'right',
        cell: (r) =>
          r.remainder === null ? (
            '—'
          ) : (
            <Text size="sm" c={r.remainder < 0 ? 'red' : undefined}>
              {r.remainder}
            </Text>
          ),
        exportValue: (r) => r.remainder ?? '',
      },
      {
        key: 'producedQuantity',
        header: t('output.produced'),
        align: 'right',
        cell: (r) => r.producedQuantity ?? dim(t('output.notReported')),
        exportValue: (r) => r.producedQuantity ?? '',
      },
    ],
    [t, isCompany],
  );
  const rowActions = useMemo<RowAction<AnnualOutputRow>[]>(
    () => [{ key: 'report', label: t('output.report'), onClick: setReporting }],
    [t],
  );
  return (
    <>
      <CertificationTabs active="/certModuleAnnualOutput" />
      <ListPage
        title={t('output.title')}
        subtitle={t('output.subtitle')}
        tableId="cert-annual-output"
        query={query}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        emptyText={t('output.empty')}
        exportCsv
        exportFilename="cert-annual-output.csv"
      />
      {reporting ? <ReportDialog row={reporting} onClose={() => setReporting(null)} /> : null}
    </>
  );
}
