import { Box, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUserQuery } from '../../api/account';
import { useHasPermission } from '../../api/session';
import { useLanguage } from '../../i18n';
import { HTML_LANG } from '../../i18n/language';
import type { HomeCard } from './homeCard';

/** Every card file in ./cards; adding a card never touches this page. */
const CARDS = Object.entries(import.meta.glob<HomeCard>('./cards/*.tsx', { eager: true, import: 'card' }))
  .map(([file, card]) => ({ file, ...card }))
  .sort((a, b) => a.order - b.order);

/** The landing page after sign-in: a dashboard of cards, each from real data. */
export default function HomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useCurrentUserQuery();
  const has = useHasPermission();
  const userType = user.data?.userType;
  const cards = CARDS.filter(
    (card) =>
      (!card.permission || has(card.permission)) &&
      (!card.userTypes || (!!userType && card.userTypes.includes(userType))),
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <div>
          {user.data ? (
            <Title order={2}>{t('home.welcome', { name: user.data.userName })}</Title>
          ) : (
            <Skeleton h={34} w={280} />
          )}
          <Text c="dimmed" mt={4}>
            {t('home.intro')}
          </Text>
        </div>
        <Text c="dimmed" size="sm">
          {new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'full' }).format(new Date())}
        </Text>
      </Group>
      <SimpleGrid
        minColWidth={300}
        autoFlow="auto-fit"
        spacing="lg"
        style={{ alignItems: 'start' }}
        data-testid="home-cards"
      >
        {cards.map((card) => (
          <Box key={card.file} style={card.wide ? { gridColumn: '1 / -1' } : undefined}>
            <card.Component />
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
