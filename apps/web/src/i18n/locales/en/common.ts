/** Words every page uses (Company, Status, Cancel); any namespace reaches them (fallbackNS). */
export const common = {
  loading: 'Loading…',
  confirm: 'OK',
  version: 'Version {{version}}',
  datePlaceholder: 'YYYY-MM-DD',
  product: 'Product',
  region: 'Region',
  exportCsv: 'Export CSV',
  tryAgain: 'Try again',
  company: 'Company',
};
