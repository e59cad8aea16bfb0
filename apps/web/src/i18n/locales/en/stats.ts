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
  },
};
