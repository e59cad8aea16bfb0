import type { Localized, PlatformKey } from '@trace/contracts';

interface CategorySeed {
  code: string;
  name: Localized;
  /** The platforms the category is offered on; null: every platform. */
  platforms: readonly PlatformKey[] | null;
}

/** Product categories installations start with, each on the platforms of its produce; administrators add their own. */
export const PRODUCT_CATEGORY_SEEDS: readonly CategorySeed[] = [
  {
    code: 'dried_birds_nest',
    name: { cn: '干燕窝', en: "Dried bird's nest", fr: "Nid d'hirondelle séché" },
    platforms: ['birdnest'],
  },
  {
    code: 'instant_birds_nest',
    name: { cn: '即食燕窝', en: "Ready-to-eat bird's nest", fr: "Nid d'hirondelle prêt à consommer" },
    platforms: ['birdnest'],
  },
  { code: 'fresh_fruit', name: { cn: '鲜果', en: 'Fresh fruit', fr: 'Fruits frais' }, platforms: ['fruit'] },
  { code: 'meat', name: { cn: '肉类', en: 'Meat', fr: 'Viande' }, platforms: ['frbeef', 'frpork'] },
  { code: 'olive_oil', name: { cn: '橄榄油', en: 'Olive oil', fr: "Huile d'olive" }, platforms: ['gly'] },
  {
    code: 'ginseng',
    name: { cn: '西洋参', en: 'American ginseng', fr: 'Ginseng américain' },
    platforms: ['xys'],
  },
];
