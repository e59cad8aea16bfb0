import { Badge, Button, Card, DataList, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCurrentCorpQuery, useProfileQuery } from '../../api/account';
import { CompanyStatusBadge, TraceabilityBadge } from '../../components/CompanyStateBadges';
import { UserAvatar } from '../../components/UserAvatar';
import { formatDateTime } from '../../kit/format';
import { LoadFailed } from '../../kit/pages/LoadFailed';
import { useCanOpen } from '../../routing/useCanOpen';

const EDIT_PATH = '/userMessageEdit';
const PASSWORD_PATH = '/SysUpdatePwd';

function Field({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId}>
        {value ?? (
          <Text span c="dimmed" size="sm">
            {t('account.notSet')}
          </Text>
        )}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Title order={3} size="h5" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** /userMessage: the signed-in person's account and company, as the platform records them. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfileQuery();
  const corp = useCurrentCorpQuery();
  const data = profile.data;
  const canOpen = useCanOpen();

  if (profile.error) return <LoadFailed error={profile.error} onRetry={() => void profile.refetch()} />;

  return (
    <Stack gap="lg" maw={1080}>
      <Card withBorder radius="md" padding="xl">
        {data ? (
          <Group justify="space-between" align="center" gap="lg">
            <Group gap="lg" wrap="nowrap">
              <UserAvatar size={72} name={data.userName} avatar={data.avatar} />
              <div>
                <Title order={2} data-testid="profile-name">
                  {data.userName}
                </Title>
                <Group gap="xs" mt={6}>
                  <Badge variant="light">{t(`userType.${data.userType}`)}</Badge>
                  <Text size="sm" c="dimmed">
                    {data.corpName ?? data.account}
                  </Text>
                </Group>
              </div>
            </Group>
            <Stack gap="sm" align="flex-end">
              <Group gap="xs">
                {canOpen(EDIT_PATH) ? (
                  <Button component={Link} to={EDIT_PATH} variant="light">
                    {t('account.edit')}
                  </Button>
                ) : null}
                {canOpen(PASSWORD_PATH) ? (
                  <Button component={Link} to={PASSWORD_PATH} variant="default">
                    {t('account.changePassword')}
                  </Button>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                {t('account.lastSignIn')}:{' '}
                {data.lastLoginTime ? formatDateTime(data.lastLoginTime) : t('account.never')}
              </Text>
            </Stack>
          </Group>
        ) : (
          <Group gap="lg">
            <Skeleton h={72} w={72} circle />
            <Stack gap="xs">
              <Skeleton h={28} w={220} />
              <Skeleton h={16} w={160} />
            </Stack>
          </Group>
        )}
      </Card>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SectionCard title={t('account.personal')}>
            {data ? (
              <DataList withDivider labelWidth={130} data-testid="profile-details">
                <Field label={t('account.account')} value={data.account} testId="profile-account" />
                <Field label={t('account.userName')} value={data.userName} />
                <Field label={t('account.userType')} value={t(`userType.${data.userType}`)} />
                <Field label={t('account.email')} value={data.email} testId="profile-email" />
                <Field label={t('account.phone')} value={data.phone} />
                <Field label={t('account.department')} value={data.deptName} />
                <Field
                  label={t('account.roles')}
                  value={
                    data.roles.length > 0 ? (
                      <Group gap={6}>
                        {data.roles.map((role) => (
                          <Badge key={role} variant="outline" color="gray" tt="none" fw={500}>
                            {role}
                          </Badge>
                        ))}
                      </Group>
                    ) : null
                  }
                  testId="profile-roles"
                />
                <Field label={t('account.memberSince')} value={formatDateTime(data.createTime)} />
              </DataList>
            ) : (
              <Skeleton h={240} />
            )}
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SectionCard title={t('account.company')}>
            {corp.error ? (
              <LoadFailed error={corp.error} onRetry={() => void corp.refetch()} />
            ) : !corp.data ? (
              <Skeleton h={120} />
            ) : corp.data.corpName ? (
              <DataList withDivider labelWidth={130} data-testid="profile-company">
                <Field label={t('account.companyName')} value={corp.data.corpName} />
                <Field label={t('account.country')} value={corp.data.country} />
                <Field
                  label={t('account.reviewStatus')}
                  value={<CompanyStatusBadge status={corp.data.status} />}
                />
                <Field label={t('account.traceability')} value={<TraceabilityBadge corp={corp.data} />} />
              </DataList>
            ) : (
              <Text size="sm" c="dimmed">
                {t('account.noCompany')}
              </Text>
            )}
          </SectionCard>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
