import { ActionIcon, Button, Checkbox, Divider, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsIcon } from '../icons';
import type { ColumnVisibility } from './columnStore';

export interface ChooserColumn {
  key: string;
  header: string;
  alwaysVisible?: boolean;
}

/** Lets the person pick the columns of a table; the table remembers the choice. */
export function ColumnChooser({
  columns,
  visibility,
  onChange,
  onReset,
}: {
  columns: readonly ChooserColumn[];
  visibility: ColumnVisibility;
  onChange: (visibility: ColumnVisibility) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('kit');
  const visibleCount = columns.filter((column) => visibility[column.key] !== false).length;
  const headingId = useId();
  return (
    <Popover position="bottom-end" shadow="md" width={240} withinPortal>
      <Popover.Target>
        <Tooltip label={t('table.columns')} withArrow>
          <ActionIcon variant="default" size="lg" aria-label={t('table.columns')}>
            <ColumnsIcon size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      {/* The panel is named by its own heading. */}
      <Popover.Dropdown aria-labelledby={headingId}>
        <Text id={headingId} size="xs" fw={600} c="dimmed" tt="uppercase" mb="xs">
          {t('table.columns')}
        </Text>
        <Stack gap={8} mah={320} style={{ overflowY: 'auto' }}>
          {columns.map((column) => {
            const visible = visibility[column.key] !== false;
            return (
              <Checkbox
                key={column.key}
                label={column.header}
                checked={visible}
                // The last visible column stays: an empty table helps nobody.
                disabled={column.alwaysVisible || (visible && visibleCount === 1)}
                onChange={(event) => onChange({ ...visibility, [column.key]: event.currentTarget.checked })}
              />
            );
          })}
        </Stack>
        <Divider my="sm" />
        <Button variant="subtle" size="xs" fullWidth onClick={onReset}>
          {t('table.resetColumns')}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
