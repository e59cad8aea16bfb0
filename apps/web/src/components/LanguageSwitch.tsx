import { ActionIcon, Button, Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguage } from '../i18n';
import { SUPPORTED_LANGUAGES } from '../i18n/language';
import { ChevronDownIcon, LanguageIcon } from './icons';

/** Switches the interface language (`compact`: an icon only, for narrow headers); server texts already loaded are fetched again in the new language. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();

  async function select(next: Language) {
    if (next === language) return;
    await changeLanguage(next);
    await queryClient.invalidateQueries({ predicate: (query) => !query.meta?.public });
  }

  return (
    <Menu position="bottom-end" shadow="md" width={160}>
      <Menu.Target>
        {compact ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`${t('language.label')}: ${t(`language.${language}`)}`}
          >
            <LanguageIcon size={20} />
          </ActionIcon>
        ) : (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<LanguageIcon />}
            rightSection={<ChevronDownIcon size={14} />}
            aria-label={`${t('language.label')}: ${t(`language.${language}`)}`}
          >
            {t(`language.${language}`)}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {SUPPORTED_LANGUAGES.map((option) => (
          <Menu.Item
            key={option}
            onClick={() => void select(option)}
            fw={option === language ? 600 : undefined}
            aria-current={option === language ? 'true' : undefined}
          >
            {t(`language.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
