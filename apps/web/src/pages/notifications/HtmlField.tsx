import { Button, Group, Input, Paper, SimpleGrid, Text, Textarea } from '@mantine/core';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HtmlContent, LinkIcon } from '../../kit';
import classes from './HtmlField.module.css';

/** Tags the format buttons wrap around the selection (or insert with a sample text). */
const FORMATS = [
  { key: 'paragraph', open: '<p>', close: '</p>', label: '¶' },
  { key: 'heading', open: '<h3>', close: '</h3>', label: 'H' },
  { key: 'bold', open: '<strong>', close: '</strong>', label: 'B' },
  { key: 'italic', open: '<em>', close: '</em>', label: 'I' },
  { key: 'list', open: '<ul>\n  <li>', close: '</li>\n</ul>', label: '•' },
  { key: 'link', open: '<a href="https://">', close: '</a>', label: <LinkIcon size={15} /> },
] as const;

export interface HtmlFieldProps {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  value?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
}

/**
 * Rich text as HTML: a source box with buttons for the common tags, and beside it the preview as the
 * recipient will see it (cleaned with the same allow-list the server applies).
 */
export function HtmlField({
  label,
  description,
  placeholder,
  value = '',
  onChange,
  onBlur,
  error,
  required,
}: HtmlFieldProps) {
  const { t } = useTranslation();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  function wrap(open: string, close: string) {
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const selected = value.slice(start, end);
    onChange(`${value.slice(0, start)}${open}${selected}${close}${value.slice(end)}`);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + open.length, start + open.length + selected.length);
    });
  }

  return (
    <Input.Wrapper id={id} label={label} description={description} error={error} required={required}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt={6}>
        <div>
          <Group gap={4} className={classes.toolbar}>
            {FORMATS.map((format) => (
              <Button
                key={format.key}
                variant="subtle"
                color="gray"
                size="compact-sm"
                onClick={() => wrap(format.open, format.close)}
                aria-label={t(`messages.form.format.${format.key}`)}
                title={t(`messages.form.format.${format.key}`)}
                className={classes[format.key]}
              >
                {format.label}
              </Button>
            ))}
          </Group>
          <Textarea
            ref={textarea}
            id={id}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            onBlur={onBlur}
            placeholder={placeholder}
            autosize
            minRows={12}
            maxRows={24}
            error={Boolean(error)}
            classNames={{ input: classes.source }}
            spellCheck={false}
          />
        </div>
        <Paper withBorder radius="md" p="md" className={classes.preview} data-testid="html-preview">
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb="sm">
            {t('messages.form.preview')}
          </Text>
          {value.trim() ? (
            <HtmlContent html={value} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('messages.form.previewEmpty')}
            </Text>
          )}
        </Paper>
      </SimpleGrid>
    </Input.Wrapper>
  );
}
