import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  duplicateItemCode,
  findingDueDate,
  isFindingOverdue,
  ZAnswerItemBody,
  ZChecklistTemplateBody,
} from '../src/index';

const HACCP = { minorDays: 90, majorDays: 28, criticalDays: 7 };
const BRCGS = { minorDays: 28, majorDays: 28, criticalDays: 28 };

describe('finding due dates: planned end + the scheme days of the grade', () => {
  it('uses the days of each grade', () => {
    expect(findingDueDate('2026-03-10', HACCP, 'minor')).toBe('2026-06-08');
    expect(findingDueDate('2026-03-10', HACCP, 'major')).toBe('2026-04-07');
    expect(findingDueDate('2026-03-10', HACCP, 'critical')).toBe('2026-03-17');
    expect(findingDueDate('2026-03-10', BRCGS, 'critical')).toBe('2026-04-07');
  });
  it('crosses month and year ends', () => {
    expect(findingDueDate('2026-01-28', HACCP, 'critical')).toBe('2026-02-04');
    expect(findingDueDate('2026-12-28', HACCP, 'critical')).toBe('2027-01-04');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('counts 29 February in a leap year only', () => {
    expect(findingDueDate('2028-02-01', HACCP, 'major')).toBe('2028-02-29');
    expect(findingDueDate('2027-02-01', HACCP, 'major')).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
  });
});

describe('addMonths (next surveillance)', () => {
  it('keeps the day of the month', () => {
    expect(addMonths('2026-05-15', 12)).toBe('2027-05-15');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });
  it('clamps to the last day of a shorter month, leap years included', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
  });
});

describe('overdue findings', () => {
  it('is overdue after the due day unless closed', () => {
    expect(isFindingOverdue({ status: 'open', dueDate: '2026-03-01' }, '2026-03-02')).toBe(true);
    expect(isFindingOverdue({ status: 'open', dueDate: '2026-03-01' }, '2026-03-01')).toBe(false);
    expect(isFindingOverdue({ status: 'closed', dueDate: '2026-03-01' }, '2026-04-01')).toBe(false);
  });
});

describe('verdicts and templates', () => {
  it('a nonconformity needs a note; there is no default verdict', () => {
    expect(ZAnswerItemBody.safeParse({ verdict: 'not_conforming' }).error?.issues[0]?.message).toBe(
      'certAudit.noteRequired',
    );
    expect(ZAnswerItemBody.safeParse({ verdict: 'not_conforming', note: 'x' }).success).toBe(true);
    expect(ZAnswerItemBody.safeParse({}).success).toBe(false);
  });
  it('item codes are unique in a template', () => {
    expect(duplicateItemCode([{ code: 'A1' }, { code: 'a1' }])).toBe('a1');
    const item = (code: string) => ({ code, section: 'S', text: { cn: '内容', en: 'Text', fr: 'Texte' } });
    expect(
      ZChecklistTemplateBody.safeParse({ name: 'T', scheme: 'haccp', items: [item('A'), item('A')] }).success,
    ).toBe(false);
    expect(ZChecklistTemplateBody.safeParse({ name: 'T', scheme: 'haccp', items: [] }).success).toBe(false);
    expect(ZChecklistTemplateBody.safeParse({ name: 'T', scheme: 'haccp', items: [item('A')] }).success).toBe(
      true,
    );
  });
});
