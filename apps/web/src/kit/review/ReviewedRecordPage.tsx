import { Button, Group } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApiMutation } from '../form/useApiMutation';
import { AuditPage, type Decision } from '../pages/AuditPage';
import { DetailPage, type DetailPageProps } from '../pages/DetailPage';
import type { DetailSection } from '../pages/DetailSections';
import { StatusBadge } from '../status/StatusBadge';
import type { StatusMap } from '../status/statusMap';
import {
  callOnRecord,
  pathAfterDecision,
  type ReviewedPaths,
  type ReviewedRoutes,
  type ReviewedRow,
  recordButtons,
  recordPath,
} from './reviewed';

export interface ReviewedRecordPageProps<T extends ReviewedRow>
  extends Omit<DetailPageProps<T>, 'back' | 'actions' | 'badge' | 'children'> {
  /** The record with its owner's and reviewer's buttons, or the review itself (approve / reject). */
  mode: 'detail' | 'audit';
  /** The resource's routes (`ROUTES.certificates`); the review page sends its decision to them. */
  routes: Pick<ReviewedRoutes, 'approve' | 'reject'>;
  paths: Pick<ReviewedPaths, 'list' | 'detail' | 'audit' | 'edit'>;
  /** The review states (`REVIEW_STATUS`), for the badge beside the title. */
  statuses: StatusMap;
  /** What a decision refreshes (the resource's lists and records). */
  invalidate: QueryKey[];
  /** Where a decision leads: the record's page (default), the list, or nowhere (it stays). */
  afterDecision?: 'detail' | 'list' | 'stay';
  /** Badges beside the title (default: the review state). */
  badge?: (data: T) => ReactNode;
  /** More header buttons, before edit and review (listing moves, certificates). */
  actions?: (data: T) => ReactNode;
  /** On the detail page, above the sections (where the review stands, for the owner). */
  notice?: (data: T) => ReactNode;
}

/**
 * A reviewed resource's record page: in `detail` mode with edit (for its owner, while the server
 * allows it) and review (for reviewers) in the header; in `audit` mode with the reviewer's decision,
 * sent to the resource's approve / reject route with the remark.
 */
export function ReviewedRecordPage<T extends ReviewedRow>({
  mode,
  routes,
  paths,
  statuses,
  invalidate,
  afterDecision = 'detail',
  badge,
  actions,
  notice,
  sections,
  ...page
}: ReviewedRecordPageProps<T>) {
  const { t } = useTranslation('kit');
  const navigate = useNavigate();
  const decide = useApiMutation<unknown, { decision: Decision; remark: string; id: string }>({
    call: ({ decision, id, remark }) => callOnRecord(routes[decision], id, { remark: remark || null }),
    invalidate,
    successMessage: (_data, { decision }) =>
      decision === 'approve' ? t('decided.approved') : t('decided.rejected'),
    onSuccess: (_data, { id }) => {
      const next = pathAfterDecision(afterDecision, paths, id);
      if (next) navigate(next.path, { replace: next.replace });
    },
  });

  const badges =
    badge ?? ((data: T) => <StatusBadge map={statuses} value={data.review.reviewStatus} size="lg" />);
  const buttons = (data: T) => (
    <Group gap="xs">
      {actions?.(data)}
      {recordButtons(data.actions, mode).map((button) =>
        button === 'edit' ? (
          <Button key={button} variant="default" onClick={() => navigate(recordPath(paths.edit, data.id))}>
            {t('edit')}
          </Button>
        ) : (
          <Button key={button} onClick={() => navigate(recordPath(paths.audit, data.id))}>
            {t('review')}
          </Button>
        ),
      )}
    </Group>
  );

  if (mode === 'audit')
    return (
      <AuditPage
        {...page}
        back={paths.list}
        badge={badges}
        actions={buttons}
        sections={sections}
        onDecide={(decision, remark, data) => decide.mutateAsync({ decision, remark, id: data.id })}
      />
    );
  return (
    <DetailPage
      {...page}
      back={paths.list}
      badge={badges}
      actions={buttons}
      sections={(data): readonly DetailSection[] => {
        const above = notice?.(data);
        return above ? [{ content: above }, ...sections(data)] : sections(data);
      }}
    />
  );
}
