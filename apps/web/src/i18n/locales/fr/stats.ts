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
    chinaMap: 'Scans en Chine par province',
    chinaMapSource: 'Carte de la Chine : svg-maps/china de Victor Cazanave, CC BY 4.0.',
    notOnMap: 'Non dessiné sur cette carte : {{list}}.',
  },
  reports: {
    periodHint: 'Les mois sont en UTC ; sans dates, les 12 derniers mois.',
    empty: 'Aucun chiffre pour cette sélection',
    month: 'Mois',
    weightValue: '{{value}} g',
    filters: {
      period: 'Période',
      port: 'Port',
    },
    dimensions: {
      company: 'Entreprise',
      country: 'Pays',
      product: 'Produit',
      port: 'Port',
      importer: 'Importateur',
      originCountry: "Pays d'origine",
      printer: 'Imprimerie',
      house: 'Maison à nids',
    },
    measures: {
      records: 'Déclarations en douane',
      batches: 'Lots',
      shipments: 'Expéditions',
      labels: 'Étiquettes',
      weight: 'Poids (g)',
      orders: 'Commandes',
      requested: 'Demandées',
      approved: 'Approuvées',
      generated: 'Générées',
      delivered: 'Livrées',
      bound: 'Associées',
      activated: 'Activées',
      scanned: 'Scans',
      voided: 'Annulées',
      overdue: 'Commandes en retard',
      customsRecords: 'Déclarations en douane',
      harvests: 'Récoltes',
    },
    charts: {
      monthly: 'Par mois',
      funnel: 'De la demande au scan',
      funnelHint: 'Étiquettes à chaque étape sur la période',
      by: '{{measure}} par {{dimension}}',
      notOnMap: 'Hors carte : {{list}}.',
    },
    foreignExport: {
      title: 'Exportations des producteurs étrangers',
      subtitle:
        'Expéditions des producteurs étrangers, avec leurs étiquettes et leur poids, par importateur, pays et port.',
    },
    birdHouseOutput: {
      title: 'Production des maisons à nids',
      subtitle:
        'Récoltes enregistrées par les maisons à nids : nombre et poids par entreprise et par maison.',
    },
    labelUsage: {
      title: "Demandes et usage d'étiquettes",
      subtitle:
        'Étiquettes demandées, approuvées, générées, livrées, associées, activées (première vérification), scannées et annulées.',
    },
    domesticProducer: {
      title: 'Producteurs nationaux',
      subtitle: 'Lots, étiquettes associées, expéditions avec leur poids et scans des producteurs nationaux.',
    },
    importer: {
      title: 'Importateurs',
      subtitle:
        "Expéditions reçues par les importateurs, avec étiquettes et poids, et leurs déclarations en douane, par pays d'origine.",
    },
    labelOrder: {
      title: 'Étiquettes commandées',
      subtitle:
        "Commandes d'étiquettes et leurs étiquettes : approuvées, livrées et en retard, par entreprise, produit et imprimerie.",
    },
    portImport: {
      title: 'Importations par port',
      subtitle: "Déclarations en douane, lots et poids par port d'entrée et pays d'origine.",
    },
  },
};
