import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Envelope } from '../../../api/types';
import { useApiMutation } from '../../../kit';
import { LABEL_KEYS, type LabelOrder } from '../api';

/**
 * Takes one step of an order (`POST /label-orders/:id/<step>`): refreshes the lists, keeps the order
 * the server answered as the record, and moves on to `goTo` (the order's page, or the list). The page
 * is left before the record changes, so it never shows the step it just took as unavailable.
 */
export function useOrderStep<V>(options: {
  /** The step's route call: `(v) => callRouteEnvelope(ROUTES.labelOrders.approve, { params: { id }, body })`. */
  call: (variables: V) => Promise<Envelope<LabelOrder>>;
  form?: { setServerErrors: (error: unknown) => boolean };
  successMessage: string | ((variables: V) => string);
  goTo?: (order: LabelOrder) => string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { successMessage, goTo } = options;
  return useApiMutation<LabelOrder, V>({
    call: options.call,
    form: options.form,
    invalidate: [LABEL_KEYS.orderList, LABEL_KEYS.overdue],
    successMessage: (_order, variables) =>
      typeof successMessage === 'function' ? successMessage(variables) : successMessage,
    onSuccess: (order) => {
      if (goTo) navigate(goTo(order), { replace: true });
      queryClient.setQueryData(LABEL_KEYS.order(order.id), order);
    },
  });
}

export const orderPage = (order: Pick<LabelOrder, 'id'>) => `/detailPage?id=${order.id}`;
