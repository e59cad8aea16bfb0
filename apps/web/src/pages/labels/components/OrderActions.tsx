import { Button } from '@mantine/core';
import type { OrderAction } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DownloadIcon, UploadIcon } from '../../../kit';
import { type LabelOrder, orderCsvName, orderCsvPath, useDownload } from '../api';
import { PrinterIcon, ReceiptIcon, ShieldCheckIcon, TruckIcon } from './labelIcons';

/** The page where each step of an order is taken. */
export const STEP_PAGE: Partial<Record<OrderAction, string>> = {
  approve: '/labelAudit',
  uploadReceipt: '/uploadPaymentReceipt',
  approvePayment: '/paymentReview',
  setDelivery: '/setDelivery',
};

export const stepHref = (action: OrderAction, order: Pick<LabelOrder, 'id'>) =>
  `${STEP_PAGE[action]}?id=${order.id}`;

/**
 * The buttons of an order's page: the next steps the server offers the caller (`actions`), the label
 * data download, and printing the application.
 */
export function OrderActions({
  order,
  onUploadApplication,
  withPrint = true,
}: {
  order: LabelOrder;
  onUploadApplication?: () => void;
  withPrint?: boolean;
}) {
  const { t } = useTranslation('labels');
  const navigate = useNavigate();
  const { download, pending } = useDownload();
  const offers = (action: OrderAction) => order.actions.includes(action);
  return (
    <>
      {withPrint ? (
        <Button
          variant="default"
          leftSection={<PrinterIcon size={16} />}
          onClick={() => navigate(`/printApplication?id=${order.id}`)}
        >
          {t('common.print')}
        </Button>
      ) : null}
      {offers('download') ? (
        <Button
          variant="default"
          leftSection={<DownloadIcon size={16} />}
          loading={pending !== null}
          onClick={() => void download(orderCsvPath(order), orderCsvName(order))}
        >
          {t('orders.actions.download')}
        </Button>
      ) : null}
      {offers('uploadApplication') && onUploadApplication ? (
        <Button leftSection={<UploadIcon size={16} />} onClick={onUploadApplication}>
          {t('orders.actions.uploadApplication')}
        </Button>
      ) : null}
      {offers('approve') ? (
        <Button
          leftSection={<ShieldCheckIcon size={16} />}
          onClick={() => navigate(stepHref('approve', order))}
        >
          {t('review')}
        </Button>
      ) : null}
      {offers('uploadReceipt') ? (
        <Button
          leftSection={<ReceiptIcon size={16} />}
          onClick={() => navigate(stepHref('uploadReceipt', order))}
        >
          {t('orders.actions.uploadReceipt')}
        </Button>
      ) : null}
      {offers('approvePayment') ? (
        <Button
          leftSection={<ReceiptIcon size={16} />}
          onClick={() => navigate(stepHref('approvePayment', order))}
        >
          {t('orders.actions.approvePayment')}
        </Button>
      ) : null}
      {offers('setDelivery') ? (
        <Button
          leftSection={<TruckIcon size={16} />}
          onClick={() => navigate(stepHref('setDelivery', order))}
        >
          {t('ship')}
        </Button>
      ) : null}
    </>
  );
}
