import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRoute } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useActionDialog } from '../../../kit';
import { BATCH_KEYS, type Batch } from '../api';

/**
 * Complete and delete, each after a confirmation that says what follows. Returns the two actions and
 * the dialog to render once in the page.
 */
export function useBatchActions(options: { afterDelete?: string } = {}) {
  const { t } = useTranslation('batches');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [ask, dialog] = useActionDialog();
  const refresh = () => queryClient.invalidateQueries({ queryKey: BATCH_KEYS.all });
  const fail = (error: unknown) => {
    notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    throw error;
  };

  const complete = (batch: Batch) =>
    ask({
      title: t('list.completeTitle'),
      message: t('list.completeText', { batchNo: batch.batchNo }),
      confirmLabel: t('list.completeConfirm'),
      onConfirm: async () => {
        await callRoute(ROUTES.batches[batch.line].complete, { params: { id: batch.id } }).catch(fail);
        notifications.show({ color: 'teal', message: t('list.completed') });
        await refresh();
      },
    });

  const remove = (batch: Batch) =>
    ask({
      title: t('list.deleteTitle'),
      message: t('list.deleteText', { batchNo: batch.batchNo }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: async () => {
        await callRoute(ROUTES.batches[batch.line].remove, { params: { id: batch.id } }).catch(fail);
        notifications.show({ color: 'teal', message: t('list.deleted') });
        if (options.afterDelete) navigate(options.afterDelete, { replace: true });
        await refresh();
      },
    });

  return { complete, remove, dialog };
}
