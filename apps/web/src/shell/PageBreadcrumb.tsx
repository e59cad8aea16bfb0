import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../i18n';
import { labelText } from '../i18n/text';
import { HOME_PATH, pageRoutes } from '../routing/registry';
import type { PageRoute } from '../routing/types';

/** Where the page on screen sits: home, its list page(s), then itself, named in the interface language. */
export function PageBreadcrumb({ route }: { route: PageRoute | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!route) return null;
  const home = pageRoutes.find(HOME_PATH);
  const trail = pageRoutes.trail(route);
  const items = home && home !== trail[0] && home.breadcrumb !== false ? [home, ...trail] : trail;
  if (items.length === 0) return null;

  return (
    <Breadcrumbs
      component="nav"
      aria-label={t('shell.breadcrumb')}
      separator="/"
      separatorMargin={6}
      mb="md"
      data-testid="breadcrumb"
    >
      {items.map((item, index) =>
        index === items.length - 1 ? (
          <Text key={item.path} size="sm" fw={500} c="dark.6" aria-current="page">
            {labelText(item.title, language)}
          </Text>
        ) : (
          <Anchor key={item.path} component={Link} to={item.path} size="sm" c="dimmed">
            {labelText(item.title, language)}
          </Anchor>
        ),
      )}
    </Breadcrumbs>
  );
}
