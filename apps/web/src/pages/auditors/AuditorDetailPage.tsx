import { ActionIcon, Badge, Button, Card, Group, Select, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CERT_PERMISSIONS, type RouteBody, ZAuditorConflictBody } from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope, routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';
import {
  DetailPage,
  FormModal,
  formatDateTime,
  MissingRecord,
  PlusIcon,
  StatusBadge,
  TrashIcon,
  useActionDialog,
  useApiMutation,
  useCan,
  useIdParam,
  useZodForm,
} from '../../kit';
import { useIsBodyUser, useSchemeLabel } from '../certBodies/api';
import { AUDITOR_KEYS, type Auditor, useAuditor } from './api';
import { QualificationBadge } from './QualificationBadge';
import { AUDITOR_STATUS } from './statuses';

/** A company chosen from the directory (search as you type) and the reason of the conflict. */
function ConflictModal({
  auditorId,
  opened,
  onClose,
}: {
  auditorId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('auditors');
  const [keyword, setKeyword] = useState('');
  const companies = useQuery(
    routeQuery(ROUTES.lookups.companies, { query: { keyword: keyword || undefined } }),
  );
  const form = useZodForm(
    ZAuditorConflictBody,
    { corpId: null as string | null, reason: '' },
    {
      toInput: (v) => ({ corpId: v.corpId ?? '', reason: v.reason }),
    },
  );
  const add = useApiMutation({
    call: (body: RouteBody<typeof ROUTES.auditors.addConflict>) =>
      callRouteEnvelope(ROUTES.auditors.addConflict, { params: { id: auditorId }, body }),
    form,
    invalidate: [AUDITOR_KEYS.one(auditorId)],
    onSuccess: () => {
      form.reset();
      onClose();
    },
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('conflicts.add')}
      onSubmit={form.submit((body) => add.mutateAsync(body))}
      submitting={add.isPending}
      formErrors={form.formErrors}
    >
      <Select
        label={t('conflicts.company')}
        required
        searchable
        searchValue={keyword}
        onSearchChange={setKeyword}
        data={companies.data ?? []}
        nothingFoundMessage={t('conflicts.noCompany')}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('corpId')}
      />
      <TextInput label={t('conflicts.reason')} required maxLength={200} {...form.getInputProps('reason')} />
    </FormModal>
  );
}

/** The auditor's declared conflicts of interest, with add and remove for the body. */
function Conflicts({ auditor, editable }: { auditor: Auditor; editable: boolean }) {
  const { t } = useTranslation('auditors');
  const [adding, setAdding] = useState(false);
  const [ask, dialog] = useActionDialog();
  const conflicts = useQuery(
    routeQuery(
      ROUTES.auditors.conflicts,
      { params: { id: auditor.id } },
      { key: AUDITOR_KEYS.conflicts(auditor.id) },
    ),
  );
  const remove = useApiMutation({
    call: (conflictId: string) =>
      callRouteEnvelope(ROUTES.auditors.removeConflict, { params: { id: auditor.id, conflictId } }),
    invalidate: [AUDITOR_KEYS.one(auditor.id)],
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={3} size="h5">
          {t('conflicts.title')}
        </Title>
        {editable ? (
          <Button size="xs" leftSection={<PlusIcon size={14} />} onClick={() => setAdding(true)}>
            {t('conflicts.add')}
          </Button>
        ) : null}
      </Group>
      {conflicts.data?.length ? (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('conflicts.company')}</Table.Th>
              <Table.Th>{t('conflicts.reason')}</Table.Th>
              <Table.Th>{t('conflicts.declared')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {conflicts.data.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.corpName}</Table.Td>
                <Table.Td>{c.reason}</Table.Td>
                <Table.Td>{formatDateTime(c.createTime)}</Table.Td>
                <Table.Td>
                  {editable ? (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('conflicts.remove')}
                      onClick={() =>
                        ask({
                          title: t('conflicts.remove'),
                          message: t('conflicts.removeText', { company: c.corpName }),
                          confirmLabel: t('conflicts.remove'),
                          danger: true,
                          onConfirm: () => remove.mutateAsync(c.id),
                        })
                      }
                    >
                      <TrashIcon size={16} />
                    </ActionIcon>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          {t('conflicts.none')}
        </Text>
      )}
      <ConflictModal auditorId={auditor.id} opened={adding} onClose={() => setAdding(false)} />
      {dialog}
    </Card>
  );
}

/** /auditorDetails?id=: one auditor of the register, with the declared conflicts. */
export default function AuditorDetailPage() {
  const { t } = useTranslation('auditors');
  const navigate = useNavigate();
  const can = useCan();
  const bodyUser = useIsBodyUser();
  const schemeLabel = useSchemeLabel();
  const id = useIdParam();
  const auditor = useAuditor(id);
  const editable = bodyUser && can(CERT_PERMISSIONS.manageAuditors);
  if (!id) return <MissingRecord title={t('detail')} back="/auditorList" />;
  return (
    <DetailPage
      title={(a: Auditor) => a.name}
      back="/auditorList"
      query={auditor}
      badge={(a) => (
        <Group gap={6}>
          <StatusBadge map={AUDITOR_STATUS} value={a.status} />
          <QualificationBadge daysLeft={a.qualificationDaysLeft} />
        </Group>
      )}
      actions={(a) =>
        editable ? (
          <Button variant="default" onClick={() => navigate(`/editAuditor?id=${a.id}`)}>
            {t('edit')}
          </Button>
        ) : null
      }
      sections={(a) => [
        {
          title: t('section.person'),
          items: [
            { label: t('body'), value: a.certBodyName },
            { label: t('email'), value: a.email },
            { label: t('phone'), value: a.phone },
            { label: t('account.linked'), value: a.account ?? t('account.noAccount') },
          ],
        },
        {
          title: t('section.competence'),
          items: [
            {
              label: t('schemes'),
              value: (
                <Group gap={4}>
                  {a.schemes.map((s) => (
                    <Badge key={s} variant="light">
                      {schemeLabel(s)}
                    </Badge>
                  ))}
                </Group>
              ),
              wide: true,
            },
            { label: t('categories'), value: a.categoryNames.join(', '), wide: true },
            {
              label: t('languages'),
              value: a.languages.map((l) => t(`languageNames.${l}` as 'languageNames.zh')).join(', '),
            },
            { label: t('qualification.expiry'), value: a.qualificationExpiry },
            { label: t('remark'), value: a.remark, wide: true },
          ],
        },
      ]}
    >
      {(a) => <Conflicts auditor={a} editable={editable} />}
    </DetailPage>
  );
}
