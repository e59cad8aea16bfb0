import { Badge, Group, SimpleGrid, Switch, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './JsonDiffView.module.css';
import { type DiffEntry, diffRecords } from './jsonDiff';

function Pane({
  side,
  title,
  entries,
  comparable,
  emptyText,
}: {
  side: 'before' | 'after';
  title: string;
  entries: DiffEntry[];
  comparable: boolean;
  emptyText: string;
}) {
  const present = entries.some((entry) => entry.json !== undefined);
  return (
    <div className={`${classes.pane} ${classes[side]}`} data-testid={`diff-${side}`}>
      <Group className={classes.paneHeader} justify="space-between">
        <Text size="sm" fw={600}>
          {title}
        </Text>
      </Group>
      {present ? (
        <pre className={classes.code}>
          {comparable ? <span className={classes.line}>{'{'}</span> : null}
          {entries.map((entry, index) => {
            const comma = index < entries.length - 1 ? ',' : '';
            if (!comparable) {
              return (
                <span key="whole" className={`${classes.line} ${entry.changed ? classes.changed : ''}`}>
                  {entry.json}
                </span>
              );
            }
            const lines = (entry.json ?? '').split('\n');
            return (
              <span
                key={entry.key}
                className={`${classes.line} ${entry.changed ? classes.changed : ''}`}
                data-key={entry.key}
                data-changed={entry.changed || undefined}
              >
                {'  '}
                <span className={classes.key}>{JSON.stringify(entry.key)}</span>
                {': '}
                {entry.json === undefined ? (
                  <span className={classes.absent}>—</span>
                ) : (
                  lines.map((line, lineIndex) => (lineIndex === 0 ? line : `\n  ${line}`)).join('')
                )}
                {comma}
              </span>
            );
          })}
          {comparable ? <span className={classes.line}>{'}'}</span> : null}
        </pre>
      ) : (
        <Text size="sm" c="dimmed" p="md" fs="italic">
          {emptyText}
        </Text>
      )}
    </div>
  );
}

/**
 * A record before and after a change, side by side as formatted JSON: changed fields are marked on
 * both sides; unchanged ones can be hidden.
 */
export function JsonDiffView({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('system');
  const diff = useMemo(() => diffRecords(before, after), [before, after]);
  const [onlyChanged, setOnlyChanged] = useState(false);
  const filter = (entries: DiffEntry[]) =>
    onlyChanged && diff.comparable ? entries.filter((entry) => entry.changed) : entries;
  const noneBefore = before === null || before === undefined;
  const noneAfter = after === null || after === undefined;

  return (
    <div>
      <Group justify="space-between" mb="sm" gap="sm">
        <Group gap="xs">
          {noneBefore || noneAfter ? (
            <Badge variant="light" color="gray" radius="sm" tt="none">
              {noneBefore ? t('logs.created') : t('logs.removed')}
            </Badge>
          ) : (
            <Badge
              variant="light"
              color={diff.changedKeys.length > 0 ? 'orange' : 'gray'}
              radius="sm"
              tt="none"
            >
              {t('logs.changedCount', { count: diff.changedKeys.length })}
            </Badge>
          )}
          {diff.comparable && diff.changedKeys.length > 0 && diff.changedKeys.length <= 8 ? (
            <Text size="sm" c="dimmed" ff="monospace" data-testid="changed-keys">
              {diff.changedKeys.join(', ')}
            </Text>
          ) : null}
        </Group>
        {diff.comparable && diff.changedKeys.length > 0 ? (
          <Switch
            size="sm"
            label={t('logs.onlyChanged')}
            checked={onlyChanged}
            onChange={(event) => setOnlyChanged(event.currentTarget.checked)}
          />
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Pane
          side="before"
          title={t('logs.before')}
          entries={filter(diff.before)}
          comparable={diff.comparable}
          emptyText={t('logs.nothingBefore')}
        />
        <Pane
          side="after"
          title={t('logs.after')}
          entries={filter(diff.after)}
          comparable={diff.comparable}
          emptyText={t('logs.nothingAfter')}
        />
      </SimpleGrid>
    </div>
  );
}
