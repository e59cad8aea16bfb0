import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { LANGUAGES, type Language } from '@trace/contracts';
import { useTranslation } from 'react-i18next';

/** Limits of `ZLocalizedName`: Chinese names are shorter. */
const MAX_LENGTH: Record<Language, number> = { cn: 50, en: 80, fr: 80 };

/** A name in the three interface languages, side by side (menus, roles, dictionaries). */
export function LocalizedNameInputs({
  label,
  inputProps,
}: {
  /** What is named ("Name", "Label"); each input adds its language. */
  label: string;
  /** `form.getInputProps('name.cn')` and so on. */
  inputProps: (language: Language) => GetInputPropsReturnType;
}) {
  const { t } = useTranslation('system');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {LANGUAGES.map((language) => (
        <TextInput
          key={language}
          label={`${label} (${t(`common.languageNames.${language}`)})`}
          required
          maxLength={MAX_LENGTH[language]}
          {...inputProps(language)}
        />
      ))}
    </SimpleGrid>
  );
}
