import { Checkbox, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { USER_TYPES, ZSendMessageBody } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../api/call';
import { NOTIFICATIONS_KEY } from '../../api/notifications';
import { ROUTES } from '../../api/routes';
import { FormPage, FormSection, useApiMutation, useZodForm } from '../../kit';
import type { SendAnswer } from './api';
import { CompanyPicker } from './CompanyPicker';
import { HtmlField } from './HtmlField';
import { type AudienceType, EMPTY_MESSAGE_FORM, messageFieldOf, toSendBody } from './messageForm';

const LIST_PATH = '/messageCenter';

/** Sends a message to everyone, to some user types or to chosen companies, optionally as a pop-up. */
export default function AddMessagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(ZSendMessageBody, EMPTY_MESSAGE_FORM, {
    toInput: toSendBody,
    fieldOf: messageFieldOf,
  });
  const send = useApiMutation<SendAnswer, ReturnType<typeof toSendBody>>({
    call: (body) => callRouteEnvelope(ROUTES.notifications.send, { body }),
    form,
    invalidate: [NOTIFICATIONS_KEY],
    successMessage: (answer) => t('messages.form.sent', { count: answer.recipients }),
    onSuccess: () => navigate(LIST_PATH),
  });
  const audienceType = form.values.audienceType;

  return (
    <FormPage
      title={t('messages.sendTitle')}
      back={LIST_PATH}
      onSubmit={form.submit((body) => send.mutateAsync(body))}
      submitting={send.isPending}
      submitLabel={t('messages.form.submit')}
      formErrors={form.formErrors}
      maxWidth={1180}
    >
      <FormSection title={t('messages.form.contentSection')}>
        <TextInput
          label={t('messages.form.title')}
          placeholder={t('messages.form.titlePlaceholder')}
          required
          maxLength={100}
          {...form.getInputProps('title')}
        />
        <HtmlField
          label={t('messages.form.content')}
          description={t('messages.form.contentDescription')}
          placeholder={t('messages.form.contentPlaceholder')}
          required
          {...form.getInputProps('content')}
        />
      </FormSection>
      <FormSection title={t('messages.form.audienceSection')}>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('messages.form.audience')}
          </Text>
          <SegmentedControl
            w="fit-content"
            data={[
              { value: 'all', label: t('messages.form.audienceAll') },
              { value: 'userTypes', label: t('messages.form.audienceUserTypes') },
              { value: 'companies', label: t('messages.form.audienceCompanies') },
            ]}
            value={audienceType}
            onChange={(value) => {
              form.setFieldValue('audienceType', value as AudienceType);
              form.clearErrors();
            }}
          />
        </Stack>
        {audienceType === 'userTypes' ? (
          <Checkbox.Group label={t('messages.form.userTypes')} required {...form.getInputProps('userTypes')}>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt="xs">
              {USER_TYPES.map((userType) => (
                <Checkbox key={userType} value={userType} label={t(`userType.${userType}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        ) : null}
        {audienceType === 'companies' ? (
          <CompanyPicker
            label={t('messages.form.companies')}
            placeholder={t('messages.form.companiesPlaceholder')}
            required
            {...form.getInputProps('corpIds')}
          />
        ) : null}
        <Switch
          label={t('messages.form.forced')}
          description={t('messages.form.forcedDescription')}
          {...form.getInputProps('forced', { type: 'checkbox' })}
        />
      </FormSection>
    </FormPage>
  );
}
