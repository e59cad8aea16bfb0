import {
  Alert,
  Button,
  Divider,
  Input,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RouteData, type RouteInput, ZMemberRegistrationBody, ZScanRewardBody } from '@trace/contracts';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { ROUTES } from '../../../api/routes';
import { useZodForm } from '../../../kit';
import { type ConsumerLabel, postPublic } from './api';

type Registered = RouteData<typeof ROUTES.consumers.register>;

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const today = () => new Date().toISOString().slice(0, 10);

/** Registration as the /SysMemberScan setting in force asks: the phone required or optional. */
function RegistrationForm({
  label,
  t,
  onRegistered,
}: {
  label: ConsumerLabel;
  t: TFunction<'members'>;
  onRegistered: (member: Registered, phone: string) => void;
}) {
  const { requirePhone, registerRewardPoints } = label.registration;
  const schema = useMemo(
    () =>
      ZMemberRegistrationBody.refine((body) => !requirePhone || Boolean(body.phone), {
        message: 'consumer.phoneRequired',
        path: ['phone'],
      }),
    [requirePhone],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(
    schema,
    { excode: label.excode, name: '', phone: '', gender: '', birthday: '', region: '', email: '' },
    {
      toInput: (values) => ({
        ...values,
        phone: blankToNull(values.phone),
        gender: values.gender || null,
        birthday: blankToNull(values.birthday),
        region: blankToNull(values.region),
        email: blankToNull(values.email),
      }),
    },
  );
  const send = useMutation({
    mutationFn: (body: RouteInput<typeof ROUTES.consumers.register>['body']) =>
      postPublic(ROUTES.consumers.register, body),
  });

  return (
    <form
      noValidate
      onSubmit={form.submit(async (body, values) => {
        setFailure(null);
        try {
          onRegistered(await send.mutateAsync(body), values.phone.trim());
        } catch (error) {
          if (form.setServerErrors(error)) return;
          setFailure(error instanceof ApiError ? error.msg : t('public.unexpected'));
        }
      })}
    >
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {t('public.member.intro', { corp: label.corpName })}
          </Title>
          {registerRewardPoints > 0 ? (
            <Text size="sm" c="teal" mt={2}>
              {t('public.member.reward', { points: registerRewardPoints })}
            </Text>
          ) : null}
        </div>
        <TextInput
          label={t('name')}
          required
          maxLength={30}
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={requirePhone ? t('mobilePhone') : t('public.member.phoneOptional')}
          placeholder={t('public.member.phonePlaceholder')}
          required={requirePhone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          {...form.getInputProps('phone')}
        />
        <Input.Wrapper label={t('public.member.gender')}>
          <SegmentedControl
            fullWidth
            mt={4}
            data={[
              { value: '', label: t('public.member.genders.none') },
              { value: 'male', label: t('public.member.genders.male') },
              { value: 'female', label: t('public.member.genders.female') },
            ]}
            value={form.values.gender}
            onChange={(value) => form.setFieldValue('gender', value)}
          />
        </Input.Wrapper>
        <TextInput
          label={t('public.member.birthday')}
          type="date"
          max={today()}
          autoComplete="bday"
          {...form.getInputProps('birthday')}
        />
        <TextInput
          label={t('public.member.region')}
          maxLength={50}
          autoComplete="address-level2"
          {...form.getInputProps('region')}
        />
        <TextInput
          label={t('public.member.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={send.isPending}>
          {t('public.member.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** A member claims the points for scanning this label with the phone number they joined with. */
function ScanRewardForm({
  label,
  t,
  phone,
}: {
  label: ConsumerLabel;
  t: TFunction<'members'>;
  phone: string;
}) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<{ granted: number; points: number } | null>(null);
  const form = useZodForm(ZScanRewardBody, { excode: label.excode, phone });
  const claim = useMutation({
    mutationFn: (body: RouteInput<typeof ROUTES.consumers.claimScanReward>['body']) =>
      postPublic(ROUTES.consumers.claimScanReward, body),
  });

  if (result)
    return (
      <Alert color="teal" variant="light" role="status">
        {t('public.member.claimed', { granted: result.granted, total: result.points })}
      </Alert>
    );

  return (
    <form
      noValidate
      onSubmit={form.submit(async (body) => {
        setFailure(null);
        try {
          setResult(await claim.mutateAsync(body));
          await queryClient.invalidateQueries({ queryKey: ['consumer', label.excode] });
        } catch (error) {
          if (form.setServerErrors(error)) return;
          setFailure(error instanceof ApiError ? error.msg : t('public.unexpected'));
        }
      })}
    >
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {t('public.member.claimTitle', { points: label.registration.scanRewardPoints })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('public.member.claimHint')}
          </Text>
        </div>
        <TextInput
          label={t('mobilePhone')}
          placeholder={t('public.member.phonePlaceholder')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          required
          {...form.getInputProps('phone')}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" variant="light" fullWidth loading={claim.isPending}>
          {t('public.member.claim')}
        </Button>
      </Stack>
    </form>
  );
}

/** Membership: registration (when open) and, when the setting offers them, this scan's points. */
export function MemberSection({ label }: { label: ConsumerLabel }) {
  const { t } = useTranslation('members');
  const [registered, setRegistered] = useState<{ member: Registered; phone: string } | null>(null);
  const { open } = label.registration;

  return (
    <Stack gap="md">
      {registered ? (
        <Alert
          color="teal"
          variant="light"
          role="status"
          title={t('public.member.welcome', {
            name: registered.member.name,
            corp: registered.member.corpName,
          })}
        >
          {t('public.member.points', { points: registered.member.points })}
        </Alert>
      ) : open ? (
        <RegistrationForm
          label={label}
          t={t}
          onRegistered={(member, phone) => setRegistered({ member, phone })}
        />
      ) : (
        <Alert color="gray" variant="light">
          {t('public.member.closed')}
        </Alert>
      )}
      {label.scanRewardAvailable ? (
        <>
          <Divider />
          <ScanRewardForm key={registered?.phone ?? ''} label={label} t={t} phone={registered?.phone ?? ''} />
        </>
      ) : null}
    </Stack>
  );
}
