/** English texts of the stats namespace; the keys every other language must have. */
export const stats = {
  viewAs: {
    table: 'Table',
    charts: 'Charts',
  },
  filters: {
    days: 'Days',
    apply: 'Apply',
  },
  totals: {
    scans: 'Scans',
    verifications: 'Code checks',
    checkRate: 'Checked per scan',
  },
  utcHint: 'Days are UTC. Counted from the daily rollup of every scan.',
  loadFailed: 'The statistics could not be loaded',
  empty: 'No scans in this selection',
  products: {
    title: 'Product scans',
    subtitle: 'Scans of your labels per product.',
    noProduct: '(labels not bound to a product)',
    scans: 'Scans',
    verifications: 'Code checks',
    topChart: 'Most scanned products',
    trend: 'Scans per day',
    trendHint: '{{from}} to {{to}}',
  },
  regions: {
    title: 'Scans by region',
    subtitle: 'Where your labels were scanned (from the scanner’s address).',
    code: 'Code',
    scans: 'Scans',
    share: 'Share',
    verifications: 'Code checks',
    chart: 'Scans per region',
    byCountry: 'Scans per country',
    chinaMap: 'Scans in China by province',
    chinaMapSource: 'China map: svg-maps/china by Victor Cazanave, CC BY 4.0.',
    notOnMap: 'Not drawn on this map: {{list}}.',
  },
  reports: {
    periodHint: 'Months are UTC; without dates, the last 12 months.',
    empty: 'No figures in this selection',
    month: 'Month',
    weightValue: '{{value}} g',
    filters: {
      period: 'Period',
      port: 'Port',
    },
    dimensions: {
      company: 'Company',
      country: 'Country',
      product: 'Product',
      port: 'Port',
      importer: 'Importer',
      originCountry: 'Country of origin',
      printer: 'Printing factory',
      house: 'Bird house',
    },
    measures: {
      records: 'Customs records',
      batches: 'Batches',
      shipments: 'Shipments',
      labels: 'Labels',
      weight: 'Weight (g)',
      orders: 'Orders',
      requested: 'Requested',
      approved: 'Approved',
      generated: 'Generated',
      delivered: 'Delivered',
      bound: 'Bound',
      activated: 'Activated',
      scanned: 'Scans',
      voided: 'Voided',
      overdue: 'Overdue orders',
      customsRecords: 'Customs records',
      harvests: 'Harvests',
    },
    charts: {
      monthly: 'Per month',
      funnel: 'From request to scan',
      funnelHint: 'Labels at each stage over the period',
      by: '{{measure}} by {{dimension}}',
      notOnMap: 'Not on the map: {{list}}.',
    },
    foreignExport: {
      title: 'Foreign producer exports',
      subtitle:
        'Shipments sent by overseas producers, with their labels and weight, by importer, country and port.',
    },
    birdHouseOutput: {
      title: 'Bird house output',
      subtitle: 'Harvests recorded by bird houses: count and weight by company and house.',
    },
    labelUsage: {
      title: 'Label requests and usage',
      subtitle:
        'Labels requested, approved, generated, delivered, bound, activated (first code check), scanned and voided.',
    },
    domesticProducer: {
      title: 'Domestic producers',
      subtitle: 'Batches, labels bound, shipments with their weight and scans of domestic producers.',
    },
    importer: {
      title: 'Importers',
      subtitle:
        'Shipments received by importers, with labels and weight, and their customs records, by country of origin.',
    },
    labelOrder: {
      title: 'Labels ordered',
      subtitle:
        'Label orders and their labels: approved, delivered and overdue, by company, product and printing factory.',
    },
    portImport: {
      title: 'Port imports',
      subtitle: 'Customs records, batches and weight by port of entry and country of origin.',
    },
  },
};
