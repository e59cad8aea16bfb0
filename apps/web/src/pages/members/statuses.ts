import { defineStatusMap } from '../../kit';

/** Feedback, DOMAIN.md: 0 unprocessed -> 1 processed. */
export const FEEDBACK_STATUS = defineStatusMap({
  0: { label: 'members:statuses.feedbackStatus.0', color: 'orange' },
  1: { label: 'members:statuses.feedbackStatus.1', color: 'teal' },
});

/** What a consumer's feedback is about. */
export const FEEDBACK_TYPE = defineStatusMap({
  quality: { label: 'members:statuses.feedbackType.quality', color: 'orange' },
  authenticity: { label: 'members:statuses.feedbackType.authenticity', color: 'red' },
  logistics: { label: 'members:statuses.feedbackType.logistics', color: 'blue' },
  service: { label: 'members:statuses.feedbackType.service', color: 'grape' },
  other: { label: 'members:statuses.feedbackType.other', color: 'gray' },
});

/** Whether a review shows on the scan page. */
export const REVIEW_VISIBILITY = defineStatusMap({
  visible: { label: 'members:statuses.reviewVisibility.visible', color: 'teal' },
  hidden: { label: 'members:statuses.reviewVisibility.hidden', color: 'gray' },
});
