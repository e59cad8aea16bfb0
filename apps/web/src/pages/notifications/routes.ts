import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

export const routes: PageRoute[] = [
  { ...navigationPage('/messageCenter'), load: () => import('./MessageCenterPage') },
  {
    path: '/addMessage',
    title: 'shell:messages.sendTitle',
    permission: 'message.send',
    parent: '/messageCenter',
    load: () => import('./AddMessagePage'),
  },
];
