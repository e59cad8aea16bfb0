import { type UseFormReturnType, useForm } from '@mantine/form';
import type { FormEvent } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { useLanguage } from '../../i18n';
import { type FieldOf, fieldPaths, issuesToFieldErrors, serverFieldErrors } from './fieldErrors';

type FormValues = Record<string, unknown>;

/** The value at a dotted field path (`certificates.3.endTime`). */
function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);
}

export interface UseZodFormOptions<V> {
  /**
   * Turns the form's values into the schema's input, for forms shaped for people rather than for the
   * API (a radio choosing which list applies). Default: the values as they are.
   */
  toInput?: (values: V) => unknown;
  /** Maps a schema path to the field that shows its error (the reverse of `toInput`). */
  fieldOf?: FieldOf;
  /** Check a field when it loses focus (default true); every field is checked on submit. */
  validateOnBlur?: boolean;
}

export type ZodForm<S extends z.ZodType, V extends FormValues> = UseFormReturnType<V> & {
  /**
   * The `<form onSubmit>` handler: validates, then calls `handler` with the schema's output (trimmed,
   * defaults applied). Server field errors from a rejected handler are placed on their fields.
   */
  submit: (
    handler: (data: z.output<S>, values: V) => unknown,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
  /** Puts an ApiError's field errors on the fields; true when at least one landed on a field. */
  setServerErrors: (error: unknown) => boolean;
  /** Server errors that belong to no field, for an alert above the buttons. */
  formErrors: string[];
};

/**
 * A Mantine form validated by a zod schema from `@trace/contracts`: the same rules the API applies,
 * with messages in the interface language (our message keys via `translate`, zod's own through its
 * locales). Errors are re-worded when the language changes.
 */
export function useZodForm<S extends z.ZodType, V extends FormValues = z.input<S> & FormValues>(
  schema: S,
  initialValues: V,
  options: UseZodFormOptions<V> = {},
): ZodForm<S, V> {
  const language = useLanguage();
  const languageRef = useRef(language);
  languageRef.current = language;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const fields = useMemo(() => fieldPaths(initialValues), [initialValues]);
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const validate = useCallback(
    (values: V) => {
      const { toInput, fieldOf } = optionsRef.current;
      const result = schema.safeParse(toInput ? toInput(values) : values, { reportInput: true });
      if (result.success) return {};
      return issuesToFieldErrors(result.error.issues, languageRef.current, { fieldOf, fields });
    },
    [schema, fields],
  );

  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate,
    validateInputOnBlur: options.validateOnBlur ?? true,
    clearInputErrorOnChange: true,
  });

  // Messages shown before a language switch are re-worded in the new language.
  const { validate: revalidate, errors } = form;
  const hasErrors = Object.keys(errors).length > 0;
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    if (hasErrors) revalidate();
  }, [language, hasErrors, revalidate]);

  // A server error is about the value the field had when it was sent: it goes once that value changes,
  // however it changed (typed, picked, an item of a list edited, the whole form reset).
  const { setErrors, clearFieldError, getValues } = form;
  const serverErrorValues = useRef<Record<string, unknown>>({});
  const setServerErrors = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.errors.length === 0) return false;
      const placed = serverFieldErrors(error.errors, fields, optionsRef.current.fieldOf);
      const sent = getValues();
      serverErrorValues.current = Object.fromEntries(
        Object.keys(placed.fieldErrors).map((field) => [field, valueAt(sent, field)]),
      );
      setErrors(placed.fieldErrors);
      setFormErrors(placed.unmatched);
      return Object.keys(placed.fieldErrors).length > 0;
    },
    [fields, setErrors, getValues],
  );
  const { values } = form;
  useEffect(() => {
    for (const [field, sent] of Object.entries(serverErrorValues.current)) {
      if (valueAt(values, field) === sent) continue;
      delete serverErrorValues.current[field];
      clearFieldError(field);
    }
  }, [values, clearFieldError]);

  const { onSubmit, getInputNode } = form;
  const submit = useCallback(
    (handler: (data: z.output<S>, values: V) => unknown) =>
      onSubmit(
        async (values) => {
          setFormErrors([]);
          const { toInput } = optionsRef.current;
          const parsed = schema.safeParse(toInput ? toInput(values) : values);
          if (!parsed.success) return;
          try {
            await handler(parsed.data, values);
          } catch (error) {
            setServerErrors(error);
          }
        },
        // The person is taken to the first field to fix.
        (errors) => {
          const first = Object.keys(errors)[0];
          const node = first ? getInputNode(first as never) : null;
          node?.scrollIntoView({ block: 'center' });
          node?.focus({ preventScroll: true });
        },
      ),
    [onSubmit, getInputNode, schema, setServerErrors],
  );

  return Object.assign(form, { submit, setServerErrors, formErrors });
}
