import { Alert, Text } from '@mantine/core';
import { labelOrderRoutes, type StoredFile } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { AlertCircleIcon, FormModal, UploadField, useApiMutation, useZodForm } from '../../../kit';
import { LABEL_KEYS, type LabelOrder } from '../api';

type Values = { files: StoredFile[] };
const EMPTY: Values = { files: [] };
const toBody = (values: Values) => ({ files: values.files.map((file) => file.url) });

/**
 * Uploads the signed application of an order kept without one (or sent back by the reviewer); the
 * order then goes to review. Shows the reviewer's reason when it was sent back.
 */
export function UploadApplicationDialog({
  order,
  onClose,
}: {
  order: Pick<LabelOrder, 'id' | 'orderNo' | 'status' | 'reviewRemark'> | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('labels');
  const form = useZodForm(labelOrderRoutes.uploadApplication.body, EMPTY, { toInput: toBody });
  const upload = useApiMutation<LabelOrder, ReturnType<typeof toBody>>({
    call: (body) =>
      callRouteEnvelope(ROUTES.labelOrders.uploadApplication, { params: { id: order?.id ?? '' }, body }),
    form,
    invalidate: [LABEL_KEYS.orders],
    successMessage: t('uploadApplication.done'),
    onSuccess: () => close(),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <FormModal
      opened={order !== null}
      onClose={close}
      title={t('uploadApplication.title')}
      onSubmit={form.submit((body) => upload.mutateAsync(body))}
      submitting={upload.isPending}
      submitLabel={t('uploadApplication.submit')}
      formErrors={form.formErrors}
    >
      <Text size="sm" c="dimmed">
        {order?.orderNo} · {t('uploadApplication.text')}
      </Text>
      {order?.status === 'failed' && order.reviewRemark ? (
        <Alert
          color="red"
          variant="light"
          icon={<AlertCircleIcon size={18} />}
          title={t('uploadApplication.rejected')}
        >
          {order.reviewRemark}
        </Alert>
      ) : null}
      <UploadField
        kind="document"
        multiple
        maxFiles={10}
        required
        label={t('uploadApplication.files')}
        {...form.getInputProps('files')}
        value={form.values.files}
      />
    </FormModal>
  );
}
