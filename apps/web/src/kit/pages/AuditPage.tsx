import { Button, Card, Group, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon } from '../icons';
import { DetailPage, type DetailPageProps } from './DetailPage';

/** Longest remark a reviewer can leave. */
export const REMARK_MAX = 500;

export type Decision = 'approve' | 'reject';

export interface AuditPageProps<T> extends Omit<DetailPageProps<T>, 'children'> {
  /**
   * Whether the reviewer may decide now. Default: the record's `actions` (sent by the server) contain
   * `approve` or `reject`; records without `actions` can always be decided.
   */
  canDecide?: (data: T) => boolean;
  /** Sends the decision; reject it (throw) to keep the form as it is. */
  onDecide: (decision: Decision, remark: string, data: T) => Promise<unknown>;
  /** A reason is needed to reject (default true). */
  remarkRequiredToReject?: boolean;
}

function decisionsOffered<T>(data: T): Decision[] {
  const actions = (data as { actions?: unknown }).actions;
  if (!Array.isArray(actions)) return ['approve', 'reject'];
  return (['approve', 'reject'] as const).filter((decision) => actions.includes(decision));
}

function DecisionCard<T>({
  data,
  onDecide,
  remarkRequiredToReject,
}: {
  data: T;
  onDecide: AuditPageProps<T>['onDecide'];
  remarkRequiredToReject: boolean;
}) {
  const { t } = useTranslation('kit');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Decision | null>(null);
  const offered = decisionsOffered(data);

  async function decide(decision: Decision) {
    const text = remark.trim();
    if (decision === 'reject' && remarkRequiredToReject && !text) {
      setError(t('audit.remarkRequired'));
      return;
    }
    setError(null);
    setPending(decision);
    try {
      await onDecide(decision, text, data);
    } catch {
      // The mutation has told the person why; the remark stays for another try.
    } finally {
      setPending(null);
    }
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h5" mb="md">
        {t('audit.title')}
      </Title>
      <Stack gap="md">
        <Textarea
          label={t('audit.remark')}
          placeholder={t('audit.remarkPlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REMARK_MAX}
          value={remark}
          onChange={(event) => {
            setRemark(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          description={`${remark.length} / ${REMARK_MAX}`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
        />
        <Group justify="flex-end" gap="sm">
          {offered.includes('reject') ? (
            <Button
              variant="outline"
              color="red"
              leftSection={<CloseIcon size={16} />}
              loading={pending === 'reject'}
              disabled={pending !== null}
              onClick={() => void decide('reject')}
            >
              {t('audit.reject')}
            </Button>
          ) : null}
          {offered.includes('approve') ? (
            <Button
              leftSection={<CheckIcon size={16} />}
              loading={pending === 'approve'}
              disabled={pending !== null}
              onClick={() => void decide('approve')}
            >
              {t('audit.approve')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/** A record to review: its details, then a remark and approve/reject when the reviewer may decide. */
export function AuditPage<T>({
  canDecide,
  onDecide,
  remarkRequiredToReject = true,
  ...detail
}: AuditPageProps<T>) {
  return (
    <DetailPage {...detail}>
      {(data) =>
        (canDecide ? canDecide(data) : decisionsOffered(data).length > 0) ? (
          <DecisionCard data={data} onDecide={onDecide} remarkRequiredToReject={remarkRequiredToReject} />
        ) : null
      }
    </DetailPage>
  );
}
