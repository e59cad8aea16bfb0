import { describe, expect, it } from 'vitest';
import { changedFields, sameValue } from './changes';

describe('a waiting change compared with the approved version', () => {
  it('lists only the fields the change alters, in the order asked', () => {
    const approved = {
      name: 'Golden Nest Ltd',
      contactPhone: '13800138000',
      address: 'Haikou',
      licenceFiles: ['/a'],
    };
    const change = {
      name: 'Golden Nest Co.',
      contactPhone: '13800138000',
      address: 'Sanya',
      licenceFiles: ['/a'],
    };
    expect(changedFields(approved, change, ['address', 'name', 'contactPhone', 'licenceFiles'])).toEqual([
      'address',
      'name',
    ]);
  });

  it('ignores fields the change does not carry', () => {
    expect(changedFields({ name: 'A', kind: 'producer' }, { name: 'A' }, ['name', 'kind'])).toEqual([]);
  });

  it('treats empty text, null and an empty list alike', () => {
    expect(sameValue('', null)).toBe(true);
    expect(sameValue(undefined, [])).toBe(true);
    expect(sameValue('x', null)).toBe(false);
  });

  it('compares instants, not their spelling', () => {
    expect(sameValue('2026-05-01T00:00:00.000Z', '2026-05-01T08:00:00+08:00')).toBe(true);
    expect(sameValue('2026-05-01T00:00:00.000Z', '2026-05-02T00:00:00.000Z')).toBe(false);
  });

  it('compares lists of files in order', () => {
    expect(sameValue(['/files/1', '/files/2'], ['/files/1', '/files/2'])).toBe(true);
    expect(sameValue(['/files/1'], ['/files/1', '/files/2'])).toBe(false);
  });
});
