import { Badge, Card, DataList, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCorpQuery, useCurrentUserQuery } from '../../api/account';

function Section({ title, loading, children }: { title: string; loading: boolean; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h5" mb="md">
        {title}
      </Title>
      {loading ? (
        <Stack gap="sm">
          <Skeleton h={14} w="70%" />
          <Skeleton h={14} w="55%" />
          <Skeleton h={14} w="62%" />
        </Stack>
      ) : (
        children
      )}
    </Card>
  );
}

/** The landing page after sign-in: who is signed in and for which company. */
export default function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUserQuery();
  const corp = useCurrentCorpQuery();

  return (
    <Stack gap="lg" maw={960}>
      {user.data ? (
        <Title order={2}>{t('home.welcome', { name: user.data.userName })}</Title>
      ) : (
        <Skeleton h={34} w={280} />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t('home.accountSection')} loading={user.isPending}>
          {user.data ? (
            <DataList withDivider labelWidth={120} data-testid="current-user">
              <DataList.Item>
                <DataList.ItemLabel>{t('home.account')}</DataList.ItemLabel>
                <DataList.ItemValue data-testid="current-user-account">
                  {user.data.account}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('home.userName')}</DataList.ItemLabel>
                <DataList.ItemValue>{user.data.userName}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('home.userType')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Badge variant="light" data-testid="current-user-type">
                    {t(`userType.${user.data.userType}`)}
                  </Badge>
                </DataList.ItemValue>
              </DataList.Item>
            </DataList>
          ) : null}
        </Section>
        <Section title={t('home.companySection')} loading={corp.isPending}>
          {corp.data?.corpName ? (
            <DataList withDivider labelWidth={120} data-testid="current-corp">
              <DataList.Item>
                <DataList.ItemLabel>{t('home.companyName')}</DataList.ItemLabel>
                <DataList.ItemValue>{corp.data.corpName}</DataList.ItemValue>
              </DataList.Item>
              {corp.data.country ? (
                <DataList.Item>
                  <DataList.ItemLabel>{t('home.country')}</DataList.ItemLabel>
                  <DataList.ItemValue>{corp.data.country}</DataList.ItemValue>
                </DataList.Item>
              ) : null}
            </DataList>
          ) : corp.data ? (
            <Text c="dimmed" size="sm">
              {t('home.noCompany')}
            </Text>
          ) : null}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
