/** English texts of the common namespace; the keys every other language must have. */
export const common = {
  loading: 'Loading…',
  confirm: 'OK',
  version: 'Version {{version}}',
  /** How a typed day is written: year-month-day, as the date fields take it. */
  datePlaceholder: 'YYYY-MM-DD',
};
