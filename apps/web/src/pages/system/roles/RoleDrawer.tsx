import { Alert, Button, Drawer, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { ZRoleBody } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { AlertCircleIcon, FormErrors, useApiMutation, useZodForm } from '../../../kit';
import { type Role, SYS_KEYS, usePermissionCatalogue } from '../api';
import { blankToNull } from '../components/formValues';
import { ShieldIcon } from '../components/icons';
import { LocalizedNameInputs } from '../components/LocalizedNameInputs';
import { PermissionChecklist } from './PermissionChecklist';

interface RoleFormValues extends Record<string, unknown> {
  code: string;
  name: { cn: string; en: string; fr: string };
  permissions: string[];
  enabled: boolean;
  remark: string;
}

const toInput = (values: RoleFormValues) => ({ ...values, remark: blankToNull(values.remark) });

function initialValues(role: Role | null): RoleFormValues {
  if (!role)
    return { code: '', name: { cn: '', en: '', fr: '' }, permissions: [], enabled: true, remark: '' };
  return {
    code: role.code,
    name: { ...role.name },
    permissions: [...role.permissions],
    enabled: role.enabled,
    remark: role.remark ?? '',
  };
}

/**
 * Adds or changes a role: names, code, permission set, state and remark. A change reaches the role's
 * holders on their next request.
 */
export function RoleDrawer({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const { t: shared } = useTranslation();
  const catalogue = usePermissionCatalogue();
  const form = useZodForm(
    ZRoleBody,
    useMemo(() => initialValues(role), [role]),
    { toInput },
  );
  const save = useApiMutation<Role, ReturnType<typeof toInput>>({
    call: (body) =>
      role
        ? callRouteEnvelope(ROUTES.system.roles.update, { params: { id: role.id }, body })
        : callRouteEnvelope(ROUTES.system.roles.create, { body }),
    form,
    // Menus and permissions of the signed-in person may have changed with the role.
    invalidate: [SYS_KEYS.roles, SYS_KEYS.users, ['session']],
    onSuccess: onClose,
  });
  const isDefault = Boolean(role?.defaultFor);

  return (
    <Drawer
      opened
      onClose={() => {
        if (!save.isPending) onClose();
      }}
      position="right"
      size={760}
      title={role ? t('roles.editTitle') : t('roles.addTitle')}
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={form.submit((body) => save.mutateAsync(body))} noValidate>
        <Stack gap="md" pb="md">
          {isDefault && role?.defaultFor ? (
            <Alert variant="light" color="blue" icon={<AlertCircleIcon size={18} />}>
              {t('roles.defaultNotice', { userType: shared(`userType.${role.defaultFor}`) })}
            </Alert>
          ) : null}
          <LocalizedNameInputs
            label={t('roles.name')}
            inputProps={(lang) => form.getInputProps(`name.${lang}`)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('roles.code')}
              description={t('roles.codeHint')}
              required
              maxLength={40}
              disabled={isDefault}
              {...form.getInputProps('code')}
            />
            <Switch
              label={t('common.enabled')}
              description={t('roles.enabledHint')}
              mt={{ sm: 28 }}
              {...form.getInputProps('enabled', { type: 'checkbox' })}
            />
          </SimpleGrid>
          <Textarea
            label={t('remark')}
            autosize
            minRows={2}
            maxRows={4}
            maxLength={200}
            {...form.getInputProps('remark')}
          />
          {role?.allPermissions ? (
            <Alert variant="light" color="teal" icon={<ShieldIcon size={18} />}>
              {t('roles.allPermissionsNotice')}
            </Alert>
          ) : (
            <PermissionChecklist
              catalogue={catalogue.data}
              loading={catalogue.isPending}
              {...form.getInputProps('permissions')}
            />
          )}
          <FormErrors messages={form.formErrors} />
        </Stack>
        <Group
          justify="flex-end"
          gap="sm"
          py="sm"
          style={{
            position: 'sticky',
            bottom: 0,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-gray-3)',
            marginInline: 'calc(var(--mantine-spacing-md) * -1)',
            paddingInline: 'var(--mantine-spacing-md)',
          }}
        >
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </form>
    </Drawer>
  );
}
