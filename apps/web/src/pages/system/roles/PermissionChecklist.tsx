import {
  Accordion,
  Badge,
  Checkbox,
  Group,
  Input,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../kit';
import type { PermissionInfo } from '../api';
import { groupPermissions, groupState, searchPermissions, toggleGroup } from './permissionGroups';

/**
 * A role's permission set as a checklist grouped like the menus: each group folds and has a
 * tick-all box; a search narrows the list to matching names or keys.
 */
export function PermissionChecklist({
  catalogue,
  loading,
  value = [],
  onChange,
  error,
  disabled,
}: {
  catalogue: readonly PermissionInfo[] | undefined;
  loading?: boolean;
  value?: string[];
  onChange: (keys: string[]) => void;
  error?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation('system');
  const [search, setSearch] = useState('');
  const groupNames = useMemo<Record<string, string>>(
    () => t('roles.actionGroups', { returnObjects: true }),
    [t],
  );
  // Action permissions come grouped by their raw prefix (`sys`, `file`): named here, listed after the pages.
  const groups = useMemo(
    () =>
      groupPermissions(catalogue ?? [])
        .map((group) => ({
          ...group,
          name: groupNames[group.name] ?? group.name,
          action: group.name in groupNames,
        }))
        .sort((a, b) => Number(a.action) - Number(b.action)),
    [catalogue, groupNames],
  );
  const shown = useMemo(() => searchPermissions(groups, search), [groups, search]);
  const selected = useMemo(() => new Set(value), [value]);
  const [opened, setOpened] = useState<string[]>([]);
  const searching = search.trim() !== '';

  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...value.filter((k) => k !== key), key] : value.filter((k) => k !== key));

  return (
    <Input.Wrapper
      label={t('roles.permissions')}
      description={t('roles.permissionsHint', { selected: value.length, total: catalogue?.length ?? 0 })}
      error={error}
    >
      <Stack gap="sm" mt={8}>
        <TextInput
          placeholder={t('roles.permissionSearch')}
          aria-label={t('roles.permissionSearch')}
          leftSection={<SearchIcon size={15} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {loading ? (
          <Group justify="center" py="lg">
            <Loader size="sm" />
          </Group>
        ) : shown.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t('common.nothingFound')}
          </Text>
        ) : (
          <Accordion
            multiple
            variant="separated"
            radius="md"
            chevronPosition="right"
            // Searching unfolds every group that still has matches.
            value={searching ? shown.map((group) => group.name) : opened}
            onChange={setOpened}
          >
            {shown.map((group) => {
              const state = groupState(selected, group);
              const count = group.permissions.filter((permission) => selected.has(permission.key)).length;
              return (
                <Accordion.Item key={group.name} value={group.name} data-group={group.name}>
                  <Group gap={0} wrap="nowrap" pl="md">
                    <Checkbox
                      aria-label={t('roles.tickGroup', { group: group.name })}
                      checked={state === 'all'}
                      indeterminate={state === 'some'}
                      disabled={disabled}
                      onChange={(event) =>
                        onChange(toggleGroup(value, group, event.currentTarget.checked && state !== 'all'))
                      }
                    />
                    <Accordion.Control>
                      <Group gap="sm" wrap="nowrap">
                        <Text size="sm" fw={500}>
                          {group.name}
                        </Text>
                        <Badge
                          size="sm"
                          variant={count > 0 ? 'light' : 'outline'}
                          color={count > 0 ? 'teal' : 'gray'}
                        >
                          {count} / {group.permissions.length}
                        </Badge>
                      </Group>
                    </Accordion.Control>
                  </Group>
                  <Accordion.Panel>
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
                      {group.permissions.map((permission) => (
                        <Checkbox
                          key={permission.key}
                          label={permission.name}
                          description={permission.key}
                          checked={selected.has(permission.key)}
                          disabled={disabled}
                          onChange={(event) => toggle(permission.key, event.currentTarget.checked)}
                          styles={{ description: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                        />
                      ))}
                    </SimpleGrid>
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
