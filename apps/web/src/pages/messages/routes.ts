import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

export const routes: PageRoute[] = [
  { ...navigationPage('/messageCenter'), load: () => import('./MessageCenterPage') },
  {
    path: '/addMessage',
    title: { cn: '发送消息', en: 'Send a message', fr: 'Envoyer un message' },
    permission: 'message.send',
    parent: '/messageCenter',
    load: () => import('./AddMessagePage'),
  },
];
