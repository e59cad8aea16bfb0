import {
  Autocomplete,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  Text,
} from '@mantine/core';
import { ZMenuBody } from '@trace/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import { FormPage, FormSection, localized, useApiMutation, usePlatformNames, useZodForm } from '../../../kit';
import { pageRoutes } from '../../../routing/registry';
import { MENU_ICON_NAMES, menuIcon } from '../../../shell/menuIcons';
import { SYS_KEYS, useMenuTree, usePermissionCatalogue } from '../api';
import { LocalizedNameInputs } from '../components/LocalizedNameInputs';
import { TreeSelectField } from '../components/TreeSelectField';
import { treeOptions } from '../components/tree';
import { EMPTY_MENU_FORM, findMenu, menuFormValues, permissionSelectData, toMenuBody } from './menuForm';

const LIST_PATH = '/SysMenu';

/** /SysAddMenu (optionally `?parentId=`) and /SysEditMenu?id=: one entry of the side menu. */
function MenuFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const navigate = useNavigate();
  const platforms = usePlatformNames();
  const [params] = useSearchParams();
  const id = mode === 'edit' ? (params.get('id') ?? '') : null;
  const menus = useMenuTree();
  const catalogue = usePermissionCatalogue();
  const menu = id && menus.data ? findMenu(menus.data, id) : undefined;

  const form = useZodForm(ZMenuBody, EMPTY_MENU_FORM, { toInput: toMenuBody });
  const { initialize } = form;
  const parentFromLink = params.get('parentId');
  useEffect(() => {
    if (mode === 'edit' && menu) initialize(menuFormValues(menu));
    if (mode === 'add' && menus.data) initialize({ ...EMPTY_MENU_FORM, parentId: parentFromLink });
  }, [mode, menu, menus.data, parentFromLink, initialize]);

  const save = useApiMutation<string, ReturnType<typeof toMenuBody>>({
    call: (body) =>
      id
        ? callRouteEnvelope(ROUTES.system.updateMenu, { params: { id }, body })
        : callRouteEnvelope(ROUTES.system.createMenu, { body }),
    form,
    // Side menus are built from this tree: the signed-in person's own menu may change too.
    invalidate: [SYS_KEYS.menus, ['session']],
    onSuccess: () => navigate(LIST_PATH),
  });

  const parents = useMemo(
    () => treeOptions(menus.data ?? [], (entry) => localized(entry.name, language), id),
    [menus.data, language, id],
  );
  const permissions = useMemo(() => permissionSelectData(catalogue.data ?? []), [catalogue.data]);
  const pagePaths = useMemo(() => pageRoutes.routes.map((route) => route.path).sort(), []);
  const iconOptions = MENU_ICON_NAMES.map((name) => ({ value: name, label: name }));

  // Choosing one of the client's pages suggests the permission that page asks for.
  const suggestPermission = (path: string) => {
    const route = pageRoutes.find(path);
    if (route?.permission && !form.values.permission) form.setFieldValue('permission', route.permission);
  };

  const missing = mode === 'edit' && menus.data && !menu;
  return (
    <FormPage
      title={mode === 'edit' ? t('menus.editTitle') : t('menus.addTitle')}
      back={LIST_PATH}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      loading={menus.isPending}
      loadError={menus.error ?? (missing ? new Error(t('common.missingId')) : undefined)}
      onRetry={() => void menus.refetch()}
      maxWidth={960}
    >
      <FormSection title={t('menus.nameSection')}>
        <LocalizedNameInputs
          label={t('menus.name')}
          inputProps={(lang) => form.getInputProps(`name.${lang}`)}
        />
        <TreeSelectField
          label={t('menus.parent')}
          placeholder={t('menus.noParent')}
          description={t('menus.parentHint')}
          data={parents}
          {...form.getInputProps('parentId')}
        />
      </FormSection>
      <FormSection title={t('menus.targetSection')} description={t('menus.targetHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Autocomplete
            label={t('menus.path')}
            description={t('menus.pathHint')}
            placeholder="/SysUser"
            data={pagePaths}
            limit={30}
            maxLength={101}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('path')}
            onOptionSubmit={suggestPermission}
          />
          <Select
            label={t('menus.permission')}
            description={t('menus.permissionHint')}
            placeholder={catalogue.isPending ? t('loading') : t('menus.permissionPlaceholder')}
            data={permissions}
            searchable
            clearable
            nothingFoundMessage={t('common.nothingFound')}
            maxDropdownHeight={320}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('permission')}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('menus.displaySection')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('menus.icon')}
            description={t('menus.iconHint')}
            placeholder={t('menus.iconPlaceholder')}
            data={iconOptions}
            clearable
            leftSection={(() => {
              if (!form.values.icon) return undefined;
              const Icon = menuIcon(form.values.icon);
              return <Icon size={16} />;
            })()}
            renderOption={({ option }) => {
              const Icon = menuIcon(option.value);
              return (
                <Group gap="sm" wrap="nowrap">
                  <Icon size={16} />
                  <Text size="sm">{option.label}</Text>
                </Group>
              );
            }}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('icon')}
          />
          <MultiSelect
            label={t('platforms')}
            description={t('menus.platformsHint')}
            placeholder={form.values.platforms.length === 0 ? t('menus.allPlatforms') : undefined}
            data={platforms.options}
            clearable
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('platforms')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('order')}
            description={t('common.sortHint')}
            min={0}
            max={9999}
            allowDecimal={false}
            {...form.getInputProps('sort')}
          />
          <Switch
            label={t('menus.visible')}
            description={t('menus.visibleHint')}
            mt={{ sm: 32 }}
            {...form.getInputProps('visible', { type: 'checkbox' })}
          />
        </SimpleGrid>
      </FormSection>
    </FormPage>
  );
}

export function AddMenuPage() {
  return <MenuFormPage mode="add" />;
}

export function EditMenuPage() {
  return <MenuFormPage mode="edit" />;
}
