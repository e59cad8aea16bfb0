import { Badge, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import {
  AddButton,
  localized,
  PageHeader,
  SearchIcon,
  TrashIcon,
  useActionDialog,
  useApiMutation,
  useCan,
  usePlatformNames,
} from '../../../kit';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { menuIcon } from '../../../shell/menuIcons';
import { SYS_KEYS, type SysMenu, useMenuTree } from '../api';
import { EditIcon, SubtreeIcon } from '../components/icons';
import { RowIconAction } from '../components/RowIconAction';
import { StateBadge } from '../components/StateBadge';
import { TreeTable } from '../components/TreeTable';
import { filterTree } from '../components/tree';
import { MENU_VISIBILITY } from '../statuses';

const MANAGE = 'system.SysMenu.manage';

/** /SysMenu: the side-menu tree with each entry's names, path, permission and platforms. */
export default function MenuListPage() {
  const { t } = useTranslation('system');
  const platforms = usePlatformNames();
  const language = useLanguage();
  const navigate = useNavigate();
  const can = useCan();
  const menus = useMenuTree();
  const [ask, confirmDialog] = useActionDialog();
  const remove = useApiMutation<null, SysMenu>({
    call: (menu) => callRouteEnvelope(ROUTES.system.deleteMenu, { params: { id: menu.id } }),
    invalidate: [SYS_KEYS.menus, ['session']],
  });
  const manage = can(MANAGE);
  const [search, setSearch] = useState('');
  const keyword = search.trim().toLowerCase();
  const shown = useMemo(
    () =>
      keyword && menus.data
        ? filterTree(menus.data, (menu) =>
            [menu.name.cn, menu.name.en, menu.name.fr, menu.path ?? '', menu.permission ?? ''].some((text) =>
              text.toLowerCase().includes(keyword),
            ),
          )
        : menus.data,
    [menus.data, keyword],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('menus.title')}
        subtitle={t('menus.subtitle')}
        actions={manage ? <AddButton to={'/SysAddMenu'}>{t('menus.add')}</AddButton> : null}
      />
      {menus.error ? (
        <LoadFailed error={menus.error} onRetry={() => void menus.refetch()} />
      ) : (
        <TreeTable
          initiallyExpanded={false}
          forceExpanded={keyword !== ''}
          toolbar={
            <TextInput
              aria-label={t('menus.search')}
              placeholder={t('menus.search')}
              leftSection={<SearchIcon size={15} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={280}
            />
          }
          data={shown}
          loading={menus.isPending}
          nameHeader={t('menus.name')}
          name={(menu) => {
            const Icon = menuIcon(menu.icon);
            return (
              <Group gap={8} wrap="nowrap">
                {menu.icon ? <Icon size={17} /> : null}
                <Text size="sm" inherit>
                  {localized(menu.name, language)}
                </Text>
              </Group>
            );
          }}
          emptyText={keyword ? t('common.noMatches') : t('menus.empty')}
          columns={[
            {
              key: 'path',
              header: t('menus.path'),
              cell: (menu) =>
                menu.path ? (
                  <Code>{menu.path}</Code>
                ) : (
                  <Badge variant="light" color="gray" radius="sm" tt="none" fw={500}>
                    {t('menus.group')}
                  </Badge>
                ),
            },
            {
              key: 'permission',
              header: t('menus.permission'),
              cell: (menu) =>
                menu.permission ? (
                  <Text size="xs" ff="monospace" c="dimmed">
                    {menu.permission}
                  </Text>
                ) : (
                  '—'
                ),
            },
            {
              key: 'platforms',
              header: t('platforms'),
              cell: (menu) =>
                menu.platforms && menu.platforms.length > 0 ? (
                  <Group gap={4}>
                    {menu.platforms.map((key) => (
                      <Badge key={key} variant="outline" color="gray" radius="sm" tt="none" fw={500}>
                        {platforms.name(key)}
                      </Badge>
                    ))}
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('menus.allPlatforms')}
                  </Text>
                ),
            },
            { key: 'sort', header: t('order'), width: 70, align: 'right', cell: (menu) => menu.sort },
            {
              key: 'visible',
              header: t('menus.visibleColumn'),
              width: 90,
              cell: (menu) => (
                <StateBadge map={MENU_VISIBILITY} value={menu.visible ? 'visible' : 'hidden'} />
              ),
            },
          ]}
          actions={
            manage
              ? (menu) => (
                  <>
                    {menu.path === null ? (
                      <RowIconAction
                        label={t('menus.addChild')}
                        icon={<SubtreeIcon size={16} />}
                        onClick={() => navigate(`/SysAddMenu?parentId=${menu.id}`)}
                      />
                    ) : null}
                    <RowIconAction
                      label={t('edit')}
                      icon={<EditIcon size={16} />}
                      onClick={() => navigate(`/SysEditMenu?id=${menu.id}`)}
                    />
                    <RowIconAction
                      label={t('delete')}
                      icon={<TrashIcon size={16} />}
                      color="red"
                      onClick={() =>
                        ask({
                          title: t('menus.deleteTitle'),
                          message: t('menus.deleteConfirm', { name: localized(menu.name, language) }),
                          confirmLabel: t('delete'),
                          danger: true,
                          onConfirm: () => remove.mutateAsync(menu),
                        })
                      }
                    />
                  </>
                )
              : undefined
          }
        />
      )}
      {confirmDialog}
    </Stack>
  );
}
