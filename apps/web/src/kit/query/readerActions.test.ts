import { describe, expect, it } from 'vitest';
import { idParam } from '../pages/useOpenedId';
import type { ListQuery } from './params';
import { withFixedQuery, withReaderActions } from './readerActions';

const page = <T>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 20 });
const signal = new AbortController().signal;

describe('rows every reader may open', () => {
  it('add the reader verbs to what the server allows, row by row', async () => {
    const fetchPage = withReaderActions(
      async () => page([{ actions: ['edit'] }, { actions: [] as string[] }]),
      ['view', 'feedback'],
    );
    const result = await fetchPage({}, signal);
    expect(result.list.map((row) => row.actions)).toEqual([
      ['edit', 'view', 'feedback'],
      ['view', 'feedback'],
    ]);
  });
});

describe('a list read with fixed parameters', () => {
  it('sends them beside the filters, and they win over a filter of the same name', async () => {
    const asked: ListQuery[] = [];
    const fetchPage = withFixedQuery(
      async (query: ListQuery) => {
        asked.push(query);
        return page([]);
      },
      { line: 'panda' },
    );
    await fetchPage({ keyword: 'tea', line: 'main' }, signal);
    expect(asked).toEqual([{ keyword: 'tea', line: 'panda' }]);
  });
});

describe('a record opened from the address', () => {
  it('reads a record id, and nothing else, from ?id=', () => {
    expect(idParam(new URLSearchParams('id=0b7c3f3e-1d2a-4e5f-8a9b-0c1d2e3f4a5b'))).toBe(
      '0b7c3f3e-1d2a-4e5f-8a9b-0c1d2e3f4a5b',
    );
    expect(idParam(new URLSearchParams('id=../../admin'))).toBeNull();
    expect(idParam(new URLSearchParams(''))).toBeNull();
  });
});
