import {
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CERT_PERMISSIONS, type RouteBody, ZCertBodyUserBody } from '@trace/contracts';
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
  useActionDialog,
  useApiMutation,
  useCan,
  useIdParam,
  useZodForm,
} from '../../kit';
import { DocumentList } from '../companies/components/StoredFiles';
import { CERT_BODY_KEYS, type CertBody, useCertBody, useSchemeLabel } from './api';
import { BODY_STATUS } from './statuses';

const EMPTY_ACCOUNT = { account: '', userName: '', phone: '', email: '', password: '' };
const toAccountBody = (values: typeof EMPTY_ACCOUNT) => ({
  ...values,
  phone: values.phone.trim() || null,
  email: values.email.trim() || null,
});

/** A form in a dialog creating a sign-in account of the body. */
function NewAccountModal({
  bodyId,
  opened,
  onClose,
}: {
  bodyId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('certBodies');
  const form = useZodForm(ZCertBodyUserBody, EMPTY_ACCOUNT, { toInput: toAccountBody });
  const create = useApiMutation({
    call: (body: RouteBody<typeof ROUTES.certBodies.createUser>) =>
      callRouteEnvelope(ROUTES.certBodies.createUser, { params: { id: bodyId }, body }),
    form,
    invalidate: [CERT_BODY_KEYS.body(bodyId)],
    onSuccess: () => {
      form.reset();
      onClose();
    },
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('users.add')}
      onSubmit={form.submit((body) => create.mutateAsync(body))}
      submitting={create.isPending}
      formErrors={form.formErrors}
    >
      <TextInput label={t('users.account')} required maxLength={32} {...form.getInputProps('account')} />
      <TextInput label={t('users.name')} required maxLength={50} {...form.getInputProps('userName')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('users.phone')} maxLength={11} {...form.getInputProps('phone')} />
        <TextInput label={t('users.email')} maxLength={254} {...form.getInputProps('email')} />
      </SimpleGrid>
      <PasswordInput
        label={t('users.password')}
        description={t('users.passwordRule')}
        required
        {...form.getInputProps('password')}
      />
    </FormModal>
  );
}

/** The body's accounts and its auditors, read beside the accreditation. */
function BodyPeople({ body }: { body: CertBody }) {
  const { t } = useTranslation('certBodies');
  const can = useCan();
  const [adding, setAdding] = useState(false);
  const users = useQuery(
    routeQuery(
      ROUTES.certBodies.users,
      { params: { id: body.id }, query: { page: 1, pageSize: 100 } },
      { key: CERT_BODY_KEYS.users(body.id) },
    ),
  );
  const auditors = useQuery(
    routeQuery(ROUTES.certBodies.auditors, { params: { id: body.id }, query: { page: 1, pageSize: 100 } }),
  );
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" mb="md">
          <Title order={3} size="h5">
            {t('users.title')}
          </Title>
          {can(CERT_PERMISSIONS.manageBodies) ? (
            <Button size="xs" leftSection={<PlusIcon size={14} />} onClick={() => setAdding(true)}>
              {t('users.add')}
            </Button>
          ) : null}
        </Group>
        {users.data?.list.length ? (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.account')}</Table.Th>
                <Table.Th>{t('users.name')}</Table.Th>
                <Table.Th>{t('users.type')}</Table.Th>
                <Table.Th>{t('users.email')}</Table.Th>
                <Table.Th>{t('users.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.list.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>{user.account}</Table.Td>
                  <Table.Td>{user.userName}</Table.Td>
                  <Table.Td>
                    {user.userType === 'auditor' ? t('users.typeAuditor') : t('users.typeBody')}
                  </Table.Td>
                  <Table.Td>{user.email ?? '—'}</Table.Td>
                  <Table.Td>{formatDateTime(user.createTime)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed" size="sm">
            {t('users.none')}
          </Text>
        )}
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={3} size="h5" mb="md">
          {t('bodies.auditors', { count: auditors.data?.total ?? body.auditorCount })}
        </Title>
        {auditors.data?.list.length ? (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('auditorsTable.name')}</Table.Th>
                <Table.Th>{t('bodies.schemes')}</Table.Th>
                <Table.Th>{t('auditorsTable.qualification')}</Table.Th>
                <Table.Th>{t('status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {auditors.data.list.map((auditor) => (
                <Table.Tr key={auditor.id}>
                  <Table.Td>{auditor.name}</Table.Td>
                  <Table.Td>{auditor.schemes.join(', ')}</Table.Td>
                  <Table.Td>{auditor.qualificationExpiry}</Table.Td>
                  <Table.Td>
                    <StatusBadge map={BODY_STATUS} value={auditor.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed" size="sm">
            {t('auditorsTable.none')}
          </Text>
        )}
      </Card>
      <NewAccountModal bodyId={body.id} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}

/** /certAuthorityDetails?id=: a body's accreditation, contacts, accounts and auditors. */
export default function BodyDetailPage() {
  const { t } = useTranslation('certBodies');
  const navigate = useNavigate();
  const can = useCan();
  const id = useIdParam();
  const body = useCertBody(id);
  const schemeLabel = useSchemeLabel();
  const [ask, dialog] = useActionDialog();
  const setStatus = useApiMutation({
    call: (status: 'active' | 'inactive') =>
      callRouteEnvelope(ROUTES.certBodies.setStatus, { params: { id: id ?? '' }, body: { status } }),
    invalidate: [CERT_BODY_KEYS.all],
  });
  if (!id) return <MissingRecord title={t('bodies.detail')} back="/certAuthority" />;
  return (
    <>
      <DetailPage
        title={(b: CertBody) => b.name}
        back="/certAuthority"
        query={body}
        badge={(b) => <StatusBadge map={BODY_STATUS} value={b.status} />}
        actions={(b) =>
          can(CERT_PERMISSIONS.manageBodies) ? (
            <Group gap="sm">
              <Button variant="default" onClick={() => navigate(`/editCertAuthority?id=${b.id}`)}>
                {t('edit')}
              </Button>
              <Button
                color={b.status === 'active' ? 'red' : 'teal'}
                variant="light"
                onClick={() =>
                  ask({
                    title: b.status === 'active' ? t('bodies.deactivate') : t('bodies.activate'),
                    message: b.status === 'active' ? t('bodies.deactivateText') : t('bodies.activateText'),
                    confirmLabel: b.status === 'active' ? t('bodies.deactivate') : t('bodies.activate'),
                    danger: b.status === 'active',
                    onConfirm: () => setStatus.mutateAsync(b.status === 'active' ? 'inactive' : 'active'),
                  })
                }
              >
                {b.status === 'active' ? t('bodies.deactivate') : t('bodies.activate')}
              </Button>
            </Group>
          ) : null
        }
        sections={(b) => [
          {
            title: t('bodies.accreditation'),
            items: [
              { label: t('bodies.accreditationNo'), value: b.accreditationNo },
              { label: t('bodies.accreditedBy'), value: b.accreditedBy },
              { label: t('bodies.country'), value: b.countryId },
              { label: t('bodies.validUntil'), value: b.accreditationValidUntil },
              {
                label: t('bodies.schemes'),
                value: (
                  <Group gap={4}>
                    {b.schemes.map((s) => (
                      <Badge key={s} variant="light">
                        {schemeLabel(s)}
                      </Badge>
                    ))}
                  </Group>
                ),
                wide: true,
              },
              {
                label: t('bodies.categories'),
                value: b.categoryNames.join(', ') || t('bodies.allCategories'),
                wide: true,
              },
            ],
          },
          {
            title: t('bodies.contacts'),
            items: [
              { label: t('bodies.contactName'), value: b.contactName },
              { label: t('bodies.contactPhone'), value: b.contactPhone },
              { label: t('bodies.contactEmail'), value: b.contactEmail },
              { label: t('bodies.address'), value: b.address },
              { label: t('bodies.introduction'), value: b.introduction, wide: true },
              {
                label: t('bodies.documents'),
                value: b.documents.length ? (
                  <DocumentList urls={b.documents} label={(i) => t('bodies.documentName', { n: i + 1 })} />
                ) : null,
                wide: true,
              },
            ],
          },
        ]}
      >
        {(b) => <BodyPeople body={b} />}
      </DetailPage>
      {dialog}
    </>
  );
}
