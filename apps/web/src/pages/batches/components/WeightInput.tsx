import { Text, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useLanguage } from '../../../i18n';
import { weightProblem } from '../rules';

/** The check of a typed weight in the interface language (see `weightProblem`). */
export function useWeightProblem() {
  const language = useLanguage();
  return (text: string, max?: string | null) => weightProblem(text, max, language);
}

export interface WeightInputProps {
  /** The accepted weight in grams ('' when none yet). */
  value: string;
  onChange: (value: string) => void;
  /** The most that may be entered (what is left on a raw-material label). */
  max?: string | null;
  /** Spec section 5: the check can be turned off. */
  check?: boolean;
  label?: ReactNode;
  description?: ReactNode;
  /** An error from the form or the server. */
  error?: ReactNode;
  required?: boolean;
  'aria-label'?: string;
  w?: number | string;
  'data-testid'?: string;
}

/**
 * A weight in grams. A typed value is checked when the field is left (or Enter is pressed): a value
 * that fails is refused with the reason and the previous value comes back (spec section 5).
 */
export function WeightInput({ value, onChange, max, check = true, error, ...props }: WeightInputProps) {
  const problemOf = useWeightProblem();
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  // The form's or server's error is about the value it was given for: once the person edits the field
  // it is put away, and stays away when a refused value is replaced by the previous one.
  const [editedSince, setEditedSince] = useState<ReactNode>(undefined);
  useEffect(() => {
    setDraft(value);
    setEditedSince(undefined);
  }, [value]);

  const commit = () => {
    const typed = draft.trim();
    if (typed === value) return;
    const found = check ? problemOf(typed, max) : null;
    if (found) {
      setProblem(found);
      setDraft(value);
      return;
    }
    setProblem(null);
    onChange(typed);
  };

  return (
    <TextInput
      {...props}
      value={draft}
      inputMode="decimal"
      autoComplete="off"
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        setProblem(null);
        setEditedSince(error);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      error={problem ?? (error !== undefined && error === editedSince ? undefined : error)}
      rightSection={
        <Text size="xs" c="dimmed">
          g
        </Text>
      }
    />
  );
}
