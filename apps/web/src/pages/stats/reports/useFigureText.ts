import type { StatDimension, StatMeasure } from '@trace/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatCount } from '../../../kit';
import { isWeight } from './report';

/** Names and formatted values of a report's figures and dimensions, in the interface language. */
export function useFigureText() {
  const { t } = useTranslation('stats');
  const format = useFormatCount();
  return useMemo(
    () => ({
      /** A figure's name; the weight's carries its unit (`Weight (g)`). */
      measure: (measure: StatMeasure) => t(`reports.measures.${measure}`),
      dimension: (dimension: StatDimension) => t(`reports.dimensions.${dimension}`),
      /** A figure as a number, for cells under a heading that names the unit. */
      number: format,
      /** A figure on its own (tooltips, cards): weights with their unit. */
      value: (measure: StatMeasure, value: number) =>
        isWeight(measure) ? t('reports.weightValue', { value: format(value) }) : format(value),
    }),
    [t, format],
  );
}
