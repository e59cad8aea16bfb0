import { Alert, Button, Group, NumberInput, Paper, Stack, Table, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope, routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';
import {
  DetailPage,
  formatDateTime,
  MissingRecord,
  StatusBadge,
  useApiMutation,
  useIdParam,
} from '../../kit';
import { CertificationTabs } from '../certification/CertificationTabs';
import { CERT_KEYS, type CertDecision } from './api';
import { DECISION_STATUS } from './statuses';

/** The workspace of one decision: its application, audits and open findings, then review or decide. */
function Workspace({ decision }: { decision: CertDecision }) {
  const { t } = useTranslation('certificates');
  const [note, setNote] = useState('');
  const [outputs, setOutputs] = useState<Record<string, number>>(() =>
    Object.fromEntries(
      decision.modules.map((m) => [m.id, m.certifiedAnnualOutput ?? m.requestedAnnualOutput]),
    ),
  );
  const options = { invalidate: [CERT_KEYS.all], successMessage: t('decisions.done') };
  const review = useApiMutation({
    ...options,
    call: (outcome: 'pass' | 'return') =>
      callRouteEnvelope(ROUTES.certDecisions.review, {
        params: { id: decision.id },
        body: { note, outcome },
      }),
  });
  const decide = useApiMutation({
    ...options,
    call: (verdict: 'grant' | 'refuse') =>
      callRouteEnvelope(ROUTES.certDecisions.decide, {
        params: { id: decision.id },
        body: {
          decision: verdict,
          note,
          certifiedAnnualOutput: Object.entries(outputs).map(([moduleId, output]) => ({ moduleId, output })),
        },
      }),
  });
  if (decision.callerOnTeam) return <Alert color="orange">{t('decisions.onTeam')}</Alert>;
  const reviewing = decision.actions.includes('review');
  const deciding = decision.actions.includes('decide');
  if (!reviewing && !deciding) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>{reviewing ? t('decisions.reviewTitle') : t('decisions.decideTitle')}</Title>
        {deciding && decision.subject === 'grant'
          ? decision.modules.map((m) => (
              <NumberInput
                key={m.id}
                label={t('decisions.outputFor', { name: m.name })}
                min={1}
                value={outputs[m.id]}
                onChange={(v) => setOutputs((o) => ({ ...o, [m.id]: Number(v) || 0 }))}
              />
            ))
          : null}
        <Textarea
          label={t('decisions.note')}
          value={note}
          maxLength={1000}
          autosize
          minRows={2}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          {reviewing ? (
            <>
              <Button variant="default" loading={review.isPending} onClick={() => review.mutate('return')}>
                {t('decisions.return')}
              </Button>
              <Button loading={review.isPending} onClick={() => review.mutate('pass')}>
                {t('decisions.pass')}
              </Button>
            </>
          ) : (
            <>
              <Button
                color="red"
                variant="light"
                loading={decide.isPending}
                onClick={() => decide.mutate('refuse')}
              >
                {t('decisions.refuse')}
              </Button>
              <Button loading={decide.isPending} onClick={() => decide.mutate('grant')}>
                {decision.subject === 'suspend' ? t('decisions.suspendGrant') : t('decisions.grant')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** /certDecisionDetail?id=: a technical review or decision with everything it rests on. */
export default function DecisionDetailPage() {
  const { t } = useTranslation('certificates');
  const id = useIdParam();
  const query = useQuery({
    ...routeQuery(
      ROUTES.certDecisions.get,
      { params: { id: id ?? '' } },
      { key: CERT_KEYS.decision(id ?? '') },
    ),
    enabled: Boolean(id),
  });
  if (!id) return <MissingRecord title={t('decisions.detail')} back="/certDecisions" />;
  return (
    <>
      <CertificationTabs active="/certDecisions" />
      <DetailPage
        title={(d: CertDecision) =>
          `${t(`decisions.subjects.${d.subject}`)} · ${d.applicationNo ?? d.certNo ?? ''}`
        }
        back="/certDecisions"
        query={query}
        badge={(d) => <StatusBadge map={DECISION_STATUS} value={d.status} />}
        sections={(d) => [
          {
            items: [
              { label: t('holder'), value: d.corpName },
              { label: t('scheme'), value: d.scheme?.toUpperCase() },
              { label: t('decisions.application'), value: d.applicationNo },
              { label: t('decisions.certificate'), value: d.certNo },
              { label: t('decisions.created'), value: formatDateTime(d.createTime) },
              { label: t('decisions.reviewNote'), value: d.reviewNote },
              { label: t('decisions.reviewer'), value: d.reviewerName },
              { label: t('decisions.decisionNote'), value: d.decisionNote },
              { label: t('decisions.decider'), value: d.deciderName },
            ],
          },
          {
            title: t('decisions.modules'),
            content: (
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('detail.module')}</Table.Th>
                    <Table.Th>{t('decisions.requested')}</Table.Th>
                    <Table.Th>{t('decisions.certified')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.modules.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td>{m.name}</Table.Td>
                      <Table.Td>{m.requestedAnnualOutput}</Table.Td>
                      <Table.Td>{m.certifiedAnnualOutput ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ),
          },
          {
            title: t('decisions.audits'),
            content: (
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('decisions.auditNo')}</Table.Th>
                    <Table.Th>{t('decisions.type')}</Table.Th>
                    <Table.Th>{t('certState')}</Table.Th>
                    <Table.Th>{t('decisions.dates')}</Table.Th>
                    <Table.Th>{t('decisions.team')}</Table.Th>
                    <Table.Th>{t('decisions.recommendation')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.audits.map((a) => (
                    <Table.Tr key={a.id}>
                      <Table.Td>{a.auditNo}</Table.Td>
                      <Table.Td>{a.type}</Table.Td>
                      <Table.Td>{a.status}</Table.Td>
                      <Table.Td>{`${a.plannedStart} – ${a.plannedEnd}`}</Table.Td>
                      <Table.Td>{a.team.map((m) => `${m.name} (${m.role})`).join(', ')}</Table.Td>
                      <Table.Td>{a.recommendation ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ),
          },
          {
            title: t('decisions.findings'),
            content:
              d.openFindings.length === 0 ? (
                t('decisions.none')
              ) : (
                <Table withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('decisions.findingNo')}</Table.Th>
                      <Table.Th>{t('decisions.grade')}</Table.Th>
                      <Table.Th>{t('certState')}</Table.Th>
                      <Table.Th>{t('decisions.dueDate')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.openFindings.map((f) => (
                      <Table.Tr key={f.id} c={f.grade === 'minor' ? undefined : 'red'}>
                        <Table.Td>{`${f.findingNo} (${f.auditNo})`}</Table.Td>
                        <Table.Td>{f.grade}</Table.Td>
                        <Table.Td>{f.status}</Table.Td>
                        <Table.Td>{f.dueDate}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ),
          },
        ]}
      >
        {(d) => (
          <Stack mt="md">
            <Workspace decision={d} />
          </Stack>
        )}
      </DetailPage>
    </>
  );
}
