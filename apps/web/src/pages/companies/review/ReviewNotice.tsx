import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReviewState } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AlertCircleIcon } from '../../../kit';

const COLOR: Partial<Record<ReviewState, string>> = {
  unreviewed: 'blue',
  failed: 'red',
  modification_pending: 'indigo',
  modification_failed: 'orange',
};

/**
 * What the review state means for a reviewed item, said above its details: waiting, refused with the
 * reviewer's reason (and a way to correct it for the owner), or a change waiting while the approved
 * version stays in force. Nothing for an approved item.
 */
export function ReviewNotice({
  status,
  remark,
  editPath,
}: {
  status: ReviewState;
  remark: string | null;
  /** The owner's edit page, offered after a refusal. */
  editPath?: string;
}) {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const color = COLOR[status];
  if (!color || status === 'passed') return null;
  const notice = status as Exclude<ReviewState, 'passed'>;
  const refused = status === 'failed' || status === 'modification_failed';
  return (
    <Alert
      color={color}
      variant="light"
      icon={<AlertCircleIcon size={18} />}
      title={t(`reviewing.notice.${notice}.title`)}
      data-testid="review-notice"
    >
      <Stack gap={6}>
        <Text size="sm">{t(`reviewing.notice.${notice}.text`)}</Text>
        {refused && remark ? (
          <Text size="sm" data-testid="review-reason">
            <Text span fw={600}>
              {t('reviewing.notice.reason')}
            </Text>
            {remark}
          </Text>
        ) : null}
        {refused && editPath ? (
          <Group>
            <Button size="xs" variant="light" color={color} onClick={() => navigate(editPath)}>
              {t('reviewing.notice.edit')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
