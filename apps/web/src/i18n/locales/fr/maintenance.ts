/** Fenêtres de maintenance : leur administration, le bandeau et l'avis à lire. */
export const maintenance = {
  list: {
    title: 'Fenêtres de maintenance',
    subtitle: 'Périodes de travaux sur la plateforme, annoncées à l’avance à tous les utilisateurs connectés',
    add: 'Programmer une fenêtre',
    empty: 'Aucune fenêtre de maintenance',
  },
  field: {
    startsAt: 'Début',
    endsAt: 'Fin',
    mode: 'Mode',
    noticeHours: 'Annoncer (heures avant)',
    noticeHoursHint: 'Dès lors, chaque utilisateur connecté voit l’avis et le bandeau',
    message: 'Message',
    messageCn: 'Message en chinois',
    messageEn: 'Message en anglais',
    messageFr: 'Message en français',
    status: 'État',
    createdBy: 'Programmée par',
  },
  mode: {
    readOnly: 'Lecture seule : les modifications sont refusées, les pages restent consultables',
    full: 'Fermée : seuls les administrateurs utilisent la plateforme',
  },
  form: { add: 'Programmer une fenêtre de maintenance', edit: 'Modifier la fenêtre de maintenance' },
  action: { edit: 'Modifier', cancel: 'Annuler' },
  ask: {
    cancel: 'Annuler cette fenêtre de maintenance ? Si elle est en cours, elle se termine maintenant.',
  },
  done: { saved: 'Fenêtre de maintenance enregistrée', cancel: 'Fenêtre de maintenance annulée' },
  banner: {
    upcomingReadOnly:
      'Maintenance du {{start}} au {{end}} : les modifications ne pourront pas être enregistrées.',
    upcomingFull: 'Maintenance du {{start}} au {{end}} : la plateforme sera fermée.',
    activeReadOnly: 'Maintenance jusqu’au {{end}} : les modifications ne peuvent pas être enregistrées.',
    activeFull: 'Maintenance jusqu’au {{end}} : la plateforme est fermée.',
  },
  notice: { title: 'Maintenance programmée' },
};
