import { forwardRef, useId, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  CHART_WIDTH,
  TRACK_END,
  TRACK_START,
  VALUES_START,
  hasAnyScore,
  layoutChart,
  TRAIT_CHART_MARKERS,
  type TraitChartSeries,
  type TraitChartTrait,
} from './layout';

export type { TraitChartMarker, TraitChartSeries, TraitChartTrait } from './layout';

export interface TraitChartProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The chart's visible caption and the name of its table. */
  title: string;
  /** The traits, in the order they are drawn. */
  traits: readonly TraitChartTrait[];
  /** One person, or several overlaid (each with its own marker shape, not only its colour). At most three. */
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

/** Marker tones by meaning: the first person, the second, the third. Shapes differ too, for colour blindness. */
const TONES = [vars.color.primary, vars.color.warning, vars.color.success] as const;
const SHAPES = ['circle', 'diamond', 'triangle'] as const;
type Shape = (typeof SHAPES)[number];
const MAX_SERIES = SHAPES.length;

const Figure = styled.figure`
  margin: 0;
  color: ${vars.color.text};
  font-family: inherit;
`;

const Caption = styled.figcaption`
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightBold};
  margin-bottom: ${vars.space.sm};
`;

const Drawing = styled.svg`
  display: block;
  width: 100%;
  max-width: ${CHART_WIDTH * 1.5}px;
  height: auto;
  overflow: visible;
  font-family: inherit;
  /* Vector in print: the browser keeps SVG as paths in a saved PDF. */
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;
`;

const Empty = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

function Marker({ shape, x, y, fill }: { shape: Shape; x: number; y: number; fill: string }) {
  const stroke = vars.color.surface;
  if (shape === 'circle') return <circle cx={x} cy={y} r={7} fill={fill} stroke={stroke} strokeWidth={2} />;
  if (shape === 'diamond') {
    return (
      <rect
        x={x - 6}
        y={y - 6}
        width={12}
        height={12}
        transform={`rotate(45 ${x} ${y})`}
        fill={fill}
        stroke={stroke}
        strokeWidth={2}
      />
    );
  }
  return (
    <path d={`M ${x} ${y - 8} L ${x + 8} ${y + 6} L ${x - 8} ${y + 6} Z`} fill={fill} stroke={stroke} strokeWidth={2} />
  );
}

const formatScore = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/**
 * A person's trait scores, or several people's overlaid, as an SVG chart: one track a trait from `min`
 * to `max`, a marker a person. The drawing is hidden from assistive technology; a table with the same
 * figures is read instead.
 */
export const TraitChart = forwardRef<HTMLElement, TraitChartProps>(function TraitChart(
  {
    title,
    traits,
    series,
    min = 10,
    max = 50,
    scaleLabels,
    emptyText = 'No scores yet.',
    missingText = 'No score',
    traitHeading = 'Trait',
    ...rest
  },
  ref,
) {
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
    return { shape: SHAPES[chosen] ?? 'circle', tone: TONES[chosen] ?? TONES[0] };
  });
  const fontSize = 14;
  return (
    <Figure ref={ref} aria-labelledby={captionId} {...rest}>
      <Caption id={captionId}>{title}</Caption>
      <Drawing
        viewBox={`0 0 ${CHART_WIDTH} ${layout.height}`}
        aria-hidden="true"
        focusable="false"
        data-testid="trait-chart-drawing"
      >
        <g data-part="legend" fontSize={fontSize}>
          {people.map((person, i) => {
            const x = TRACK_START + i * 170;
            return (
              <g key={person.name}>
                <Marker
                  shape={markerOf[i]?.shape ?? 'circle'}
                  x={x + 8}
                  y={layout.legendY}
                  fill={markerOf[i]?.tone ?? TONES[0]}
                />
                <text x={x + 22} y={layout.legendY + 5} fill={vars.color.text}>
                  {person.name}
                </text>
              </g>
            );
          })}
        </g>
        {layout.rows.map((row) => (
          <g key={row.key} data-part="trait" data-trait={row.key}>
            <text x={TRACK_START} y={row.labelY} fontSize={fontSize} fontWeight={600} fill={vars.color.text}>
              {row.lines.map((line, i) => (
                <tspan key={i} x={TRACK_START} dy={i === 0 ? 0 : 18}>
                  {line}
                </tspan>
              ))}
            </text>
            <line
              x1={TRACK_START}
              x2={TRACK_END}
              y1={row.trackY}
              y2={row.trackY}
              stroke={vars.color.borderStrong}
              strokeWidth={4}
              strokeLinecap="round"
            />
            {row.markers.map((x, i) =>
              x === null ? null : (
                <Marker
                  key={i}
                  shape={markerOf[i]?.shape ?? 'circle'}
                  x={x}
                  y={row.trackY}
                  fill={markerOf[i]?.tone ?? TONES[0]}
                />
              ),
            )}
            <text x={VALUES_START} y={row.trackY + 5} fontSize={fontSize} fill={vars.color.text}>
              {row.values.map((value, i) => (
                <tspan key={i} fill={markerOf[i]?.tone ?? TONES[0]} fontWeight={700}>
                  {`${i > 0 ? ' · ' : ''}${value === null ? '–' : formatScore(value)}`}
                </tspan>
              ))}
            </text>
          </g>
        ))}
        <g data-part="axis" fontSize={12} fill={vars.color.textMuted}>
          {layout.ticks.map((tick) => (
            <g key={tick.value}>
              <line x1={tick.x} x2={tick.x} y1={layout.axisY - 6} y2={layout.axisY} stroke={vars.color.borderStrong} />
              <text x={tick.x} y={layout.axisY + 12} textAnchor="middle">
                {formatScore(tick.value)}
              </text>
            </g>
          ))}
          {scaleLabels ? (
            <>
              <text x={TRACK_START} y={layout.axisY + 28}>
                {scaleLabels[0]}
              </text>
              <text x={TRACK_END} y={layout.axisY + 28} textAnchor="end">
                {scaleLabels[1]}
              </text>
            </>
          ) : null}
        </g>
      </Drawing>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
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
                  <td key={i}>{value === null ? missingText : formatScore(value)}</td>
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
