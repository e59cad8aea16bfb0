import { ZCreatePartnerKeyBody } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import {
  addressList,
  dayAfter,
  endOfDay,
  keyFieldOf,
  lastExpiryDay,
  newKeyValues,
  scopeChoice,
  toKeyBody,
  withScopeChoice,
} from './keyForm';

describe('the key form', () => {
  it('keeps one scope per resource, write replacing read and none removing it', () => {
    let scopes = withScopeChoice([], 'batches', 'read');
    scopes = withScopeChoice(scopes, 'events', 'read');
    expect(scopes).toEqual(['batches:read', 'events:read']);
    scopes = withScopeChoice(scopes, 'batches', 'write');
    expect(scopes).toEqual(['events:read', 'batches:write']);
    expect(scopeChoice(scopes, 'batches')).toBe('write');
    expect(scopeChoice(scopes, 'events')).toBe('read');
    expect(scopeChoice(scopes, 'labels')).toBe('none');
    expect(withScopeChoice(scopes, 'batches', 'none')).toEqual(['events:read']);
  });

  it('proposes 90 days and offers at most the days the server accepts', () => {
    const now = new Date(2026, 0, 31, 15, 0);
    expect(newKeyValues(now).expiresOn).toBe('2026-05-01');
    expect(dayAfter(now, 1)).toBe('2026-02-01');
    expect(lastExpiryDay(now)).toBe('2027-01-31');
  });

  it('sends the end of the chosen day and the addresses typed one per line', () => {
    const body = toKeyBody(
      {
        name: 'ERP',
        scopes: ['batches:read'],
        expiresOn: '2026-05-01',
        addresses: ' 203.0.113.7\n\n203.0.113.0/24, 2001:db8::1 ',
      },
      true,
    );
    expect(body.ipAllow).toEqual(['203.0.113.7', '203.0.113.0/24', '2001:db8::1']);
    expect(new Date(body.expiresAt!).getDate()).toBe(1);
    expect(new Date(body.expiresAt!).getHours()).toBe(23);
    expect(ZCreatePartnerKeyBody.safeParse(body).success).toBe(true);
    expect(endOfDay(null)).toBe('');
    expect(addressList('')).toEqual([]);
  });

  it('shows the errors of the body on the fields that hold them', () => {
    const parsed = ZCreatePartnerKeyBody.safeParse(
      toKeyBody({ name: 'x', scopes: [], expiresOn: null, addresses: 'nowhere' }, true),
    );
    expect(parsed.success).toBe(false);
    const fields = new Set(parsed.error!.issues.map((issue) => keyFieldOf(issue.path.join('.'))));
    expect(fields).toEqual(new Set(['scopes', 'expiresOn', 'addresses']));
  });
});
