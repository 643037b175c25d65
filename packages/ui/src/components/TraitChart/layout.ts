/**
 * The geometry of a TraitChart, kept apart from React so it can be tested as numbers: one row a trait
 * (its label, wrapped, above a track from min to max), the people's scores as markers on the track.
 */
export const CHART_WIDTH = 480;
export const TRACK_START = 8;
export const TRACK_END = 392;
export const VALUES_START = 408;
const LEGEND_HEIGHT = 28;
const LINE_HEIGHT = 18;
const TRACK_HEIGHT = 22;
const ROW_GAP = 12;
const AXIS_HEIGHT = 40;
/** Characters on one label line at the chart's label size (Inter 14px in a 480-unit-wide drawing). */
export const LABEL_LINE_CHARS = 52;

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
   * Which of the three person markers (tone and shape) draws this series; by default its position. Two
   * charts of two people side by side keep each person's marker: the second chart's person is 'second'.
   */
  marker?: TraitChartMarker;
}

export const TRAIT_CHART_MARKERS = ['first', 'second', 'third'] as const;
export type TraitChartMarker = (typeof TRAIT_CHART_MARKERS)[number];

export interface ChartRow {
  key: string;
  lines: string[];
  /** The baseline of the first label line. */
  labelY: number;
  /** The middle of the track. */
  trackY: number;
  /** One entry a series: the marker's x, or null without a score. */
  markers: (number | null)[];
  values: (number | null)[];
}

export interface ChartLayout {
  rows: ChartRow[];
  legendY: number;
  axisY: number;
  height: number;
  ticks: { value: number; x: number }[];
}

/** Splits a label into lines of at most `max` characters at spaces (a longer word stays whole). */
export function wrapLabel(label: string, max: number = LABEL_LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.trim().split(/\s+/)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** A usable score: finite, clamped to the scale; anything else is no score. */
export function scoreOf(value: number | undefined, min: number, max: number): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.min(max, Math.max(min, value));
}

export function xOf(value: number, min: number, max: number): number {
  return TRACK_START + ((value - min) / (max - min)) * (TRACK_END - TRACK_START);
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
  let y = LEGEND_HEIGHT;
  const rows = traits.map((trait): ChartRow => {
    const lines = wrapLabel(trait.label);
    const labelY = y + LINE_HEIGHT - 4;
    const trackY = y + lines.length * LINE_HEIGHT + TRACK_HEIGHT / 2;
    y += lines.length * LINE_HEIGHT + TRACK_HEIGHT + ROW_GAP;
    const values = series.map((person) => scoreOf(person.values[trait.key], min, max));
    return {
      key: trait.key,
      lines,
      labelY,
      trackY,
      values,
      markers: values.map((value) => (value === null ? null : xOf(value, min, max))),
    };
  });
  const middle = (min + max) / 2;
  const ticks = [min, middle, max].map((value) => ({ value, x: xOf(value, min, max) }));
  return { rows, legendY: LEGEND_HEIGHT / 2, axisY: y, height: y + AXIS_HEIGHT, ticks };
}
