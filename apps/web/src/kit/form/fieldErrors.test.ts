import { ZPassword, ZSendMessageBody, ZText } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  fieldPaths,
  issueMessage,
  issuesToFieldErrors,
  REQUIRED_MESSAGE,
  serverFieldErrors,
} from './fieldErrors';

function issuesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected a validation failure');
  return result.error.issues;
}

describe('field error messages', () => {
  it('translates our message keys in every language', () => {
    const [issue] = issuesOf(z.object({ password: ZPassword }), { password: 'short' });
    expect(issueMessage(issue!, 'cn')).toBe('密码须为8-16位，包含大写字母、小写字母，以及至少一个数字或符号');
    expect(issueMessage(issue!, 'en')).toMatch(/^The password must be 8 to 16 characters/);
    expect(issueMessage(issue!, 'fr')).toMatch(/^Le mot de passe doit comporter 8 à 16 caractères/);
  });

  it('fills the bound of a length rule into the message, as the API does', () => {
    const [issue] = issuesOf(ZText(5), 'too long for five');
    expect(issueMessage(issue!, 'en')).toBe('At most 5 characters');
    expect(issueMessage(issue!, 'cn')).toBe('内容不能超过 5 个字符');
  });

  it("words zod's own checks through zod's locales", () => {
    const [issue] = issuesOf(z.object({ id: z.uuid() }), { id: 'nope' });
    expect(issueMessage(issue!, 'en')).toBe('Invalid UUID');
    expect(issueMessage(issue!, 'fr')).toBe('UUID invalide');
    expect(issueMessage(issue!, 'cn')).toBe('无效UUID');
  });

  it('says "required" for a value left empty', () => {
    const issues = issuesOf(z.object({ name: z.string().min(1), tags: z.array(z.string()).min(1) }), {
      name: '',
    });
    expect(issues.map((issue) => issueMessage(issue, 'fr'))).toEqual([
      REQUIRED_MESSAGE.fr,
      REQUIRED_MESSAGE.fr,
    ]);
  });

  it('keys errors by field and puts list-item errors on the list field', () => {
    const issues = issuesOf(ZSendMessageBody, {
      title: '',
      content: '<p>x</p>',
      audience: { type: 'companies', corpIds: ['not-a-uuid'] },
    });
    expect(issuesToFieldErrors(issues, 'en')).toEqual({
      title: REQUIRED_MESSAGE.en,
      'audience.corpIds.0': 'Invalid UUID',
    });
    expect(
      issuesToFieldErrors(issues, 'en', {
        fieldOf: (path) => path.replace(/^audience\./, ''),
        fields: ['title', 'content', 'corpIds'],
      }),
    ).toEqual({ title: REQUIRED_MESSAGE.en, corpIds: 'Invalid UUID' });
  });

  it("places the server's errors on matching fields and returns the rest", () => {
    const placed = serverFieldErrors(
      [
        { path: 'title', message: '输入内容包含非法字符' },
        { path: 'audience.corpIds.1', message: '无效UUID' },
        { path: '', message: '请求参数有误' },
      ],
      ['title', 'corpIds'],
      (path) => path.replace(/^audience\./, ''),
    );
    expect(placed).toEqual({
      fieldErrors: { title: '输入内容包含非法字符', corpIds: '无效UUID' },
      unmatched: ['请求参数有误'],
    });
  });

  it('lists the field paths of nested form values', () => {
    expect(fieldPaths({ title: '', address: { city: '', zip: '' }, tags: [], when: new Date(0) })).toEqual([
      'title',
      'address',
      'address.city',
      'address.zip',
      'tags',
      'when',
    ]);
  });
});
