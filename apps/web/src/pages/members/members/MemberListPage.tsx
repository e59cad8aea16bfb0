import { Alert, Badge, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../api/routes';
import {
  type DataColumn,
  DetailSections,
  dateTimeColumn,
  EyeIcon,
  type FilterDef,
  formatDateTime,
  ListPage,
  pagedRoute,
  type RowAction,
  usePagedQuery,
} from '../../../kit';
import { useIsCompanyAccount } from '../../companies/api';
import { MEMBER_KEYS, type Member, useMember } from '../api';

const fetchMembers = pagedRoute(ROUTES.members.list);

function MemberModal({ id, onClose, t }: { id: string; onClose: () => void; t: TFunction<'members'> }) {
  const member = useMember(id);
  const data = member.data;
  return (
    <Modal opened onClose={onClose} title={data ? data.name : t('members.detail')} size="lg">
      {member.isError ? (
        <Alert color="red" variant="light">
          {member.error.message}
        </Alert>
      ) : !data ? (
        <Stack>
          <Skeleton h={120} />
          <Skeleton h={80} />
        </Stack>
      ) : (
        <Stack gap="md">
          <DetailSections
            sections={[
              {
                items: [
                  { label: t('phone'), value: data.phone },
                  {
                    label: t('members.gender'),
                    value: data.gender ? t(`members.genders.${data.gender}`) : null,
                  },
                  { label: t('members.birthday'), value: data.birthday },
                  { label: t('region'), value: data.region },
                  { label: t('email'), value: data.email },
                  { label: t('members.points'), value: String(data.points) },
                  { label: t('members.registeredWith'), value: data.productName },
                  { label: t('labelCode'), value: data.excode },
                  { label: t('company'), value: data.corpName },
                  { label: t('members.registered'), value: formatDateTime(data.createTime) },
                ],
              },
              {
                title: t('members.history'),
                content:
                  data.pointsHistory.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('members.noHistory')}
                    </Text>
                  ) : (
                    <Table striped>
                      <Table.Tbody>
                        {data.pointsHistory.map((entry) => (
                          <Table.Tr key={`${entry.createTime}-${entry.excode ?? entry.kind}`}>
                            <Table.Td>{formatDateTime(entry.createTime)}</Table.Td>
                            <Table.Td>{t(`members.kinds.${entry.kind}`)}</Table.Td>
                            <Table.Td>
                              {entry.productName ? <Text size="sm">{entry.productName}</Text> : null}
                              {entry.excode ? (
                                <Text size="xs" c="dimmed" ff="monospace">
                                  {entry.excode}
                                </Text>
                              ) : null}
                            </Table.Td>
                            <Table.Td ta="right">
                              <Badge color="teal" variant="light">
                                +{entry.points}
                              </Badge>
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  ),
              },
            ]}
          />
        </Stack>
      )}
    </Modal>
  );
}

/** /memberMessage: members who joined from the scan page; a company sees its own, administrators all. */
export default function MemberListPage() {
  const { t } = useTranslation('members');
  const companyAccount = useIsCompanyAccount();
  const [open, setOpen] = useState<string | null>(null);

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: t('members.keyword'), width: 220 },
      {
        key: 'gender',
        type: 'select',
        label: t('members.gender'),
        options: [
          { value: 'male', label: t('members.genders.male') },
          { value: 'female', label: t('members.genders.female') },
        ],
        width: 130,
      },
      { key: 'created', type: 'dateRange', label: t('members.registered') },
    ],
    [t],
  );
  const members = usePagedQuery({ queryKey: MEMBER_KEYS.members, fetchPage: fetchMembers, filters });

  const columns = useMemo<DataColumn<Member>[]>(
    () => [
      {
        key: 'name',
        header: t('name'),
        alwaysVisible: true,
        sortable: true,
        cell: (member) => (
          <div>
            <Text size="sm" fw={500}>
              {member.name}
            </Text>
            {member.phone ? (
              <Text size="xs" c="dimmed">
                {member.phone}
              </Text>
            ) : null}
          </div>
        ),
      },
      { key: 'phone', header: t('phone'), defaultHidden: true },
      {
        key: 'gender',
        header: t('members.gender'),
        width: 90,
        cell: (member) => (member.gender ? t(`members.genders.${member.gender}`) : <Text c="dimmed">—</Text>),
        exportValue: (member) => (member.gender ? t(`members.genders.${member.gender}`) : ''),
      },
      { key: 'birthday', header: t('members.birthday'), width: 120, defaultHidden: true },
      { key: 'region', header: t('region'), width: 140 },
      { key: 'email', header: t('email'), defaultHidden: true },
      {
        key: 'points',
        header: t('members.points'),
        width: 90,
        align: 'right',
        sortable: true,
        cell: (member) => (
          <Group justify="flex-end">
            <Badge variant="light" color={member.points > 0 ? 'teal' : 'gray'}>
              {member.points}
            </Badge>
          </Group>
        ),
      },
      {
        key: 'productName',
        header: t('members.registeredWith'),
        cell: (member) => (
          <div>
            <Text size="sm" lineClamp={1}>
              {member.productName}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {member.excode}
            </Text>
          </div>
        ),
      },
      // A company sees only its own rows: the company column is for administrators.
      ...(companyAccount ? [] : [{ key: 'corpName', header: t('company') }]),
      dateTimeColumn('createTime', t('members.registered'), (member) => member.createTime, {
        sortable: true,
      }),
    ],
    [t, companyAccount],
  );
  const rowActions = useMemo<RowAction<Member>[]>(
    () => [{ key: 'view', label: t('view'), icon: <EyeIcon size={15} />, onClick: (row) => setOpen(row.id) }],
    [t],
  );

  return (
    <>
      <ListPage
        title={t('members.title')}
        subtitle={t('members.subtitle')}
        tableId="members"
        query={members}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        onRowClick={(row) => setOpen(row.id)}
        exportRoute={ROUTES.members.export}
        exportFilename="members.csv"
        emptyText={t('members.empty')}
      />
      {open ? <MemberModal id={open} onClose={() => setOpen(null)} t={t} /> : null}
    </>
  );
}
