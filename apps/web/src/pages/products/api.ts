import { useQuery } from '@tanstack/react-query';
import type { productRoutes, RouteData } from '@trace/contracts';
import { callRoute } from '../../api/call';
import { ROUTES } from '../../api/routes';

/** What the catalogue endpoints answer, named once for the pages. */
export type ProductCategory = RouteData<typeof productRoutes.categories.get>;
export type ProductSubclass = RouteData<typeof productRoutes.subclasses.get>;
export type Product = RouteData<typeof productRoutes.products.get>;
export type ProductLine = ProductSubclass['line'];

/** Query keys: every catalogue read sits under `products`. */
export const PRODUCT_KEYS = {
  categories: ['products', 'categories'],
  subclasses: ['products', 'subclasses'],
  products: ['products', 'products'],
} as const;

/** The largest page the API gives; categories and a company's subclasses fit in one. */
const OPTION_PAGE = { page: 1, pageSize: 100 };

/**
 * Every product category offered on this platform, for the pickers: page after page until all are
 * read (the list answers at most 100 at a time, and administrators may add more than that).
 */
export function useCategories() {
  return useQuery({
    queryKey: [...PRODUCT_KEYS.categories, 'options'],
    queryFn: async ({ signal }) => {
      const first = await callRoute(ROUTES.products.categories.list, { query: OPTION_PAGE }, { signal });
      const list = [...first.list];
      for (
        let page = 2;
        list.length < first.total && page <= Math.ceil(first.total / OPTION_PAGE.pageSize);
        page++
      ) {
        const next = await callRoute(
          ROUTES.products.categories.list,
          { query: { ...OPTION_PAGE, page } },
          { signal },
        );
        list.push(...next.list);
      }
      return list;
    },
    staleTime: 60_000,
  });
}

/** The caller's subclasses of a category on a product line, for the product form. */
export function useSubclassOptions(categoryId: string | null, line: ProductLine = 'main') {
  return useQuery({
    queryKey: [...PRODUCT_KEYS.subclasses, 'options', categoryId ?? '', line],
    queryFn: ({ signal }) =>
      callRoute(
        ROUTES.products.subclasses.list,
        { query: { ...OPTION_PAGE, categoryId: categoryId ?? undefined, line } },
        { signal },
      ),
    select: (page) => page.list,
    enabled: Boolean(categoryId),
  });
}

export function useSubclass(id: string | null) {
  return useQuery({
    queryKey: [...PRODUCT_KEYS.subclasses, 'one', id ?? ''],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.products.subclasses.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}

export function useProduct(id: string | null) {
  return useQuery({
    queryKey: [...PRODUCT_KEYS.products, 'one', id ?? ''],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.products.products.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}

export function useCategory(id: string | null) {
  return useQuery({
    queryKey: [...PRODUCT_KEYS.categories, 'one', id ?? ''],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.products.categories.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}
