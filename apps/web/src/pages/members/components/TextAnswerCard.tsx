import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The part of a kit form the card needs: one text field's props and its input node. */
interface TextForm<K extends string> {
  getInputProps: (path: K) => object;
  getInputNode: (path: K) => HTMLElement | null | undefined;
}

/**
 * A company's written answer to a consumer (a reply to a review, the handling note of a complaint):
 * one text field and one button. Opening the page at `#{anchor}` puts the cursor in the field.
 */
export function TextAnswerCard<K extends string>(props: {
  anchor: string;
  form: TextForm<K>;
  field: K;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  title: ReactNode;
  hint: ReactNode;
  label: string;
  description: ReactNode;
  max: number;
  submitLabel: string;
  submitColor?: string;
  pending: boolean;
}) {
  const { hash } = useLocation();
  const { form, field, anchor } = props;
  const { getInputNode } = form;
  useEffect(() => {
    if (hash === `#${anchor}`) getInputNode(field)?.focus();
  }, [hash, anchor, field, getInputNode]);

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      id={anchor}
      component="form"
      noValidate
      onSubmit={props.onSubmit}
    >
      <Title order={3} size="h5" mb={4}>
        {props.title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {props.hint}
      </Text>
      <Stack gap="sm">
        <Textarea
          label={props.label}
          description={props.description}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={props.max}
          {...form.getInputProps(field)}
        />
        <Group justify="flex-end">
          <Button type="submit" color={props.submitColor} loading={props.pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
