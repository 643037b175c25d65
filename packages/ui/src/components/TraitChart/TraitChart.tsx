import { forwardRef, Fragment, useId, type HTMLAttributes } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { hasAnyScore, layoutChart, TRAIT_CHART_MARKERS, type TraitChartSeries, type TraitChartTrait } from './layout';
import { useInsightLocale } from '../../theme/locale';
import { Marker, MAX_SERIES, SHAPES, TONES, toneAt } from './markers';
import {
  Axis,
  Caption,
  Drawing,
  Empty,
  Figure,
  Label,
  Legend,
  Row,
  ScaleLabels,
  Tick,
  Ticks,
  Track,
  Values,
} from './parts';

export type { TraitChartMarker, TraitChartSeries, TraitChartTrait } from './layout';

export interface TraitChartProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The chart's visible caption and the name of its table. */
  title: string;
  /** The traits, in the order they are drawn. */
  traits: readonly TraitChartTrait[];
  /** One person, or several overlaid (each with its own marker shape, not only its colour). At most nine. */
  series: readonly TraitChartSeries[];
  /** The ends of the scale. Default 10–50 (a Big-Five factor of ten items scored 1–5). */
  min?: number;
  max?: number;
  /** Words under the two ends of the scale. */
  scaleLabels?: readonly [string, string];
  /** Shown instead of the chart when no one has a score. */
  emptyText?: string;
  /** Read in the table where a person has no score for a trait. */
  missingText?: string;
  /** The heading of the table's first column. */
  traitHeading?: string;
}

const scoreFormats = new Map<string, Intl.NumberFormat>();

/** A score in the provider's locale: whole numbers as they are, others with one decimal ('24.5', '24,5'). */
const formatScore = (value: number, locale: string): string => {
  const decimals = Number.isInteger(value) ? 0 : 1;
  const key = `${locale}|${decimals}`;
  let format = scoreFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
    });
    scoreFormats.set(key, format);
  }
  return format.format(value);
};

/**
 * A person's trait scores, or several people's overlaid: one track a trait from `min` to `max`, a marker a
 * person, the trait's name and the scores above its track. The drawing is HTML text on the type scale
 * with SVG markers, so it reflows to any width (a 320 px phone included) and its words never shrink. It is
 * hidden from assistive technology; a table with the same figures is read instead.
 */
export const TraitChart = forwardRef<HTMLElement, TraitChartProps>(function TraitChart(
  {
    title,
    traits,
    series,
    min = 10,
    max = 50,
    scaleLabels,
    emptyText: emptyTextProp,
    missingText: missingTextProp,
    traitHeading: traitHeadingProp,
    ...rest
  },
  ref,
) {
  const { locale, strings } = useInsightLocale();
  const emptyText = emptyTextProp ?? strings.noScores;
  const missingText = missingTextProp ?? strings.noScore;
  const traitHeading = traitHeadingProp ?? strings.trait;
  const captionId = useId();
  const people = series.slice(0, MAX_SERIES);
  if (!hasAnyScore(traits, people)) {
    return (
      <Figure ref={ref} aria-labelledby={captionId} data-empty="" {...rest}>
        <Caption id={captionId}>{title}</Caption>
        <Empty>{emptyText}</Empty>
      </Figure>
    );
  }
  const layout = layoutChart(traits, people, min, max);
  // The marker (tone and shape) of each series: its own choice, or its position.
  const markerOf = people.map((person, i) => {
    const chosen = person.marker ? TRAIT_CHART_MARKERS.indexOf(person.marker) : i;
    return { shape: SHAPES[chosen] ?? 'circle', tone: toneAt(chosen) };
  });
  const shapeOf = (i: number) => markerOf[i]?.shape ?? 'circle';
  const toneOf = (i: number) => markerOf[i]?.tone ?? TONES[0];
  return (
    <Figure ref={ref} aria-labelledby={captionId} {...rest}>
      <Caption id={captionId}>{title}</Caption>
      <Drawing aria-hidden="true" data-testid="trait-chart-drawing">
        <Legend data-part="legend">
          {people.map((person, i) => (
            <li key={person.name}>
              <Marker shape={shapeOf(i)} fill={toneOf(i)} />
              {person.name}
            </li>
          ))}
        </Legend>
        {layout.rows.map((row) => (
          <Row key={row.key} data-part="trait" data-trait={row.key}>
            <Label data-part="label">{row.label}</Label>
            <Values data-part="values">
              {row.values.map((value, i) => (
                <Fragment key={i}>
                  {/* The space before a score is where a long list of scores may wrap. */}
                  {i > 0 ? ' ' : null}
                  <span style={{ color: toneOf(i) }}>
                    {`${i > 0 ? '· ' : ''}${value === null ? '–' : formatScore(value, locale)}`}
                  </span>
                </Fragment>
              ))}
            </Values>
            <Track data-part="track">
              {row.positions.map((position, i) =>
                position === null ? null : <Marker key={i} shape={shapeOf(i)} fill={toneOf(i)} at={position} />,
              )}
            </Track>
          </Row>
        ))}
        <Axis data-part="axis">
          <Ticks>
            {layout.ticks.map((tick) => (
              <Tick key={tick.value} style={{ insetInlineStart: `${tick.position}%` }}>
                {formatScore(tick.value, locale)}
              </Tick>
            ))}
          </Ticks>
          {scaleLabels ? (
            <ScaleLabels>
              <span>{scaleLabels[0]}</span>
              <span>{scaleLabels[1]}</span>
            </ScaleLabels>
          ) : null}
        </Axis>
      </Drawing>
      <VisuallyHidden>
        {/* Named by the figure's caption: a caption of its own would say the title a third time. */}
        <table aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{traitHeading}</th>
              {people.map((person) => (
                <th key={person.name} scope="col">
                  {person.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {layout.rows.map((row, r) => (
              <tr key={row.key}>
                <th scope="row">{traits[r]?.label}</th>
                {row.values.map((value, i) => (
                  <td key={i}>{value === null ? missingText : formatScore(value, locale)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
});
TraitChart.displayName = 'TraitChart';
