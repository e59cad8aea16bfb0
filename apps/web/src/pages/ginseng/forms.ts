import type {
  GinsengActivity,
  GinsengFarm,
  GinsengPlot,
  GinsengShadeType,
  GinsengSoilType,
  Language,
  Localized,
} from '@trace/contracts';

/** A number input's value: a number, or '' while empty (Mantine NumberInput). */
export type NumberValue = number | string;

/** An empty number input is left out, so the schema says what is missing; text becomes a number. */
export function numberOf(value: NumberValue): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isNaN(number) ? undefined : number;
}

/** An optional coordinate: an empty input is no coordinate. */
const coordinateOf = (value: NumberValue) => (value === '' ? null : (numberOf(value) ?? Number.NaN));

export interface FarmValues extends Record<string, unknown> {
  name: string;
  region: string | null;
  city: string;
  address: string;
  latitude: NumberValue;
  longitude: NumberValue;
  area: NumberValue;
  remark: string;
}

export const EMPTY_FARM: FarmValues = {
  name: '',
  region: null,
  city: '',
  address: '',
  latitude: '',
  longitude: '',
  area: '',
  remark: '',
};

export const farmValues = (farm: GinsengFarm): FarmValues => ({
  name: farm.name,
  region: farm.region,
  city: farm.city,
  address: farm.address ?? '',
  latitude: farm.latitude ?? '',
  longitude: farm.longitude ?? '',
  area: farm.area,
  remark: farm.remark ?? '',
});

export const farmBody = (values: FarmValues) => ({
  name: values.name,
  region: values.region ?? '',
  city: values.city,
  address: values.address.trim() || null,
  latitude: coordinateOf(values.latitude),
  longitude: coordinateOf(values.longitude),
  area: numberOf(values.area),
  remark: values.remark.trim() || null,
});

export interface PlotValues extends Record<string, unknown> {
  name: string;
  area: NumberValue;
  plantingYear: NumberValue;
  soilType: GinsengSoilType | null;
  shadeType: GinsengShadeType | null;
}

export const EMPTY_PLOT: PlotValues = {
  name: '',
  area: '',
  plantingYear: '',
  soilType: null,
  shadeType: null,
};

export const plotValues = (plot: GinsengPlot): PlotValues => ({
  name: plot.name,
  area: plot.area,
  plantingYear: plot.plantingYear,
  soilType: plot.soilType,
  shadeType: plot.shadeType,
});

export const plotBody = (values: PlotValues) => ({
  name: values.name,
  area: numberOf(values.area),
  plantingYear: numberOf(values.plantingYear),
  soilType: values.soilType,
  shadeType: values.shadeType,
});

/** Hectares still free on a farm for a plot (its own area counts as free when it is being changed). */
export function freeArea(
  farmArea: number,
  plots: readonly Pick<GinsengPlot, 'id' | 'area'>[],
  editing?: string,
) {
  const used = plots
    .filter((plot) => plot.id !== editing)
    .reduce((sum, plot) => sum + Math.round(plot.area * 100), 0);
  return Math.max(0, Math.round(farmArea * 100) - used) / 100;
}

export interface RecordValues extends Record<string, unknown> {
  date: string | null;
  activity: GinsengActivity | null;
  description: string;
  inputs: string;
  operator: string;
}

export const EMPTY_RECORD: RecordValues = {
  date: null,
  activity: null,
  description: '',
  inputs: '',
  operator: '',
};

export const recordBody = (values: RecordValues) => ({
  date: values.date ?? '',
  activity: values.activity ?? '',
  description: values.description,
  inputs: values.inputs.trim() || null,
  operator: values.operator,
});

/** The options of a fixed set, named in a language. */
export function namedOptions<K extends string>(
  keys: readonly K[],
  names: Record<K, Localized>,
  language: Language,
) {
  return keys.map((value) => ({ value, label: names[value][language] }));
}
