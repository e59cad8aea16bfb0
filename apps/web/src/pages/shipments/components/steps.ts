import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Envelope } from '../../../api/types';
import { useApiMutation } from '../../../kit';
import { SHIPMENT_KEYS, type Shipment } from '../api';

/** The page of each receiver step (`count` is the first confirmation of an import receipt). */
const STEP_PAGES: Record<string, string> = {
  confirm: '/confirmTake',
  count: '/confirmTake',
  completeDocuments: '/perfectDocuments',
  confirmImport: '/confirmTake2',
  forward: '/sendGoods',
};

export const stepHref = (step: string, id: string) => `${STEP_PAGES[step] ?? '/takeDetails'}?id=${id}`;
export const receiptPage = (shipment: Pick<Shipment, 'id'>) => `/takeDetails?id=${shipment.id}`;

/**
 * One step of a receipt (`POST /shipments/received/:id/<path>`): refreshes every shipment list,
 * keeps the answer as the record and goes to the receipt's page.
 */
export function useReceiptStep<V>(options: {
  /** The step's route call: `(body) => callRouteEnvelope(ROUTES.shipments.confirm, { params: { id }, body })`. */
  call: (variables: V) => Promise<Envelope<Shipment>>;
  form?: { setServerErrors: (error: unknown) => boolean };
  successMessage: string | ((shipment: Shipment) => string);
  stay?: boolean;
  onSuccess?: (shipment: Shipment) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useApiMutation<Shipment, V>({
    call: options.call,
    form: options.form,
    invalidate: [SHIPMENT_KEYS.all],
    successMessage: (shipment) =>
      typeof options.successMessage === 'function'
        ? options.successMessage(shipment)
        : options.successMessage,
    onSuccess: (shipment) => {
      queryClient.setQueryData(SHIPMENT_KEYS.one('received', shipment.id), shipment);
      if (!options.stay) navigate(receiptPage(shipment), { replace: true });
      options.onSuccess?.(shipment);
    },
  });
}
