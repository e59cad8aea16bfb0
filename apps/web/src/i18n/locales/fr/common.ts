import type { common as source } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof source> = {
  loading: 'Chargement…',
  confirm: 'OK',
  version: 'Version {{version}}',
  datePlaceholder: 'AAAA-MM-JJ',
  product: 'Produit',
  region: 'Région',
  exportCsv: 'Exporter en CSV',
  tryAgain: 'Réessayer',
  company: 'Entreprise',
};
