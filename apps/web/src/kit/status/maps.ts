import { defineStatusMap } from './statusMap';

/** Message read state (spec: 1 unread becomes 2 read on opening the detail or marking all read). */
export const MESSAGE_READ_STATUS = defineStatusMap({
  1: { label: { cn: '未读', en: 'Unread', fr: 'Non lu' }, color: 'orange' },
  2: { label: { cn: '已读', en: 'Read', fr: 'Lu' }, color: 'gray' },
});
