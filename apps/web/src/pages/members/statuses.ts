import { defineStatusMap } from '../../kit';

/** Feedback, DOMAIN.md: 0 unprocessed -> 1 processed. */
export const FEEDBACK_STATUS = defineStatusMap({
  0: { label: 'statuses:members.feedbackStatus.0', color: 'orange' },
  1: { label: 'statuses:members.feedbackStatus.1', color: 'teal' },
});

/** What a consumer's feedback is about. */
export const FEEDBACK_TYPE = defineStatusMap({
  quality: { label: 'statuses:members.feedbackType.quality', color: 'orange' },
  authenticity: { label: 'statuses:members.feedbackType.authenticity', color: 'red' },
  logistics: { label: 'statuses:members.feedbackType.logistics', color: 'blue' },
  service: { label: 'statuses:members.feedbackType.service', color: 'grape' },
  other: { label: 'statuses:members.feedbackType.other', color: 'gray' },
});

/** Whether a review shows on the scan page. */
export const REVIEW_VISIBILITY = defineStatusMap({
  visible: { label: 'statuses:members.reviewVisibility.visible', color: 'teal' },
  hidden: { label: 'statuses:members.reviewVisibility.hidden', color: 'gray' },
});
