/** Product categories every platform starts with; administrators add their own. */
export const PRODUCT_CATEGORY_SEEDS = [
  { code: 'dried_birds_nest', name: { cn: '干燕窝', en: "Dried bird's nest", fr: "Nid d'hirondelle séché" } },
  {
    code: 'instant_birds_nest',
    name: { cn: '即食燕窝', en: "Ready-to-eat bird's nest", fr: "Nid d'hirondelle prêt à consommer" },
  },
  { code: 'fresh_fruit', name: { cn: '鲜果', en: 'Fresh fruit', fr: 'Fruits frais' } },
  { code: 'meat', name: { cn: '肉类', en: 'Meat', fr: 'Viande' } },
  { code: 'olive_oil', name: { cn: '橄榄油', en: 'Olive oil', fr: "Huile d'olive" } },
  { code: 'ginseng', name: { cn: '西洋参', en: 'American ginseng', fr: 'Ginseng américain' } },
] as const;
