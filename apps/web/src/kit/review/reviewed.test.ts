import { describe, expect, it } from 'vitest';
import { pathAfterDecision, placeReviewed, recordButtons, recordPath } from './reviewed';

describe('the shared columns and filters of a reviewed list', () => {
  const company = { key: 'corpName' };
  const review = { key: 'reviewStatus' };

  it('go where the declaration puts them', () => {
    const placed = placeReviewed(
      [{ key: 'name' }, 'company', { key: 'issuer' }, 'reviewStatus', { key: 'created' }],
      {
        company,
        reviewStatus: review,
      },
    );
    expect(placed.map((column) => column.key)).toEqual([
      'name',
      'corpName',
      'issuer',
      'reviewStatus',
      'created',
    ]);
  });

  it('come last, in their order, when the declaration does not place them', () => {
    const placed = placeReviewed([{ key: 'name' }], { company, reviewStatus: review });
    expect(placed.map((column) => column.key)).toEqual(['name', 'corpName', 'reviewStatus']);
  });

  it('leave out a piece that does not apply (the company, for a company’s own people)', () => {
    const placed = placeReviewed([{ key: 'name' }, 'company', 'reviewStatus'], {
      company: null,
      reviewStatus: review,
    });
    expect(placed.map((column) => column.key)).toEqual(['name', 'reviewStatus']);
  });
});

describe('the header of a reviewed record', () => {
  it('offers edit to its owner and review to a reviewer on the detail page', () => {
    expect(recordButtons(['edit', 'view'], 'detail')).toEqual(['edit']);
    expect(recordButtons(['approve', 'reject', 'view'], 'detail')).toEqual(['review']);
    expect(recordButtons(['edit', 'approve'], 'detail')).toEqual(['edit', 'review']);
  });

  it('does not send a reviewer from the review page to itself, nor offer what the server withholds', () => {
    expect(recordButtons(['approve', 'reject'], 'audit')).toEqual([]);
    expect(recordButtons(['edit', 'approve'], 'audit')).toEqual(['edit']);
    expect(recordButtons(['view'], 'detail')).toEqual([]);
  });
});

describe('after a decision', () => {
  const paths = { list: '/productMessage', detail: '/productMessageDetails' };

  it('shows the record in place of its review, goes back to the list, or stays', () => {
    expect(pathAfterDecision('detail', paths, 'a1')).toEqual({
      path: '/productMessageDetails?id=a1',
      replace: true,
    });
    expect(pathAfterDecision('list', paths, 'a1')).toEqual({ path: '/productMessage', replace: false });
    expect(pathAfterDecision('stay', paths, 'a1')).toBeNull();
  });

  it('addresses a record by its id', () => {
    expect(recordPath('/previewCertificate', 'c-9')).toBe('/previewCertificate?id=c-9');
  });
});
