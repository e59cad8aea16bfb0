import { MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { USER_TYPES } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { FormSection, localized, useCan, type ZodForm } from '../../../kit';
import { type SysUser, useDeptTree, useRoles } from '../api';
import { CompanySelect } from '../components/CompanySelect';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { PasswordField } from '../components/PasswordField';
import { TreeSelectField } from '../components/TreeSelectField';
import { treeOptions } from '../components/tree';
import { OrganisationSelect } from './OrganisationSelect';
import { organisationField, type UserFormValues } from './userForm';

// biome-ignore lint/suspicious/noExplicitAny: the add and edit forms validate with different schemas
type UserForm = ZodForm<any, UserFormValues>;

/**
 * The fields of the add and edit user pages: identity, organisation, department and roles, contact,
 * and (when adding) the first password.
 */
export function UserFields({
  form,
  mode,
  user,
}: {
  form: UserForm;
  mode: 'add' | 'edit';
  /** The edited user: its organisation's name is shown before the options arrive. */
  user?: Pick<SysUser, 'corpName' | 'certBodyName' | 'printingFactoryName'>;
}) {
  const { t } = useTranslation('system');
  const { t: shared } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const depts = useDeptTree(can('system.SysDept.view'));
  const roles = useRoles(can('system.SysRole.view'));
  const organisation = organisationField(form.values.userType);
  const typeOptions = USER_TYPES.map((type) => ({ value: type, label: shared(`userType.${type}`) }));

  const deptOptions = useMemo(() => treeOptions(depts.data ?? [], (dept) => dept.name), [depts.data]);
  const roleOptions = useMemo(
    () =>
      (roles.data ?? [])
        .filter((role) => role.enabled || form.values.roleIds.includes(role.id))
        .map((role) => ({ value: role.id, label: localized(role.name, language) })),
    [roles.data, language, form.values.roleIds],
  );

  return (
    <>
      <FormSection title={t('profile.account')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('profile.account')}
            description={mode === 'add' ? t('users.accountHint') : undefined}
            required={mode === 'add'}
            disabled={mode === 'edit'}
            maxLength={32}
            autoComplete="off"
            {...form.getInputProps('account')}
          />
          <TextInput label={t('name')} required maxLength={50} {...form.getInputProps('userName')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('profile.userType')}
            required
            data={typeOptions}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('userType')}
          />
          {organisation === 'corpId' ? (
            <CompanySelect
              label={t('users.company')}
              description={t('users.companyHint')}
              selectedLabel={user?.corpName}
              {...form.getInputProps('corpId')}
            />
          ) : organisation === 'certBodyId' ? (
            <OrganisationSelect
              kind="certBody"
              label={t('certificationBody')}
              description={t('users.certBodyHint')}
              selectedLabel={user?.certBodyName}
              {...form.getInputProps('certBodyId')}
            />
          ) : organisation === 'printingFactoryId' ? (
            <OrganisationSelect
              kind="printingFactory"
              label={t('printingFactory')}
              description={t('users.printingFactoryHint')}
              selectedLabel={user?.printingFactoryName}
              {...form.getInputProps('printingFactoryId')}
            />
          ) : null}
        </SimpleGrid>
      </FormSection>

      <FormSection title={t('users.accessSection')} description={t('users.accessHint')}>
        <TreeSelectField
          label={t('users.dept')}
          placeholder={t('users.deptPlaceholder')}
          data={deptOptions}
          loading={depts.isPending && depts.fetchStatus !== 'idle'}
          {...form.getInputProps('deptId')}
        />
        <MultiSelect
          label={t('users.roles')}
          description={t('users.rolesHint')}
          placeholder={form.values.roleIds.length === 0 ? t('users.rolesPlaceholder') : undefined}
          data={roleOptions}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={t('common.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('roleIds')}
        />
      </FormSection>

      <FormSection title={t('users.contactSection')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('users.phone')}
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
        <Textarea
          label={t('remark')}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={200}
          {...form.getInputProps('remark')}
        />
      </FormSection>

      {mode === 'add' ? (
        <FormSection title={t('users.passwordSection')} description={t('users.passwordHint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap="xs">
              <PasswordField
                label={t('newPassword')}
                required
                autoComplete="new-password"
                maxLength={128}
                {...form.getInputProps('password')}
              />
              <PasswordChecklist password={form.values.password} />
            </Stack>
            <PasswordField
              label={t('password.confirmPassword')}
              required
              autoComplete="new-password"
              maxLength={128}
              {...form.getInputProps('confirmPassword')}
            />
          </SimpleGrid>
        </FormSection>
      ) : null}
    </>
  );
}
