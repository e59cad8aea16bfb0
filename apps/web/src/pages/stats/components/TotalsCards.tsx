import { useTranslation } from 'react-i18next';
import { FigureCards, useFormatCount } from '../../../kit';

/** Total scans, code checks and the share of scans that went on to a check. */
export function TotalsCards({ totals }: { totals: { scans: number; verifications: number } | undefined }) {
  const { t } = useTranslation('stats');
  const format = useFormatCount();
  return (
    <FigureCards
      figures={[
        { label: t('totals.scans'), value: totals && format(totals.scans), testId: 'total-scans' },
        {
          label: t('totals.verifications'),
          value: totals && format(totals.verifications),
          testId: 'total-checks',
        },
        {
          label: t('totals.checkRate'),
          value: totals
            ? totals.scans > 0
              ? `${((totals.verifications / totals.scans) * 100).toFixed(1)}%`
              : '—'
            : undefined,
          testId: 'check-rate',
        },
      ]}
    />
  );
}
