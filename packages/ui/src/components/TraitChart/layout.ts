/**
 * The figures of a TraitChart, kept apart from React so they can be tested as numbers: one row a trait
 * (its label, the people's scores, each score's place along the track from min to max), and the axis.
 * The drawing itself is laid out by CSS (HTML text on the type scale above a track), so it reflows at any
 * width instead of being scaled.
 */

export interface TraitChartTrait {
  /** The key of the trait in each person's values. */
  key: string;
  /** What the chart and its table call it. */
  label: string;
}

export interface TraitChartSeries {
  /** Whose scores these are (the legend and the table's column heading). */
  name: string;
  /** A score per trait key; a missing or non-finite score is drawn as no marker. */
  values: Readonly<Partial<Record<string, number>>>;
  /**
   * Which of the nine person markers (shape and tone) draws this series; by default its position. Two
   * charts of two people side by side keep each person's marker: the second chart's person is 'second'.
   */
  marker?: TraitChartMarker;
}

export const TRAIT_CHART_MARKERS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
] as const;
export type TraitChartMarker = (typeof TRAIT_CHART_MARKERS)[number];

export interface ChartRow {
  key: string;
  label: string;
  /** One entry a series: the score on the scale, or null without one. */
  values: (number | null)[];
  /** One entry a series: the marker's place along the track in percent (0 at min, 100 at max), or null. */
  positions: (number | null)[];
}

export interface ChartLayout {
  rows: ChartRow[];
  /** The scale's min, middle and max, each with its place along the track in percent. */
  ticks: { value: number; position: number }[];
}

/** A usable score: finite, clamped to the scale; anything else is no score. */
export function scoreOf(value: number | undefined, min: number, max: number): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.min(max, Math.max(min, value));
}

/** Where a score on the scale sits along the track, in percent of its length. */
export function positionOf(value: number, min: number, max: number): number {
  return ((value - min) / (max - min)) * 100;
}

export function hasAnyScore(traits: readonly TraitChartTrait[], series: readonly TraitChartSeries[]): boolean {
  return series.some((person) =>
    traits.some((trait) => scoreOf(person.values[trait.key], -Infinity, Infinity) !== null),
  );
}

export function layoutChart(
  traits: readonly TraitChartTrait[],
  series: readonly TraitChartSeries[],
  min: number,
  max: number,
): ChartLayout {
  if (!(max > min)) throw new RangeError(`A trait chart's max (${max}) must be above its min (${min}).`);
  const rows = traits.map((trait): ChartRow => {
    const values = series.map((person) => scoreOf(person.values[trait.key], min, max));
    return {
      key: trait.key,
      label: trait.label,
      values,
      positions: values.map((value) => (value === null ? null : positionOf(value, min, max))),
    };
  });
  const middle = (min + max) / 2;
  const ticks = [min, middle, max].map((value) => ({ value, position: positionOf(value, min, max) }));
  return { rows, ticks };
}
