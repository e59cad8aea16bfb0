import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@trace/contracts';
import { useNavigate } from 'react-router-dom';
import { callRoute } from '../../../api/call';
import { useTexts } from '../../../kit';
import { useActionDialog } from '../../company/components/ActionDialog';
import { BATCH_KEYS, type Batch } from '../api';
import { texts } from '../texts';

/**
 * Complete and delete, each after a confirmation that says what follows. Returns the two actions and
 * the dialog to render once in the page.
 */
export function useBatchActions(options: { afterDelete?: string } = {}) {
  const t = useTexts(texts).list;
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
      title: t.completeTitle,
      message: t.completeText(batch.batchNo),
      confirmLabel: t.completeConfirm,
      onConfirm: async () => {
        await callRoute(ROUTES.batches[batch.line].complete, { params: { id: batch.id } }).catch(fail);
        notifications.show({ color: 'teal', message: t.completed });
        await refresh();
      },
    });

  const remove = (batch: Batch) =>
    ask({
      title: t.deleteTitle,
      message: t.deleteText(batch.batchNo),
      confirmLabel: t.deleteConfirm,
      danger: true,
      onConfirm: async () => {
        await callRoute(ROUTES.batches[batch.line].remove, { params: { id: batch.id } }).catch(fail);
        notifications.show({ color: 'teal', message: t.deleted });
        if (options.afterDelete) navigate(options.afterDelete, { replace: true });
        await refresh();
      },
    });

  return { complete, remove, dialog };
}
