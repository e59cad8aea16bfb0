import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Menu,
  Pagination,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { DotsIcon, localized, type PagedQuery, SearchIcon, TrashIcon } from '../../../kit';
import type { DictType } from '../api';
import { EditIcon } from '../components/icons';
import classes from './DictionaryPage.module.css';

/** The dictionary types as a pickable list with a search, each with its code and item count. */
export function DictTypeList({
  query,
  chosenId,
  onChoose,
  onEdit,
  onDelete,
}: {
  query: PagedQuery<DictType>;
  chosenId: string | null;
  onChoose: (type: DictType) => void;
  /** Given when the person may change dictionaries. */
  onEdit?: (type: DictType) => void;
  onDelete?: (type: DictType) => void;
}) {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const applied = query.state.filters.keyword;
  const [search, setSearch] = useState(typeof applied === 'string' ? applied : '');
  const apply = useDebouncedCallback((keyword: string) => query.setFilters({ keyword }), 300);
  const pages = Math.max(1, Math.ceil(query.total / query.state.pageSize));

  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t('dict.typeKeyword')}
        placeholder={t('dict.typeKeyword')}
        leftSection={<SearchIcon size={15} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          apply(event.currentTarget.value);
        }}
      />
      {/* A list of entries, each a button that shows its type (the shown one is marked current) and
        its menu: a listbox could hold only its options, not their menus. */}
      <Stack gap={4} role="list" aria-label={t('dict.types')}>
        {query.isPending
          ? Array.from({ length: 5 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} h={52} radius="md" />
            ))
          : query.rows.map((type) => {
              const selected = type.id === chosenId;
              return (
                <Group
                  key={type.id}
                  role="listitem"
                  className={classes.type}
                  data-selected={selected || undefined}
                  gap="xs"
                  wrap="nowrap"
                >
                  <UnstyledButton
                    className={classes.typeButton}
                    onClick={() => onChoose(type)}
                    aria-current={selected || undefined}
                    data-code={type.code}
                    title={`${localized(type.name, language)} (${type.code})`}
                  >
                    <Text size="sm" fw={500} lineClamp={1}>
                      {localized(type.name, language)}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace" lineClamp={1}>
                      {type.code}
                    </Text>
                  </UnstyledButton>
                  <Badge variant="light" color={selected ? 'teal' : 'gray'} radius="sm">
                    {type.itemCount}
                  </Badge>
                  {onEdit && onDelete ? (
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('dict.typeActions', { name: localized(type.name, language) })}
                        >
                          <DotsIcon size={16} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item leftSection={<EditIcon size={15} />} onClick={() => onEdit(type)}>
                          {t('edit')}
                        </Menu.Item>
                        <Menu.Item
                          color="red"
                          leftSection={<TrashIcon size={15} />}
                          onClick={() => onDelete(type)}
                        >
                          {t('delete')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  ) : (
                    <Box w={4} />
                  )}
                </Group>
              );
            })}
      </Stack>
      {!query.isPending && query.rows.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          {applied ? t('common.noMatches') : t('dict.noTypes')}
        </Text>
      ) : null}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination size="sm" total={pages} value={query.state.page} onChange={query.setPage} />
        </Group>
      ) : null}
    </Stack>
  );
}
