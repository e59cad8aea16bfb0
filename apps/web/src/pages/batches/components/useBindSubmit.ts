import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isSessionError } from '../../../api/client';
import { useFormatCount } from '../../labels/format';
import { BATCH_KEYS, type BindResult } from '../api';
import { refusalsOf } from '../rules';
import type { Refusal } from './BindOutcome';

/**
 * Sends a binding and keeps its outcome: the labels bound, or a refusal (409) with each refused code.
 * Field errors (400) are thrown on for the form to place; anything else is told in a toast.
 */
export function useBindSubmit() {
  const { t } = useTranslation('batches');
  const format = useFormatCount();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [result, setResult] = useState<BindResult | null>(null);
  const [pending, setPending] = useState(false);

  /** Sends one binding: `bind` is the route call (`ROUTES.batches.main.bind` or its import). */
  const send = async (bind: () => Promise<BindResult>): Promise<BindResult | null> => {
    setRefusal(null);
    setResult(null);
    setPending(true);
    try {
      const done = await bind();
      setResult(done);
      notifications.show({
        color: 'teal',
        message: t('bind.bound', { count: done.count, shown: format(done.count) }),
      });
      await queryClient.invalidateQueries({ queryKey: BATCH_KEYS.all });
      return done;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setRefusal({ message: error.msg, codes: refusalsOf(error.errors) });
        return null;
      }
      if (error instanceof ApiError && error.status === 400) throw error;
      if (!isSessionError(error))
        notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
      return null;
    } finally {
      setPending(false);
    }
  };

  return { send, refusal, result, pending };
}
