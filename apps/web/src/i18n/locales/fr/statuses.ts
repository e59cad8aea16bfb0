import type { statuses as source } from '../en/statuses';
import type { Translation } from '../types';

export const statuses: Translation<typeof source> = {
  members: {
    feedbackStatus: {
      '0': 'Non traité',
      '1': 'Traité',
    },
    feedbackType: {
      quality: 'Qualité',
      authenticity: 'Authenticité',
      logistics: 'Livraison',
      service: 'Service',
      other: 'Autre',
    },
    reviewVisibility: {
      visible: 'Affiché',
      hidden: 'Masqué',
    },
  },
  labelImports: {
    importStatus: {
      not_reviewed: 'Non vérifié',
      success: 'Réussi',
      failure: 'Échec',
      invalid: 'Invalide',
    },
  },
  products: {
    listingStatus: {
      back_online_pending: 'Remise en ligne en attente',
      online_review_failed: 'Mise en ligne refusée',
      online_pending_review: 'Mise en ligne en attente',
      offline: 'Hors ligne',
      online: 'En ligne',
    },
    categoryState: {
      enabled: 'Activée',
      disabled: 'Désactivée',
    },
  },
  shipments: {
    shipmentStatus: {
      sent: 'Expédiée',
      received: 'Reçue',
      returned: 'Retournée',
    },
    batchStatus: {
      in_production: 'En production',
      complete: 'Terminé',
    },
  },
  batches: {
    batchKind: {
      normal: 'Ordinaire',
      deep: 'Transformation',
      raw_material: 'Matière première',
    },
    rawState: {
      partly_used: 'Partiellement utilisée',
      unused: 'Non utilisée',
      used_up: 'Épuisée',
    },
    bindMode: {
      range: 'Plage',
      list: 'Liste',
      import: 'Fichier',
    },
  },
  records: {
    testResult: {
      qualified: 'Conforme',
      unqualified: 'Non conforme',
    },
    certificateValidity: {
      invalid: 'Expiré',
    },
    productionLine: {
      planting: 'Culture',
      breeding: 'Élevage',
    },
  },
  labels: {
    orderStatus: {
      waiting_upload: 'Demande à téléverser',
      to_be_reviewed: 'À examiner',
      failed: 'Refusée',
      paid: 'Payée',
      delivered: 'Livrée',
    },
    paymentStatus: {
      failed: 'Justificatif refusé',
      to_be_reviewed: 'Paiement à examiner',
      none: 'Justificatif attendu',
      passed: 'Paiement accepté',
    },
    runStatus: {
      not_generated: 'En attente',
      generating: 'En cours',
      generated: 'Générées',
      error: 'Erreur',
    },
    labelStatus: {
      unassigned: 'Non attribuée',
      assigned: 'Attribuée',
      bound: 'Liée',
      activated: 'Activée',
      invalid: 'Annulée',
      raw_material: 'Matière première',
    },
    voidStatus: {
      execution_error: "Erreur d'exécution",
      passed: 'Approuvée, en cours',
      unreviewed: 'À examiner',
      failed: 'Refusée',
      performed: 'Annulées',
    },
    barcodeStatus: {
      execution_error: "Erreur d'exécution",
      generating: 'En cours',
      success: 'Prêts',
    },
  },
  companies: {
    reviewStatus: {
      modification_failed: 'Modification refusée',
      modification_pending: 'Modification en attente',
      failed: 'Refusé',
      passed: 'Approuvé',
      unreviewed: 'En attente de revue',
    },
    companyStatus: {
      paused: 'Suspendue',
      revision_rejected: 'Modifications refusées',
      altered_to_audit: 'Modifications en revue',
      failed: 'Refusée',
      passed: 'Approuvée',
      to_be_reviewed: 'En attente de revue',
      not_applied: 'Pas de demande',
    },
    traceStatus: {
      not_traceable: 'Non traçable',
      traceable: 'Traçable',
      traceability_pending: 'Traçabilité en attente',
      not_applied: 'Pas de demande',
    },
    syStatus: {
      '3': 'Non traçable',
      '2': 'Suspendue',
      '1': 'Traçable',
      '0': 'En attente',
    },
    applicationStatus: {
      not_traceable: 'Refusée',
      traceable: 'Approuvée',
      traceability_pending: 'En attente de revue',
    },
    certificateValidity: {
      invalid: 'Invalide',
      effective: 'Valide',
    },
  },
  system: {
    enabledStatus: {
      enabled: 'Activé',
      disabled: 'Désactivé',
    },
    userStatus: {
      enabled: 'Actif',
      locked: 'Verrouillé',
      disabled: 'Désactivé',
    },
    adviceStatus: {
      '0': 'Non traitée',
      '1': 'Traitée',
    },
    versionStatus: {
      draft: 'Brouillon',
      published: 'Publiée',
    },
    loginResult: {
      success: 'Réussie',
      failure: 'Échouée',
    },
    menuVisibility: {
      visible: 'Affiché',
      hidden: 'Masqué',
    },
    jobStatus: {
      queued: 'En file',
      running: 'En cours',
      completed: 'Terminée',
      failed: 'Échec',
    },
    outboxStatus: {
      pending: 'En attente',
      sent: 'Envoyé',
      stored: 'Conservé',
      failed: 'Échec',
    },
  },
  certBodies: {
    bodyStatus: { active: 'Actif', inactive: 'Inactif' },
  },
  auditors: {
    auditorStatus: { active: 'Actif', inactive: 'Inactif' },
  },
  audits: {
    auditStatus: {
      planned: 'Planifié',
      in_progress: 'En cours',
      signed: 'Signé',
      cancelled: 'Annulé',
    },
    findingStatus: {
      open: 'Ouvert',
      answered: 'Répondu',
      returned: 'Renvoyé',
      closed: 'Clos',
    },
    grade: {
      minor: 'Mineur',
      major: 'Majeur',
      critical: 'Critique',
    },
    auditType: {
      stage1: 'Étape 1',
      stage2: 'Étape 2',
      surveillance: 'Surveillance',
      recertification: 'Renouvellement',
      special: 'Spécial',
    },
  },
  certApplications: {
    applicationStatus: {
      submitted: 'Déposée',
      returned: 'Renvoyée',
      rejected: 'Refusée',
      withdrawn: 'Retirée',
      accepted: 'Acceptée',
      contracted: 'Contrat signé',
      certified: 'Certifiée',
      refused: 'Non certifiée',
    },
    auditStatus: {
      planned: 'Planifié',
      in_progress: 'En cours',
      signed: 'Signé',
      cancelled: 'Annulé',
    },
    decisionStatus: {
      to_review: 'À examiner',
      to_decide: 'À décider',
      granted: 'Accordée',
      refused: 'Refusée',
    },
  },
  certificates: {
    certificate: {
      effective: 'En vigueur',
      reduced: 'En vigueur (périmètre réduit)',
      suspended: 'Suspendu',
      withdrawn: 'Retiré',
      expired: 'Expiré',
      surrendered: 'Abandonné',
      replaced: 'Remplacé',
    },
    decision: {
      to_review: 'À examiner',
      to_decide: 'À décider',
      granted: 'Accordée',
      refused: 'Refusée',
    },
  },
  workOrders: {
    status: { '0': 'En attente', '1': 'Traitée', '2': 'Non traitée', '3': 'Rejetée' },
    priority: { low: 'Basse', normal: 'Normale', high: 'Haute', urgent: 'Urgente' },
  },
  news: {
    status: { toPublish: 'À publier', scheduled: 'Programmée', published: 'Publiée' },
  },
  maintenance: {
    status: {
      scheduled: 'Programmée',
      announced: 'Annoncée',
      active: 'En cours',
      ended: 'Terminée',
      cancelled: 'Annulée',
    },
    mode: { readOnly: 'Lecture seule', full: 'Fermée' },
  },
  external: {
    keyStatus: {
      active: 'Active',
      grace: 'Remplacée (période de grâce)',
      disabled: 'Désactivée',
      revoked: 'Révoquée',
      expired: 'Expirée',
    },
    grantStatus: {
      pending: 'En attente',
      approved: 'Accordée',
      refused: 'Refusée',
      revoked: 'Révoquée',
      expired: 'Expirée',
    },
    appStatus: { enabled: 'Activée', disabled: 'Désactivée' },
  },
};
