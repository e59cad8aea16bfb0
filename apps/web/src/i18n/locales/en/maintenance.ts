/** Maintenance windows: their administration, the banner and the must-read notice. */
export const maintenance = {
  list: {
    title: 'Maintenance windows',
    subtitle: 'Periods of work on the platform, announced to every signed-in user beforehand',
    add: 'Schedule a window',
    empty: 'No maintenance window yet',
  },
  field: {
    startsAt: 'Starts',
    endsAt: 'Ends',
    mode: 'Mode',
    noticeHours: 'Announce (hours before)',
    noticeHoursHint: 'From then on every signed-in user sees the notice and the banner',
    message: 'Message',
    messageCn: 'Message in Chinese',
    messageEn: 'Message in English',
    messageFr: 'Message in French',
    status: 'Status',
    createdBy: 'Scheduled by',
  },
  mode: {
    readOnly: 'Read-only: changes are refused, pages can be read',
    full: 'Closed: only administrators can use the platform',
  },
  form: { add: 'Schedule a maintenance window', edit: 'Change the maintenance window' },
  action: { edit: 'Change', cancel: 'Call off' },
  ask: { cancel: 'Call off this maintenance window? If it is running, it ends now.' },
  done: { saved: 'Maintenance window saved', cancel: 'Maintenance window called off' },
  banner: {
    upcomingReadOnly: 'Maintenance from {{start}} to {{end}}: changes cannot be saved during it.',
    upcomingFull: 'Maintenance from {{start}} to {{end}}: the platform is closed during it.',
    activeReadOnly: 'Maintenance until {{end}}: changes cannot be saved for now.',
    activeFull: 'Maintenance until {{end}}: the platform is closed.',
  },
  notice: { title: 'Scheduled maintenance' },
};
