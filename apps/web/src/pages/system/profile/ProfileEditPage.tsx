import { Badge, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type StoredFile, ZUpdateProfileBody } from '@trace/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type Profile, useProfileQuery } from '../../../api/account';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { FormPage, FormSection, UploadField, useApiMutation, useZodForm } from '../../../kit';
import { avatarFiles, blankToNull } from './profileForm';

const PROFILE_PATH = '/userMessage';

interface ProfileFormValues extends Record<string, unknown> {
  userName: string;
  phone: string;
  email: string;
  avatar: StoredFile[];
}

const EMPTY: ProfileFormValues = { userName: '', phone: '', email: '', avatar: [] };

const toInput = (values: ProfileFormValues) => ({
  userName: values.userName,
  phone: blankToNull(values.phone),
  email: blankToNull(values.email),
  avatar: values.avatar[0]?.url ?? null,
});

/** /userMessageEdit: the signed-in person changes their own name, phone, email and picture. */
export default function ProfileEditPage() {
  const { t } = useTranslation('system');
  const { t: shared } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfileQuery();
  const form = useZodForm(ZUpdateProfileBody, EMPTY, { toInput });

  const { initialize } = form;
  useEffect(() => {
    if (profile.data) initialize(valuesOf(profile.data, t('profile.currentAvatar')));
  }, [profile.data, initialize, t]);

  const save = useApiMutation<Profile, ReturnType<typeof toInput>>({
    call: (body) => callRouteEnvelope(ROUTES.system.updateProfile, { body }),
    form,
    onSuccess: async (updated) => {
      queryClient.setQueryData(['account', 'profile'], updated);
      // The header shows the name and picture from the current user.
      await queryClient.invalidateQueries({ queryKey: ['account'] });
      navigate(PROFILE_PATH);
    },
  });

  const data = profile.data;
  return (
    <FormPage
      title={t('profile.editTitle')}
      subtitle={t('profile.editSubtitle')}
      back={PROFILE_PATH}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      loading={profile.isPending}
      loadError={profile.error}
      onRetry={() => void profile.refetch()}
    >
      <FormSection title={t('profile.accountSection')}>
        <Group gap="lg">
          <div>
            <Text size="xs" c="dimmed" fw={500}>
              {t('profile.account')}
            </Text>
            <Text size="sm" fw={500} data-testid="profile-edit-account">
              {data?.account}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" fw={500}>
              {t('profile.userType')}
            </Text>
            {data ? <Badge variant="light">{shared(`userType.${data.userType}`)}</Badge> : null}
          </div>
          {data?.corpName ? (
            <div>
              <Text size="xs" c="dimmed" fw={500}>
                {t('profile.company')}
              </Text>
              <Text size="sm">{data.corpName}</Text>
            </div>
          ) : null}
        </Group>
        <TextInput label={t('name')} required maxLength={50} {...form.getInputProps('userName')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('profile.phone')}
            placeholder={t('common.phonePlaceholder')}
            inputMode="numeric"
            maxLength={11}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('email')}
            placeholder="name@example.com"
            type="email"
            maxLength={254}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('profile.avatarSection')} description={t('profile.avatarHint')}>
        <UploadField
          kind="image"
          label={t('profile.avatar')}
          {...form.getInputProps('avatar')}
          value={form.values.avatar}
        />
      </FormSection>
    </FormPage>
  );
}

function valuesOf(profile: Profile, avatarName: string): ProfileFormValues {
  return {
    userName: profile.userName,
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    avatar: avatarFiles(profile.avatar, avatarName, profile.createTime),
  };
}
