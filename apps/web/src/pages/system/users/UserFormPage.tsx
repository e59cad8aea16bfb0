import { Badge, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callRoute, callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { FormPage, StatusBadge, useApiMutation, useZodForm } from '../../../kit';
import { SYS_KEYS, type SysUser } from '../api';
import { USER_STATUS, userState } from '../statuses';
import { UserFields } from './UserFields';
import {
  CREATE_USER_SCHEMA,
  EMPTY_USER_FORM,
  organisationName,
  toCreateBody,
  toUserFields,
  UPDATE_USER_SCHEMA,
  userFormValues,
} from './userForm';

const LIST_PATH = '/SysUser';

/** /SysAddUser: a new account with its type, organisation, department, roles and first password. */
export function AddUserPage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const form = useZodForm(CREATE_USER_SCHEMA, EMPTY_USER_FORM, { toInput: toCreateBody });
  const create = useApiMutation<SysUser, ReturnType<typeof toCreateBody>>({
    call: (body) => callRouteEnvelope(ROUTES.system.createUser, { body }),
    form,
    invalidate: [SYS_KEYS.users],
    onSuccess: () => navigate(LIST_PATH),
  });

  return (
    <FormPage
      title={t('users.addTitle')}
      back={LIST_PATH}
      onSubmit={form.submit((body) => create.mutateAsync(body))}
      submitting={create.isPending}
      formErrors={form.formErrors}
      maxWidth={960}
    >
      <UserFields form={form} mode="add" />
    </FormPage>
  );
}

/** /SysEditUser?id=: changes a user's details, organisation, department and roles. */
export function EditUserPage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const user = useQuery({
    queryKey: [...SYS_KEYS.users, id],
    queryFn: ({ signal }) => callRoute(ROUTES.system.getUser, { params: { id } }, { signal }),
    enabled: id !== '',
  });
  const form = useZodForm(UPDATE_USER_SCHEMA, EMPTY_USER_FORM, { toInput: toUserFields });
  const { initialize } = form;
  const organisation = user.data ? organisationName(user.data) : null;
  useEffect(() => {
    if (user.data) initialize(userFormValues(user.data));
  }, [user.data, initialize]);

  const update = useApiMutation<SysUser, ReturnType<typeof toUserFields>>({
    call: (body) => callRouteEnvelope(ROUTES.system.updateUser, { params: { id }, body }),
    form,
    invalidate: [SYS_KEYS.users],
    onSuccess: () => navigate(LIST_PATH),
  });

  return (
    <FormPage
      title={t('users.editTitle')}
      subtitle={
        user.data ? (
          <Group gap="xs">
            <span>{user.data.account}</span>
            <StatusBadge map={USER_STATUS} value={userState(user.data)} size="sm" />
            {organisation ? (
              <Badge variant="outline" color="gray" size="sm" tt="none" fw={500}>
                {organisation}
              </Badge>
            ) : null}
          </Group>
        ) : undefined
      }
      back={LIST_PATH}
      onSubmit={form.submit((body) => update.mutateAsync(body))}
      submitting={update.isPending}
      formErrors={form.formErrors}
      loading={user.isPending}
      loadError={id === '' ? new Error(t('common.missingId')) : user.error}
      onRetry={() => void user.refetch()}
      maxWidth={960}
    >
      <UserFields form={form} mode="edit" user={user.data} />
    </FormPage>
  );
}
