import { ZSendMessageBody } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors, REQUIRED_MESSAGE } from '../../kit/form/fieldErrors';
import { EMPTY_MESSAGE_FORM, messageFieldOf, toSendBody } from './messageForm';

const companyId = '0b7c9a8e-5f1d-4c4b-9a57-0b4d3f0f2b11';

describe('the send-message form', () => {
  it('builds the audience the API expects from the chosen option', () => {
    const values = { ...EMPTY_MESSAGE_FORM, title: 'Notice', content: '<p>Hi</p>', corpIds: [companyId] };
    expect(toSendBody(values).audience).toEqual({ type: 'all' });
    expect(toSendBody({ ...values, audienceType: 'userTypes', userTypes: ['producer'] }).audience).toEqual({
      type: 'userTypes',
      userTypes: ['producer'],
    });
    expect(toSendBody({ ...values, audienceType: 'companies', forced: true })).toEqual({
      title: 'Notice',
      content: '<p>Hi</p>',
      audience: { type: 'companies', corpIds: [companyId] },
      forced: true,
    });
    expect(ZSendMessageBody.safeParse(toSendBody({ ...values, audienceType: 'companies' })).success).toBe(
      true,
    );
  });

  it('shows the contract schema errors on the form fields', () => {
    const result = ZSendMessageBody.safeParse(
      toSendBody({ ...EMPTY_MESSAGE_FORM, audienceType: 'companies' }),
      {
        reportInput: true,
      },
    );
    expect(result.success).toBe(false);
    const errors = issuesToFieldErrors(result.error!.issues, 'en', {
      fieldOf: messageFieldOf,
      fields: Object.keys(EMPTY_MESSAGE_FORM),
    });
    expect(errors).toEqual({
      title: REQUIRED_MESSAGE.en,
      content: REQUIRED_MESSAGE.en,
      corpIds: REQUIRED_MESSAGE.en,
    });
  });

  it('refuses markup in the title with the server wording', () => {
    const result = ZSendMessageBody.safeParse(
      toSendBody({ ...EMPTY_MESSAGE_FORM, title: '<b>x</b>', content: 'x' }),
      { reportInput: true },
    );
    const errors = issuesToFieldErrors(result.error!.issues, 'cn', { fieldOf: messageFieldOf });
    expect(errors.title).toBe('输入内容包含非法字符');
  });
});
