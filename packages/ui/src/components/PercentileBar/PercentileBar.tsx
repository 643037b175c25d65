import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { formatShare, formatSignedPoints, percentilePosition, toPercentile } from '../../internal/percentile';
import { useInsightLocale, type InsightStrings } from '../../theme/locale';
import { Icon } from '../Icon';
import { visuallyHiddenStyles } from '../VisuallyHidden';

/** A score's level in its group: below, within or above the average zone. */
export type PercentileLevel = 'low' | 'average' | 'high';

/**
 * The two edges of the average zone, as percentiles: low below the first, high above the second. IPIP-NEO's
 * facet levels (T below 45, above 55) are about `[31, 69]`; the edges are the product's, so they are a prop.
 */
export type PercentileZones = readonly [averageFrom: number, highFrom: number];

export type PercentileBarVariant = 'standard' | 'compact';

export interface PercentileBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What is measured ('Agreeableness', 'Trust'): shown, and the meter's name. */
  label: ReactNode;
  /** The percentile in the comparison group, 1–99 (rounded and held to that range). */
  percentile: number;
  /** The comparison group in words, as it ends the sentence: 'women aged 21–40'. */
  group: string;
  /**
   * standard (default): the label and the percentile over the bar, the sentence under it. compact: one line
   * (label, bar, short percentile), for a list of facets; the sentence is still the meter's value.
   */
  variant?: PercentileBarVariant;
  /** Shades the low, average and high zones between these edges (and names them under a standard bar). */
  zones?: PercentileZones;
  /** The level in words after the percentile ('Average'); the words are the locale's. */
  level?: PercentileLevel;
  /**
   * The change since the last take, in percentile points (+6, −3, 0): said in words with its sign, and the
   * last take's place drawn as a ring on the bar. Omitted: nothing is said.
   */
  change?: number;
  /**
   * Keeps the label for assistive technology only, when a heading nearby already says it; the bar and the
   * percentile then share a line.
   */
  hideLabel?: boolean;
}

/** The marker's size (px): the track's ends are inset by half of it, so a marker at 1 or 99 stays inside. */
const MARKER = 16;
const TRACK = 8;

const levelWord = (strings: Readonly<InsightStrings>, level: PercentileLevel) =>
  level === 'low' ? strings.levelLow : level === 'high' ? strings.levelHigh : strings.levelAverage;

const Root = styled.div<{ $compact: boolean }>`
  container-type: inline-size;
  color: ${vars.color.text};
  font-size: ${({ $compact }) => ($compact ? vars.font.sizeSm : vars.font.sizeMd)};
  line-height: ${vars.font.lineHeightTight};
  /* The track and the marker are backgrounds: keep them in print. */
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;
`;

/**
 * standard: the label and the figure on a line (the figure at the end), the bar and its zone names under them,
 * then the sentence and the change. compact: label, bar and figure on one line while the row is 28rem or wider;
 * below that the label and the figure on a line and the bar under them. With the label hidden: the bar and the
 * figure on one line while the row is 28rem or wider, else the figure over the bar. Rows without content are
 * left out.
 */
const Layout = styled.div<{ $areas: string; $wide: { areas: string; columns: string } | null }>`
  display: grid;
  align-items: center;
  column-gap: ${vars.space.md};
  row-gap: ${vars.space.xs};
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: ${({ $areas }) => $areas};

  ${({ $wide }) =>
    $wide
      ? `@container (width >= 28rem) {
          grid-template-columns: ${$wide.columns};
          grid-template-areas: ${$wide.areas};
        }`
      : ''}
`;

const Label = styled.span<{ $hidden: boolean; $compact: boolean }>`
  grid-area: label;
  font-weight: ${({ $compact }) => ($compact ? vars.font.weightMedium : vars.font.weightBold)};
  overflow-wrap: break-word;
  ${({ $hidden }) => ($hidden ? visuallyHiddenStyles : '')}
`;

