import { Alert, Paper, Table, Text, Textarea } from '@mantine/core';
import { type RouteBody, type StoredFile, voidRequestRoutes } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentUserQuery } from '../../../api/account';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import {
  AlertCircleIcon,
  FormPage,
  FormSection,
  UploadField,
  useApiMutation,
  useZodForm,
} from '../../../kit';
import { VOID_KEYS, type VoidRequest } from '../api';

const LIST = '/invalidRequest';
const REASON_MAX = 500;
/** Three made-up codes showing the layout the import reads. */
const EXAMPLE = ['10000000000000001', '10000000000000002', '10000000000000107'];

type Values = { files: StoredFile[]; reason: string };
const EMPTY: Values = { files: [], reason: '' };
const toBody = (values: Values) => ({ fileId: values.files[0]?.id, reason: values.reason });

/** How the spreadsheet is laid out: a title row, then one code per row in column A. */
function LayoutExample() {
  const { t: p } = useTranslation('labels');
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" maw={420}>
      <Text size="xs" c="dimmed" fw={500} mb={6}>
        {p('example')}
      </Text>
      <Table withTableBorder withColumnBorders fz="xs" bg="white">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36} />
            <Table.Th ta="center">A</Table.Th>
            <Table.Th ta="center">B</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td c="dimmed">1</Table.Td>
            <Table.Td fw={600}>{p('voids.importPage.column')}</Table.Td>
            <Table.Td />
          </Table.Tr>
          {EXAMPLE.map((code, index) => (
            <Table.Tr key={code}>
              <Table.Td c="dimmed">{index + 2}</Table.Td>
              <Table.Td ff="monospace">{code}</Table.Td>
              <Table.Td />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * /invalidRequestImport: a company asks to void the labels listed in an xls/xlsx (codes in column A
 * from row 2, at most 10,000). The server names the rows that are not codes and the codes that are
 * not the company's; the request then waits for review like any other.
 */
export default function VoidImportPage() {
  const { t: p } = useTranslation('labels');
  const navigate = useNavigate();
  const user = useCurrentUserQuery();
  const form = useZodForm(voidRequestRoutes.importCodes.body, EMPTY, {
    toInput: toBody,
    fieldOf: (path) => (path === 'fileId' ? 'files' : path),
  });
  const create = useApiMutation<VoidRequest, RouteBody<typeof ROUTES.voidRequests.importCodes>>({
    call: (body) => callRouteEnvelope(ROUTES.voidRequests.importCodes, { body }),
    form,
    invalidate: [VOID_KEYS.all],
    successMessage: p('voids.importPage.submitted'),
    onSuccess: (request) => navigate(`${LIST}?id=${request.id}`),
  });
  const noCompany = user.data !== undefined && !user.data.corpId;

  return (
    <FormPage
      title={p('voids.importPage.title')}
      subtitle={p('voids.importPage.subtitle')}
      back={LIST}
      onSubmit={form.submit((body) => create.mutateAsync(body))}
      submitting={create.isPending}
      submitLabel={p('voids.importPage.submit')}
      formErrors={form.formErrors}
    >
      {noCompany ? (
        <Alert color="orange" variant="light" icon={<AlertCircleIcon size={18} />}>
          {p('voids.importPage.noCompany')}
        </Alert>
      ) : null}
      <FormSection title={p('voids.importPage.fileSection')} description={p('voids.importPage.fileHint')}>
        <LayoutExample />
        <UploadField
          kind="spreadsheet"
          required
          label={p('voids.importPage.file')}
          {...form.getInputProps('files')}
          value={form.values.files}
        />
      </FormSection>
      <FormSection title={p('voids.importPage.reasonSection')}>
        <Textarea
          aria-label={p('voids.importPage.reasonSection')}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REASON_MAX}
          description={`${form.values.reason.length} / ${REASON_MAX}`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          {...form.getInputProps('reason')}
        />
      </FormSection>
    </FormPage>
  );
}
