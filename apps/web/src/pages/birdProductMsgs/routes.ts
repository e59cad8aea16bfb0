import type { Localized } from '@trace/contracts';
import type { ComponentType } from 'react';
import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

const pages = () => import('./BirdProductMsgPages');
const LIST = '/birdProductMsgList';
const VIEW = 'product.birdProductMsgList.view';
const MANAGE = 'product.birdProductMsgList.manage';

const title = (cn: string, en: string, fr: string): Localized => ({ cn, en, fr });

function child(
  path: string,
  pageTitle: Localized,
  permission: string,
  pick: (module: Awaited<ReturnType<typeof pages>>) => ComponentType,
): PageRoute {
  return {
    path,
    title: pageTitle,
    permission,
    parent: LIST,
    load: () => pages().then((m) => ({ default: pick(m) })),
  };
}

/**
 * Bird's-nest product information sheets (spec section 2: /birdProductMsgList "with add, copy,
 * details and audit pages"), plus the owner's edit page.
 */
export const routes: PageRoute[] = [
  { ...navigationPage(LIST), load: () => pages().then((m) => ({ default: m.BirdProductMsgListPage })) },
  child(
    '/birdProductMsgDetails',
    title('燕窝产品信息详情', "Bird's nest product sheet", "Fiche de produit de nid d'hirondelle"),
    VIEW,
    (m) => m.BirdProductMsgDetailPage,
  ),
  child(
    '/birdProductMsgAudit',
    title(
      '审核燕窝产品信息',
      "Review a bird's nest product sheet",
      "Examiner une fiche de produit de nid d'hirondelle",
    ),
    VIEW,
    (m) => m.BirdProductMsgAuditPage,
  ),
  child(
    '/addBirdProductMsg',
    title(
      '新增燕窝产品信息',
      "Add a bird's nest product sheet",
      "Ajouter une fiche de produit de nid d'hirondelle",
    ),
    MANAGE,
    (m) => m.AddBirdProductMsgPage,
  ),
  child(
    '/copyBirdProductMsg',
    title(
      '复制燕窝产品信息',
      "Copy a bird's nest product sheet",
      "Copier une fiche de produit de nid d'hirondelle",
    ),
    MANAGE,
    (m) => m.CopyBirdProductMsgPage,
  ),
  child(
    '/editBirdProductMsg',
    title(
      '修改燕窝产品信息',
      "Change a bird's nest product sheet",
      "Modifier une fiche de produit de nid d'hirondelle",
    ),
    MANAGE,
    (m) => m.EditBirdProductMsgPage,
  ),
];
