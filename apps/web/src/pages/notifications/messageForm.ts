import type { MessageAudience, UserType } from '@trace/contracts';

/** Who receives a message, as the form asks it (the API's `audience` has one shape per choice). */
export type AudienceType = 'all' | 'userTypes' | 'companies';

export type MessageFormValues = {
  title: string;
  content: string;
  audienceType: AudienceType;
  userTypes: UserType[];
  corpIds: string[];
  forced: boolean;
};

export const EMPTY_MESSAGE_FORM: MessageFormValues = {
  title: '',
  content: '',
  audienceType: 'all',
  userTypes: [],
  corpIds: [],
  forced: false,
};

/** The form's values as the send endpoint's body (`ZSendMessageBody`). */
export function toSendBody(values: MessageFormValues): {
  title: string;
  content: string;
  audience: MessageAudience;
  forced: boolean;
} {
  const audience: MessageAudience =
    values.audienceType === 'userTypes'
      ? { type: 'userTypes', userTypes: values.userTypes }
      : values.audienceType === 'companies'
        ? { type: 'companies', corpIds: values.corpIds }
        : { type: 'all' };
  return { title: values.title, content: values.content, audience, forced: values.forced };
}

/** Where an error of the body shows on the form: `audience.corpIds.2` -> the companies field. */
export function messageFieldOf(path: string): string {
  if (path.startsWith('audience.userTypes')) return 'userTypes';
  if (path.startsWith('audience.corpIds')) return 'corpIds';
  if (path.startsWith('audience')) return 'audienceType';
  return path;
}
