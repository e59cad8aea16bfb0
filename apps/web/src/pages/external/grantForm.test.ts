import { ZApprovePartnerGrantBody } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { approveFieldOf, approveValues, grantedUntil, toApproveBody } from './grantForm';

describe('the decision on a partner request', () => {
  const requestedUntil = new Date(2027, 1, 24, 13, 41).toISOString();

  it('proposes what was asked, and sends the partner’s own end when that day is kept', () => {
    const values = approveValues({ requested: ['shipments', 'batches'], requestedUntil });
    expect(values).toEqual({ resources: ['shipments', 'batches'], until: '2027-02-24', note: '' });
    const body = toApproveBody(values, requestedUntil);
    expect(body.validUntil).toBe(requestedUntil);
    expect(body.note).toBeNull();
    expect(ZApprovePartnerGrantBody.safeParse(body).success).toBe(true);
  });

  it('ends a narrowed grant at the end of the earlier day chosen', () => {
    const until = new Date(grantedUntil('2027-01-31', requestedUntil));
    expect([until.getFullYear(), until.getMonth(), until.getDate(), until.getHours()]).toEqual([
      2027, 0, 31, 23,
    ]);
    expect(grantedUntil(null, requestedUntil)).toBe('');
  });

  it('refuses a grant of nothing, on the field that holds the data', () => {
    const parsed = ZApprovePartnerGrantBody.safeParse(
      toApproveBody({ resources: [], until: '2027-01-31', note: ' ' }, requestedUntil),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => approveFieldOf(issue.path.join('.')))).toEqual(['resources']);
  });
});
