import { PLATFORM_KEYS, type PlatformKey } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The platform variants named in the interface language (`common:platformNames`): `name(key)` for a
 * cell or a detail (a key no variant has is shown as it is), `options` for a select.
 */
export function usePlatformNames() {
  const { t } = useTranslation('common');
  return useMemo(() => {
    const known = (key: string): key is PlatformKey => (PLATFORM_KEYS as readonly string[]).includes(key);
    return {
      name: (key: string) => (known(key) ? t(`platformNames.${key}`) : key),
      options: PLATFORM_KEYS.map((value) => ({ value, label: t(`platformNames.${value}`) })),
    };
  }, [t]);
}
