import type { stats as source } from '../en/stats';
import type { Translation } from '../types';

export const stats: Translation<typeof source> = {
  viewAs: {
    table: 'Tableau',
    charts: 'Graphiques',
  },
  filters: {
    days: 'Jours',
    apply: 'Appliquer',
  },
  totals: {
    scans: 'Scans',
    verifications: 'Vérifications du code',
    checkRate: 'Vérifications par scan',
  },
  utcHint: 'Jours UTC. Comptés à partir du cumul quotidien de chaque scan.',
  loadFailed: 'Les statistiques n’ont pas pu être chargées',
  empty: 'Aucun scan dans cette sélection',
  products: {
    title: 'Scans par produit',
    subtitle: 'Les scans de vos étiquettes, produit par produit.',
    noProduct: '(étiquettes non liées à un produit)',
    scans: 'Scans',
    verifications: 'Vérifications du code',
    topChart: 'Produits les plus scannés',
    trend: 'Scans par jour',
    trendHint: 'Du {{from}} au {{to}}',
  },
  regions: {
    title: 'Scans par région',
    subtitle: 'Où vos étiquettes ont été scannées (d’après l’adresse du scanneur).',
    code: 'Code',
    scans: 'Scans',
    share: 'Part',
    verifications: 'Vérifications du code',
    chart: 'Scans par région',
    byCountry: 'Scans par pays',
  },
};
