import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { systemRoutes } from '@trace/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { callRoute, callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { DetailPage, formatDateTime, StatusBadge, useApiMutation, useZodForm } from '../../../kit';
import { type Advice, SYS_KEYS } from '../api';
import { ReplyIcon } from '../components/icons';
import { ADVICE_STATUS } from '../statuses';
import { StoredImages } from './StoredImages';

const REPLY_MAX = 2000;

/** Marks advice processed with a reply (0 unprocessed -> 1 processed); the sender is told. */
function ProcessCard({ advice }: { advice: Advice }) {
  const { t } = useTranslation('system');
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  const form = useZodForm(systemRoutes.processAdvice.body, { reply: '' });
  const process = useApiMutation<Advice, { reply: string }>({
    call: (body) => callRouteEnvelope(ROUTES.system.processAdvice, { params: { id: advice.id }, body }),
    form,
    invalidate: [SYS_KEYS.advice],
    onSuccess: (updated) => queryClient.setQueryData([...SYS_KEYS.advice, advice.id], updated),
  });

  const { getInputNode } = form;
  useEffect(() => {
    if (hash === '#reply') getInputNode('reply')?.focus();
  }, [hash, getInputNode]);

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      id="reply"
      component="form"
      noValidate
      onSubmit={form.submit((body) => process.mutateAsync(body))}
    >
      <Title order={3} size="h5" mb={4}>
        {t('advice.processTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('advice.processHint')}
      </Text>
      <Stack gap="sm">
        <Textarea
          label={t('advice.reply')}
          description={t('advice.contentCount', { length: form.values.reply.length, max: REPLY_MAX })}
          required
          autosize
          minRows={4}
          maxRows={10}
          maxLength={REPLY_MAX}
          {...form.getInputProps('reply')}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<ReplyIcon size={16} />} loading={process.isPending}>
            {t('advice.markProcessed')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /adviceFeedbackDetail?id=: a piece of advice with its pictures, its sender and the reply. */
export default function AdviceDetailPage() {
  const { t } = useTranslation('system');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const advice = useQuery({
    queryKey: [...SYS_KEYS.advice, id],
    queryFn: ({ signal }) => callRoute(ROUTES.system.getAdvice, { params: { id } }, { signal }),
    enabled: id !== '',
  });

  return (
    <DetailPage
      title={(item) => item.title}
      back="/adviceFeedback"
      query={advice}
      badge={(item) => <StatusBadge map={ADVICE_STATUS} value={item.status} size="lg" />}
      subtitle={(item) =>
        t('advice.sentBy', { account: item.account, time: formatDateTime(item.createTime) })
      }
      sections={(item) => [
        {
          title: t('advice.adviceSection'),
          items: [
            {
              label: t('content'),
              value: <Text style={{ whiteSpace: 'pre-wrap' }}>{item.content}</Text>,
              wide: true,
            },
            ...(item.images.length > 0
              ? [
                  {
                    label: t('pictures'),
                    value: (
                      <StoredImages
                        urls={item.images}
                        label={(index) => t('advice.imageLabel', { number: index + 1 })}
                      />
                    ),
                    wide: true,
                  },
                ]
              : []),
          ],
        },
        {
          title: t('advice.senderSection'),
          columns: 3,
          items: [
            { label: t('profile.account'), value: item.account },
            { label: t('company'), value: item.corpName },
            { label: t('contact'), value: item.contact },
            { label: t('advice.sentAt'), value: formatDateTime(item.createTime) },
          ],
        },
        ...(item.status === 1
          ? [
              {
                title: t('advice.replySection'),
                items: [
                  {
                    label: t('advice.reply'),
                    value: (
                      <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="advice-reply">
                        {item.reply}
                      </Text>
                    ),
                    wide: true,
                  },
                  { label: t('advice.processedAt'), value: formatDateTime(item.processTime) },
                ],
              },
            ]
          : []),
      ]}
    >
      {(item) =>
        item.actions.includes('process') ? (
          <ProcessCard advice={item} />
        ) : item.status === 0 ? (
          <Alert variant="light" color="orange">
            {t('advice.waiting')}
          </Alert>
        ) : null
      }
    </DetailPage>
  );
}
