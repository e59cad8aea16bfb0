import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, readListSearch, toListQuery, writeListSearch } from '../../../kit/query/params';
import {
  BARCODE_SEARCH_FILTERS,
  barcodeSearchHref,
  filtersOf,
  sameSearch,
  searchInAddress,
  searchOf,
  searchProblem,
} from './search';

const defaults = { pageSize: DEFAULT_PAGE_SIZE };
const read = (href: string) =>
  readListSearch(new URLSearchParams(href.split('?')[1]), BARCODE_SEARCH_FILTERS, defaults);

describe('barcode search', () => {
  it('opens an application’s barcodes from a link, and asks the API for them a page at a time', () => {
    const href = barcodeSearchHref({ applicationId: 'app-a', value: ' ' });
    expect(href).toBe('/barcodeSearch?applicationId=app-a');
    const state = read(href);
    expect(searchOf(state.filters)).toEqual({ applicationId: 'app-a' });
    expect(toListQuery({ ...state, page: 2 }, BARCODE_SEARCH_FILTERS)).toEqual({
      page: 2,
      pageSize: DEFAULT_PAGE_SIZE,
      applicationId: 'app-a',
    });
  });

  it('keeps the search and the page in the address, beside other parameters', () => {
    const params = writeListSearch(
      new URLSearchParams('id=1&page=3&value=old'),
      { page: 2, pageSize: 50, filters: filtersOf({ value: ' 0690 ', productId: 'nest' }) },
      BARCODE_SEARCH_FILTERS,
      defaults,
    );
    expect(params.toString()).toBe('id=1&page=2&pageSize=50&value=0690&productId=nest');
    const state = readListSearch(params, BARCODE_SEARCH_FILTERS, defaults);
    expect(state).toMatchObject({ page: 2, pageSize: 50 });
    expect(searchOf(state.filters)).toEqual({ value: '0690', productId: 'nest' });
  });

  it('reads the search from the address as the paged list does', () => {
    expect(searchInAddress(new URLSearchParams('id=1&value=%200690%20&applicationId=&page=2'))).toEqual({
      value: '0690',
    });
    expect(searchInAddress(new URLSearchParams('productId=nest'))).toEqual({ productId: 'nest' });
  });

  it('says why a search cannot be sent, as the API would', () => {
    expect(searchProblem({})).toBe('needsCriterion');
    expect(searchProblem({ value: '  ' })).toBe('needsCriterion');
    expect(searchProblem({ value: '06' })).toBe('tooShort');
    expect(searchProblem({ value: '06', applicationId: 'app-a' })).toBe('tooShort');
    expect(searchProblem({ value: ' 069 ' })).toBeNull();
    expect(searchProblem({ applicationId: 'app-a' })).toBeNull();
    expect(searchProblem({ productId: 'nest' })).toBeNull();
  });

  it('compares searches by their trimmed parts', () => {
    expect(sameSearch({ value: '0690' }, { value: '0690', productId: undefined })).toBe(true);
    expect(sameSearch({ value: '0690' }, { value: '0690', productId: 'nest' })).toBe(false);
  });
});
