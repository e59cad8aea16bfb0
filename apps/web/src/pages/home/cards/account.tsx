import { Badge, DataList, Divider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentCorpQuery, useCurrentUserQuery } from '../../../api/account';
import { CompanyStatusBadge, TraceabilityBadge } from '../../../components/CompanyStateBadges';
import { UserIcon } from '../../../components/icons';
import { CardFrame } from '../CardFrame';
import type { HomeCard } from '../homeCard';

function AccountCard() {
  const { t } = useTranslation();
  const user = useCurrentUserQuery();
  const corp = useCurrentCorpQuery();

  return (
    <CardFrame
      title={t('home.accountSection')}
      icon={<UserIcon size={20} />}
      color="teal"
      action={{ label: t('home.viewProfile'), to: '/userMessage' }}
      loading={user.isPending || corp.isPending}
      error={user.error ?? corp.error}
      onRetry={() => {
        void user.refetch();
        void corp.refetch();
      }}
      testId="home-account"
    >
      {user.data ? (
        <DataList withDivider labelWidth={108} data-testid="current-user">
          <DataList.Item>
            <DataList.ItemLabel>{t('home.account')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="current-user-account">{user.data.account}</DataList.ItemValue>
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
      <Divider my="md" label={t('home.companySection')} labelPosition="left" />
      {corp.data?.corpName ? (
        <DataList withDivider labelWidth={108} data-testid="current-corp">
          <DataList.Item>
            <DataList.ItemLabel>{t('home.companyName')}</DataList.ItemLabel>
            <DataList.ItemValue>{corp.data.corpName}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('account.reviewStatus')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <CompanyStatusBadge status={corp.data.status} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('account.traceability')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <TraceabilityBadge corp={corp.data} />
            </DataList.ItemValue>
          </DataList.Item>
        </DataList>
      ) : (
        <Text c="dimmed" size="sm">
          {t('home.noCompany')}
        </Text>
      )}
    </CardFrame>
  );
}

export const card: HomeCard = { order: 20, Component: AccountCard };
