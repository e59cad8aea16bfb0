import { navigationPage } from '../../routing/navigation';
import type { PageRoute } from '../../routing/types';

// Plain strings: the route lists are in the first bundle, the contracts' schemas are not.
const CONSUMER_REVIEW_VIEW = 'member.reviewMessage.view';
const CONSUMER_FEEDBACK_VIEW = 'member.userFeedback.view';

/**
 * Members (spec section 2): members who joined from the scan page, consumers' reviews with the
 * company's replies, and consumers' feedback with its processing, also per product. The consumer
 * panel of the public scan page lives in `public/`.
 */
export const routes: PageRoute[] = [
  { ...navigationPage('/memberMessage'), load: () => import('./members/MemberListPage') },
  { ...navigationPage('/reviewMessage'), load: () => import('./reviews/ReviewListPage') },
  {
    path: '/replyReview',
    title: 'routes:members.replyReview',
    permission: CONSUMER_REVIEW_VIEW,
    parent: '/reviewMessage',
    load: () => import('./reviews/ReplyReviewPage'),
  },
  { ...navigationPage('/userFeedback'), load: () => import('./feedback/FeedbackListPage') },
  {
    path: '/checkProcess',
    title: 'routes:members.checkProcess',
    permission: CONSUMER_FEEDBACK_VIEW,
    parent: '/userFeedback',
    load: () => import('./feedback/CheckProcessPage'),
  },
  {
    path: '/productTraceFeedback',
    title: 'routes:members.productTraceFeedback',
    permission: CONSUMER_FEEDBACK_VIEW,
    parent: '/userFeedback',
    load: () => import('./feedback/ProductFeedbackPage'),
  },
];
