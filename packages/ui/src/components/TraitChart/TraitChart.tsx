import { forwardRef, Fragment, useId, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { VisuallyHidden } from '../VisuallyHidden';
import { hasAnyScore, layoutChart, TRAIT_CHART_MARKERS, type TraitChartSeries, type TraitChartTrait } from './layout';
import { useInsightLocale } from '../../theme/locale';

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

/**
 * The person markers, by position: a shape each (nine, so a circle of people never shares one; shapes carry the
 * difference for colour blindness and in print) and a tone (six, cycling; each at 4.5:1 or more on the surface and the page, as scores are written in it).
 */
const TONES = [
  vars.color.primary,
  vars.color.warning,
  vars.color.success,
  vars.color.dangerText,
  vars.color.info,
  vars.color.textMuted,
] as const;
const SHAPES = [
  'circle',
  'diamond',
  'triangle',
  'square',
  'triangleDown',
  'hexagon',
  'star',
  'pentagon',
  'plus',
] as const;
type Shape = (typeof SHAPES)[number];
const MAX_SERIES = SHAPES.length;
const toneAt = (i: number) => TONES[i % TONES.length] ?? TONES[0];

/** The points of a regular polygon (or a star, with an inner radius) centred on (c, c), its first point up. */
function polygonPoints(c: number, sides: number, radius: number, inner?: number): string {
  const count = inner === undefined ? sides : sides * 2;
  return Array.from({ length: count }, (_, k) => {
    const r = inner !== undefined && k % 2 === 1 ? inner : radius;
    const angle = -Math.PI / 2 + (k * 2 * Math.PI) / count;
    return `${(c + r * Math.cos(angle)).toFixed(2)},${(c + r * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

/** A marker's box (px); the track's ends are inset by more than half of it, so an end marker stays inside. */
const MARKER = 18;
/** The track's inset from the chart's edges: room for half a marker, or half of a three-digit end of the scale. */
const TRACK_INSET = vars.space.md;

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

/**
 * The drawing: HTML text on the type scale, laid out by a grid (a label and its scores on one line, the
 * track under them), so it reflows at any width; nothing is scaled, so no text shrinks on a phone.
 */
const Drawing = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) max-content;
  column-gap: ${vars.space.md};
  max-width: 45rem;
  line-height: ${vars.font.lineHeightTight};
  /* The track and the markers are backgrounds and fills: keep them in print. */
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;
`;

const Legend = styled.ul`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs} ${vars.space.lg};
  margin: 0 0 ${vars.space.md};
  padding: 0;
  list-style: none;
  font-size: ${vars.font.sizeSm};

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xs};
  }
`;

/** One trait: the label and the scores on a line (they wrap), the track under them. */
/*
 * A trait: its name and its scores on one line while they fit (the scores at the end), else the scores on a line
 * of their own under the name (names keep their words whole; a circle's many scores wrap at the end); the track
 * always on its own line.
 */
const Row = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  column-gap: ${vars.space.md};
  row-gap: ${vars.space.xxs};
  margin-block-end: ${vars.space.sm};
`;

const Label = styled.span`
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightMedium};
  flex: 1 1 auto;
  overflow-wrap: break-word;
`;

const Values = styled.span`
  align-self: end;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightBold};
  font-variant-numeric: tabular-nums;
  margin-inline-start: auto;
  max-width: 100%;
  text-align: end;

  & > span {
    white-space: nowrap;
  }
`;

const Track = styled.div`
  grid-column: 1 / -1;
  flex: 1 1 100%;
  position: relative;
  height: 22px;
  margin-inline: ${TRACK_INSET};

  &::before {
    content: '';
    position: absolute;
    inset-inline: 0;
    top: 50%;
    height: 4px;
    margin-block-start: -2px;
    border-radius: ${vars.radius.round};
    background: ${vars.color.borderStrong};
  }
`;

/** A marker centred on its place along the track (logical offsets, so right to left mirrors it). */
const MarkerAt = styled.svg`
  position: absolute;
  top: 50%;
  margin-block-start: -${MARKER / 2}px;
  margin-inline-start: -${MARKER / 2}px;
  overflow: visible;
`;

const Axis = styled.div`
  grid-column: 1 / -1;
  margin-inline: ${TRACK_INSET};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
`;

const Ticks = styled.div`
  position: relative;
  height: calc(6px + ${vars.space.xxs} + 1lh);
`;

/** A zero-width column at the tick's place: its line, and its number centred under it (overflowing both sides alike). */
const Tick = styled.span`
  position: absolute;
  top: 0;
  width: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.xxs};
  white-space: nowrap;

  &::before {
    content: '';
    width: 1px;
    height: 6px;
    background: ${vars.color.borderStrong};
  }
`;

const ScaleLabels = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space.xs} ${vars.space.lg};

  /* The high end's words stay at the end, on a line of their own when both do not fit. */
  & > :last-child {
    margin-inline-start: auto;
    text-align: end;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** The legend's marker: the same shape, in the flow of the text. */
const LegendMarker = styled.svg`
  flex: none;
  overflow: visible;
`;

/**
 * A person's marker: its shape centred in an 18 px box, filled with its tone, ringed by the surface colour;
 * on the track at `at` percent, or in the legend without it.
 */
function Marker({ shape, fill, at }: { shape: Shape; fill: string; at?: number }) {
  const c = MARKER / 2;
  const stroke = vars.color.surface;
  const drawn =
    shape === 'circle' ? (
      <circle cx={c} cy={c} r={7} fill={fill} stroke={stroke} strokeWidth={2} />
    ) : shape === 'diamond' ? (
      <rect
        x={c - 6}
        y={c - 6}
        width={12}
        height={12}
        transform={`rotate(45 ${c} ${c})`}
        fill={fill}
        stroke={stroke}
        strokeWidth={2}
      />
    ) : shape === 'triangle' ? (
      <path
        d={`M ${c} ${c - 8} L ${c + 8} ${c + 6} L ${c - 8} ${c + 6} Z`}
        fill={fill}
        stroke={stroke}
        strokeWidth={2}
      />
    ) : shape === 'square' ? (
      <rect x={c - 6.5} y={c - 6.5} width={13} height={13} fill={fill} stroke={stroke} strokeWidth={2} />
    ) : shape === 'triangleDown' ? (
      <path
        d={`M ${c} ${c + 8} L ${c + 8} ${c - 6} L ${c - 8} ${c - 6} Z`}
        fill={fill}
        stroke={stroke}
        strokeWidth={2}
      />
    ) : shape === 'plus' ? (
      <path
        d={`M ${c - 3} ${c - 8} h 6 v 5 h 5 v 6 h -5 v 5 h -6 v -5 h -5 v -6 h 5 Z`}
        fill={fill}
        stroke={stroke}
        strokeWidth={1.5}
      />
    ) : (
      <polygon
        points={
          shape === 'hexagon'
            ? polygonPoints(c, 6, 8)
            : shape === 'pentagon'
              ? polygonPoints(c, 5, 8)
              : polygonPoints(c, 5, 9, 4)
        }
        fill={fill}
        stroke={stroke}
        strokeWidth={shape === 'star' ? 1.5 : 2}
      />
    );
  const box = { width: MARKER, height: MARKER, viewBox: `0 0 ${MARKER} ${MARKER}`, focusable: 'false' as const };
  return at === undefined ? (
    <LegendMarker {...box}>{drawn}</LegendMarker>
  ) : (
    <MarkerAt {...box} style={{ insetInlineStart: `${at}%` }}>
      {drawn}
    </MarkerAt>
  );
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
