import type { Localized, PlatformKey } from '@trace/contracts';

interface PlatformSeed {
  key: PlatformKey;
  systemName: Localized;
  pageTitle: Localized;
  icon: string;
  logo: string;
}

const platform = (key: PlatformKey, cn: string, en: string, fr: string): PlatformSeed => ({
  key,
  systemName: { cn, en, fr },
  pageTitle: { cn, en, fr },
  icon: `/platforms/${key}/icon.svg`,
  logo: `/platforms/${key}/logo.svg`,
});

export const PLATFORM_SEEDS: readonly PlatformSeed[] = [
  platform(
    'birdnest',
    '燕窝溯源平台',
    "Bird's Nest Traceability Platform",
    'Plateforme de traçabilité des nids d’hirondelle',
  ),
  platform(
    'academy',
    '检验检疫科学研究院溯源平台',
    'Inspection Academy Traceability Platform',
    "Plateforme de traçabilité de l'Académie d'inspection",
  ),
  platform(
    'academy2',
    '检科院产品溯源平台',
    'Inspection Academy Product Traceability',
    "Traçabilité des produits de l'Académie d'inspection",
  ),
  platform(
    'fruit',
    '热带水果溯源平台',
    'Tropical Fruit Traceability Platform',
    'Plateforme de traçabilité des fruits tropicaux',
  ),
  platform(
    'frbeef',
    '法国牛肉溯源平台',
    'French Beef Traceability Platform',
    'Plateforme de traçabilité du bœuf français',
  ),
  platform(
    'frpork',
    '法国猪肉溯源平台',
    'French Pork Traceability Platform',
    'Plateforme de traçabilité du porc français',
  ),
  platform(
    'gly',
    '橄榄油溯源平台',
    'Olive Oil Traceability Platform',
    "Plateforme de traçabilité de l'huile d'olive",
  ),
  platform(
    'xys',
    '西洋参溯源平台',
    'American Ginseng Traceability Platform',
    'Plateforme de traçabilité du ginseng américain',
  ),
  platform(
    'yqxffp',
    '央企消费扶贫产品溯源平台',
    'State-Enterprise Poverty-Relief Product Platform',
    'Plateforme des produits solidaires des entreprises publiques',
  ),
];
