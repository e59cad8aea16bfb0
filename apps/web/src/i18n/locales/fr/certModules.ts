import type { certModules as source } from '../en/certModules';
import type { Translation } from '../types';

export const certModules: Translation<typeof source> = {
  schemes: {
    haccp: 'HACCP',
    iso22000: 'ISO 22000',
    fssc22000: 'FSSC 22000',
    brcgs: 'BRCGS',
    organic: 'Biologique',
  },
  list: {
    title: 'Modules certifiés',
    subtitle:
      'Les périmètres de produits que votre entreprise fait certifier, avec la production annuelle demandée et certifiée',
    keyword: 'Nom du module',
    scheme: 'Référentiel',
    add: 'Ajouter un module',
    empty: 'Aucun module pour l’instant',
  },
  fields: {
    name: 'Nom du module',
    company: 'Entreprise',
    scheme: 'Référentiel',
    products: 'Produits',
    categories: 'Catégories de produits entières',
    scope: 'Périmètre',
    scopeCount: '{{products}} produits, {{categories}} catégories',
    requested: 'Production annuelle demandée (unités)',
    requestedHint: 'Une étiquette par unité',
    certified: 'Production annuelle certifiée (unités)',
    certifiedHint: 'Fixée par la décision de certification',
    notCertified: 'Pas encore certifié',
    siteAddress: 'Adresse du site',
    remark: 'Remarque',
    certificates: 'Certificats',
    updated: 'Mis à jour',
  },
  form: {
    addTitle: 'Ajouter un module',
    editTitle: 'Modifier un module',
    scopeSection: 'Périmètre',
    scopeHint: 'Choisissez au moins un produit ou une catégorie entière',
    outputSection: 'Production et site',
    locked:
      'Ce module est couvert par le certificat {{certNo}} : son référentiel, ses produits et ses catégories ne peuvent pas changer. Demandez une extension du périmètre pour les modifier.',
    saved: 'Module enregistré',
  },
  detail: {
    title: 'Module',
    missingId: 'Aucun module à ouvrir',
    scopeSection: 'Périmètre',
    outputSection: 'Production annuelle',
  },
  output: {
    title: 'Production annuelle',
    subtitle:
      'Par module et par année : production certifiée, étiquettes commandées, reste et production déclarée',
    year: 'Année',
    module: 'Module',
    certified: 'Certifiée',
    ordered: 'Étiquettes commandées',
    remainder: 'Reste',
    produced: 'Produite (déclarée)',
    notReported: 'Non déclarée',
    report: 'Déclarer la production',
    reportTitle: 'Déclarer la production annuelle de {{module}} pour {{year}}',
    producedQuantity: 'Quantité produite (unités)',
    saved: 'Production annuelle enregistrée',
    empty: 'Aucun module',
  },
};
