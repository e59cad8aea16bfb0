import { Alert, Badge, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { ROUTES } from '@trace/contracts';
import { useMemo, useState } from 'react';
import {
  type DataColumn,
  DetailSections,
  EyeIcon,
  type FilterDef,
  formatDateTime,
  ListPage,
  pagedRoute,
  type RowAction,
  usePagedQuery,
  useTexts,
} from '../../../kit';
import { useIsCompanyAccount } from '../../company/api';
import { MEMBER_KEYS, type Member, useMember } from '../api';
import { type MemberTexts, texts } from '../texts';

const fetchMembers = pagedRoute(ROUTES.members.list);

function MemberModal({ id, onClose, t }: { id: string; onClose: () => void; t: MemberTexts }) {
  const member = useMember(id);
  const m = t.members;
  const data = member.data;
  return (
    <Modal opened onClose={onClose} title={data ? data.name : m.detail} size="lg">
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
                  { label: m.phone, value: data.phone },
                  { label: m.gender, value: data.gender ? m.genders[data.gender] : null },
                  { label: m.birthday, value: data.birthday },
                  { label: m.region, value: data.region },
                  { label: m.email, value: data.email },
                  { label: m.points, value: String(data.points) },
                  { label: m.registeredWith, value: data.productName },
                  { label: t.common.label, value: data.excode },
                  { label: t.common.company, value: data.corpName },
                  { label: m.registered, value: formatDateTime(data.createTime) },
                ],
              },
              {
                title: m.history,
                content:
                  data.pointsHistory.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {m.noHistory}
                    </Text>
                  ) : (
                    <Table striped>
                      <Table.Tbody>
                        {data.pointsHistory.map((entry) => (
                          <Table.Tr key={`${entry.createTime}-${entry.excode ?? entry.kind}`}>
                            <Table.Td>{formatDateTime(entry.createTime)}</Table.Td>
                            <Table.Td>{m.kinds[entry.kind]}</Table.Td>
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
  const t = useTexts(texts);
  const m = t.members;
  const companyAccount = useIsCompanyAccount();
  const [open, setOpen] = useState<string | null>(null);

  const filters = useMemo<FilterDef[]>(
    () => [
      { key: 'keyword', type: 'text', label: m.keyword, width: 220 },
      {
        key: 'gender',
        type: 'select',
        label: m.gender,
        options: [
          { value: 'male', label: m.genders.male ?? 'male' },
          { value: 'female', label: m.genders.female ?? 'female' },
        ],
        width: 130,
      },
      { key: 'created', type: 'dateRange', label: m.registered },
    ],
    [m],
  );
  const members = usePagedQuery({ queryKey: MEMBER_KEYS.members, fetchPage: fetchMembers, filters });

  const columns = useMemo<DataColumn<Member>[]>(
    () => [
      {
        key: 'name',
        header: m.name,
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
      { key: 'phone', header: m.phone, defaultHidden: true },
      {
        key: 'gender',
        header: m.gender,
        width: 90,
        cell: (member) => (member.gender ? m.genders[member.gender] : <Text c="dimmed">—</Text>),
        exportValue: (member) => (member.gender ? m.genders[member.gender] : ''),
      },
      { key: 'birthday', header: m.birthday, width: 120, defaultHidden: true },
      { key: 'region', header: m.region, width: 140 },
      { key: 'email', header: m.email, defaultHidden: true },
      {
        key: 'points',
        header: m.points,
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
        header: m.registeredWith,
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
      ...(companyAccount ? [] : [{ key: 'corpName', header: t.common.company }]),
      {
        key: 'createTime',
        header: m.registered,
        width: 160,
        sortable: true,
        cell: (member) => formatDateTime(member.createTime),
      },
    ],
    [m, t, companyAccount],
  );
  const rowActions = useMemo<RowAction<Member>[]>(
    () => [
      { key: 'view', label: t.common.view, icon: <EyeIcon size={15} />, onClick: (row) => setOpen(row.id) },
    ],
    [t],
  );

  return (
    <>
      <ListPage
        title={m.title}
        subtitle={m.subtitle}
        tableId="members"
        query={members}
        filters={filters}
        columns={columns}
        rowActions={rowActions}
        onRowClick={(row) => setOpen(row.id)}
        exportRoute={ROUTES.members.export}
        exportFilename="members.csv"
        emptyText={m.empty}
      />
      {open ? <MemberModal id={open} onClose={() => setOpen(null)} t={t} /> : null}
    </>
  );
}