const Figure = styled.span`
  grid-area: figure;
  justify-self: end;
  text-align: end;

  /* Over the bar, where the hidden label would be: at the start; beside it, at the end. */
  [data-label='hidden'] > & {
    justify-self: start;
  }
  @container (width >= 28rem) {
    [data-label='hidden'] > & {
      justify-self: end;
    }
  }
  font-weight: ${vars.font.weightBold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  & > [data-part='level'] {
    font-weight: ${vars.font.weightRegular};
    color: ${vars.color.textMuted};
  }
`;

/** The meter: a box as tall as the marker, the track across its middle, inset by half a marker at each end. */
const Meter = styled.div`
  grid-area: bar;
  position: relative;
  min-width: 0;
  height: ${MARKER + 4}px;
  margin-inline: ${MARKER / 2}px;
`;

const Track = styled.div`
  position: absolute;
  inset-inline: 0;
  top: 50%;
  height: ${TRACK}px;
  margin-block-start: -${TRACK / 2}px;
  border-radius: ${vars.radius.round};
  background: ${vars.color.surfaceMuted};
  box-shadow: inset 0 0 0 1px ${vars.color.borderStrong};
  overflow: hidden;
`;

/** The average zone: a darker band between the two edges, each edge a line as tall as the marker. */
const AverageZone = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  background: ${vars.color.border};
`;

const Edge = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  width: 2px;
  margin-inline-start: -1px;
  background: ${vars.color.borderStrong};
`;

const Dot = styled.span<{ $previous: boolean }>`
  position: absolute;
  top: 50%;
  width: ${MARKER}px;
  height: ${MARKER}px;
  margin-block-start: -${MARKER / 2}px;
  margin-inline-start: -${MARKER / 2}px;
  border-radius: ${vars.radius.round};
  box-sizing: border-box;
  ${({ $previous }) =>
    $previous
      ? `border: 2px solid ${vars.color.textMuted}; background: ${vars.color.surface};`
      : `background: ${vars.color.primary}; border: 2px solid ${vars.color.surface}; box-shadow: 0 0 0 1px ${vars.color.primary};`}
`;

/** The zones' names under the bar: each in a box as wide as its zone, low at its start, high at its end. */
const ZoneNames = styled.div`
  grid-area: zones;
  display: flex;
  margin-inline: ${MARKER / 2}px;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};

  & > span {
    flex: none;
    white-space: nowrap;
  }
  & > span:nth-child(2) {
    text-align: center;
  }
  & > span:last-child {
    text-align: end;
  }
`;

const Texts = styled.div`
  grid-area: text;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xxs} ${vars.space.lg};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightNormal};
`;

const Change = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xxs};
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;

  & > svg[data-direction='down'] {
    transform: rotate(180deg);
  }
`;

const NoScore = styled.span`
  grid-area: bar;
  color: ${vars.color.textMuted};
