import { notifications } from '@mantine/notifications';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { translate } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { isSessionError } from '../../api/client';
import type { Envelope } from '../../api/types';
import { currentLanguage } from '../../i18n';

export interface UseApiMutationOptions<TData, TVariables> {
  /**
   * The route call of the change, from the variables:
   * `(order) => callRouteEnvelope(ROUTES.labelOrders.approve, { params: { id: order.id }, body: {} })`.
   */
  call: (variables: TVariables) => Promise<Envelope<TData>>;
  /** Lists and details to read again after success (prefixes, e.g. `['messages']`). */
  invalidate?: readonly QueryKey[];
  /**
   * The success toast: default the server's `msg`; a function to word it from the answer; `false`
   * for none (the page shows the result itself).
   */
  successMessage?: false | string | ((data: TData, variables: TVariables) => string);
  /** A form whose fields receive the server's field errors; the toast is then skipped when they do. */
  form?: { setServerErrors: (error: unknown) => boolean };
  onSuccess?: (data: TData, variables: TVariables) => unknown;
}

/**
 * A change sent to the API: tells the person the outcome in the server's words (a toast), refreshes
 * what the change affects, and hands field errors to a form. A "401" says nothing here: the session
 * alert speaks for it.
 */
export function useApiMutation<TData = unknown, TVariables = void>(
  options: UseApiMutationOptions<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('kit');
  return useMutation({
    mutationFn: (variables: TVariables) => options.call(variables),
    onSuccess: async (envelope, variables) => {
      await Promise.all(
        (options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      const message =
        options.successMessage === undefined
          ? successText(envelope.msg, t('done'))
          : typeof options.successMessage === 'function'
            ? options.successMessage(envelope.data, variables)
            : options.successMessage;
      if (message) notifications.show({ color: 'teal', message });
      await options.onSuccess?.(envelope.data, variables);
    },
    onError: (error) => {
      if (isSessionError(error)) return;
      if (options.form?.setServerErrors(error)) return;
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    },
  });
}

/** The server's message, unless it is the bare "ok" every success carries (then a worded "done"). */
function successText(msg: string, done: string): string {
  return !msg || msg === translate('ok', currentLanguage()) ? done : msg;
}
