import type { Localized } from '@trace/contracts';
import type { ComponentType } from 'react';
import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';
import { HOUSE_MANAGE, HOUSE_VIEW, HOUSE_PATHS as P } from './paths';

type Pages = typeof import('./BirdHousePages');
const pages = () => import('./BirdHousePages');

function child(
  path: string,
  title: Localized,
  permission: string,
  pick: (m: Pages) => ComponentType,
): PageRoute {
  return { path, title, permission, parent: P.list, load: () => pages().then((m) => ({ default: pick(m) })) };
}

/** Bird houses of the bird's-nest platform (decision 0033): list, add, edit, detail with harvests, review. */
export const routes: PageRoute[] = [
  { ...navigationPage(P.list), load: () => pages().then((m) => ({ default: m.BirdHouseListPage })) },
  child(
    P.detail,
    { cn: '燕屋详情', en: 'Bird house', fr: 'Maison à nids' },
    HOUSE_VIEW,
    (m) => m.BirdHouseDetailPage,
  ),
  child(
    P.audit,
    { cn: '燕屋审核', en: 'Review a bird house', fr: "Revue d'une maison à nids" },
    HOUSE_VIEW,
    (m) => m.BirdHouseAuditPage,
  ),
  child(
    P.add,
    { cn: '新增燕屋', en: 'Add a bird house', fr: 'Ajouter une maison à nids' },
    HOUSE_MANAGE,
    (m) => m.AddBirdHousePage,
  ),
  child(
    P.edit,
    { cn: '编辑燕屋', en: 'Edit a bird house', fr: 'Modifier une maison à nids' },
    HOUSE_MANAGE,
    (m) => m.EditBirdHousePage,
  ),
];
