import { useTexts } from '../../../kit';
import { texts } from '../texts';
import { FeedbackTable } from './FeedbackTable';

/** /userFeedback: consumers' feedback and complaints on the company's products, processed here. */
export default function FeedbackListPage() {
  const t = useTexts(texts);
  return <FeedbackTable title={t.feedback.title} subtitle={t.feedback.subtitle} />;
}
