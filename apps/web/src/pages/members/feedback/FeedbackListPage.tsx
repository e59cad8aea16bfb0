import { useTranslation } from 'react-i18next';
import { FeedbackTable } from './FeedbackTable';

/** /userFeedback: consumers' feedback and complaints on the company's products, processed here. */
export default function FeedbackListPage() {
  const { t } = useTranslation('members');
  return <FeedbackTable title={t('feedback.title')} subtitle={t('feedback.subtitle')} />;
}