`;

/**
 * One score as a share of a comparison group: 'Higher than 2% of women aged 21–40'. A bar from 1 to 99 with a
 * marker at the percentile, optionally the low, average and high zones, the level in words and the change since
 * the last take. The bar is a WAI-ARIA meter named by the label, its value the percentile and its value text the
 * sentence; what the drawing shows is said in words too, so colour never carries it alone.
 */
export const PercentileBar = forwardRef<HTMLDivElement, PercentileBarProps>(function PercentileBar(
  { label, percentile, group, variant = 'standard', zones, level, change, hideLabel = false, ...rest },
  ref,
) {
  const { locale, strings } = useInsightLocale();
  const labelId = useId();
  const compact = variant === 'compact';
  const value = toPercentile(percentile);
  const points = typeof change === 'number' && Number.isFinite(change) ? Math.round(change) : undefined;
  const previous = value !== null && points !== undefined && points !== 0 ? toPercentile(value - points) : null;
  const sentence = value === null ? '' : strings.higherThan(formatShare(value, locale), group);
  const edges =
    zones && value !== null && zones.every(Number.isFinite)
      ? [Math.min(...zones), Math.max(...zones)].map(percentilePosition)
      : null;
  const levelText = level ? levelWord(strings, level) : null;
  const changeText = points === undefined ? null : strings.percentileChange(points, formatSignedPoints(points, locale));

  const showZones = edges !== null && !compact;
  const showTexts = value !== null && (!compact || changeText !== null);
  const optional = (area: string, when: boolean) => (when ? [area] : []);
  const rows = [
    hideLabel ? `'figure figure'` : `'label figure'`,
    `'bar bar'`,
    ...optional(`'zones zones'`, showZones),
    ...optional(`'text text'`, showTexts),
  ];
  const wide = hideLabel
    ? {
        columns: 'minmax(0, 1fr) auto',
        areas: [`'bar figure'`, ...optional(`'zones .'`, showZones), ...optional(`'text text'`, showTexts)].join(' '),
      }
    : compact
      ? {
          columns: 'minmax(0, 11rem) minmax(6rem, 1fr) minmax(6.5rem, auto)',
          areas: [`'label bar figure'`, ...optional(`'text text text'`, showTexts)].join(' '),
        }
      : null;

  return (
    <Root ref={ref} data-variant={variant} data-level={level} $compact={compact} {...rest}>
      <Layout $areas={rows.join(' ')} $wide={wide} data-label={hideLabel ? 'hidden' : undefined}>
        {/* The meter's name: read as the meter's, not a second time before it. */}
        <Label
          id={labelId}
          data-part="label"
          aria-hidden={value === null ? undefined : true}
          $hidden={hideLabel}
          $compact={compact}
        >
          {label}
        </Label>
        {value === null ? (
          <NoScore data-part="no-score">{strings.noScore}</NoScore>
        ) : (
          <>
            <Meter
              role="meter"
              aria-labelledby={labelId}
              aria-valuemin={1}
              aria-valuemax={99}
              aria-valuenow={value}
              aria-valuetext={sentence}
              data-part="meter"
            >
              <Track data-part="track">
                {edges ? (
                  <AverageZone
                    data-part="average-zone"
                    style={{ insetInlineStart: `${edges[0]}%`, insetInlineEnd: `${100 - edges[1]}%` }}
                  />
                ) : null}
              </Track>
              {edges?.map((at, i) => (
                <Edge key={i} data-part="zone-edge" style={{ insetInlineStart: `${at}%` }} />
              ))}
              {previous !== null ? (
                <Dot $previous data-part="previous" style={{ insetInlineStart: `${percentilePosition(previous)}%` }} />
              ) : null}
              <Dot $previous={false} data-part="marker" style={{ insetInlineStart: `${percentilePosition(value)}%` }} />
            </Meter>
            {/* The figure repeats the meter's value, so only the level is read from it, after the meter. */}
            <Figure data-part="figure">
              <span aria-hidden="true">{compact ? strings.percentileShort(value) : strings.percentile(value)}</span>
              {levelText ? (
                <span data-part="level">
                  <span aria-hidden="true">{' · '}</span>
                  {levelText}
                </span>
              ) : null}
            </Figure>
            {showZones && edges ? (
              // The zones' names (said by the level word, when given, for screen readers).
              <ZoneNames aria-hidden="true" data-part="zones">
                <span style={{ width: `${edges[0]}%` }}>{strings.levelLow}</span>
                <span style={{ width: `${edges[1] - edges[0]}%` }}>{strings.levelAverage}</span>
                <span style={{ width: `${100 - edges[1]}%` }}>{strings.levelHigh}</span>
              </ZoneNames>
            ) : null}
            {showTexts ? (
              <Texts>
                {compact ? null : (
                  <span aria-hidden="true" data-part="sentence">
                    {sentence}
                  </span>
                )}
                {changeText !== null && points !== undefined ? (
                  <Change data-part="change">
                    {points !== 0 ? (
                      <Icon name="arrowUp" size="sm" data-direction={points < 0 ? 'down' : 'up'} />
                    ) : null}
                    {changeText}
                  </Change>
                ) : null}
              </Texts>
            ) : null}
          </>
        )}
      </Layout>
    </Root>
  );
});
PercentileBar.displayName = 'PercentileBar';
