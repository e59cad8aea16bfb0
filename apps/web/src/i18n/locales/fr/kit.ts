import type { kit as source } from '../en/kit';
import type { Translation } from '../types';

export const kit: Translation<typeof source> = {
  done: 'Opération réussie',
  back: 'Retour',
  loadFailed: "Le chargement n'a pas abouti",
  missingRecordHint: "Ouvrez l'enregistrement depuis sa liste.",
  table: {
    search: 'Rechercher',
    searching: 'Recherche…',
    nothingFound: 'Aucun résultat',
    reset: 'Réinitialiser',
    refresh: 'Actualiser',
    columns: 'Colonnes',
    resetColumns: 'Colonnes par défaut',
    export: 'Exporter',
    actions: 'Actions',
    moreActions: "Plus d'actions",
    loadFailed: "La liste n'a pas pu être chargée",
    retry: 'Réessayer',
    empty: 'Aucune donnée pour le moment',
    noMatches: 'Aucun résultat pour ces filtres',
    clearFilters: 'Effacer les filtres',
    total: 'Total : {{count}}',
    pageSize: 'Lignes par page',
    perPage: '{{count}} / page',
    pageControl: {
      first: 'Première page',
      previous: 'Page précédente',
      next: 'Page suivante',
      last: 'Dernière page',
    },
  },
  upload: {
    drop: 'Déposez des fichiers ici ou cliquez pour choisir',
    replace: 'Déposez un fichier ici ou cliquez pour le remplacer',
    hint: '{{types}}, {{size}} maximum par fichier',
    add: 'Ajouter',
    remove: 'Retirer',
    download: 'Télécharger',
    uploading: 'Envoi de {{name}}…',
    waiting: 'Des fichiers sont encore en cours d’envoi',
    tooMany: 'Au plus {{count}} fichiers',
  },
  dialog: {
    reasonRequired: 'Indiquez un motif',
  },
  decided: {
    approved: "Approuvé ; l'entreprise a été informée",
    rejected: "Refusé ; l'entreprise a été informée du motif",
  },
  audit: {
    title: 'Revue',
    remark: 'Remarque',
    remarkPlaceholder: 'Motif ou commentaire pour le demandeur',
    remarkRequired: 'Indiquez un motif pour refuser',
    approve: 'Approuver',
    reject: 'Refuser',
  },
  epcis: {
    download: 'Événements EPCIS (JSON-LD)',
  },
};
