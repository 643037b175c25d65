import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { percentilePosition } from '../../internal/percentile';
import { useInsightLocale } from '../../theme/locale';
import { VisuallyHidden } from '../VisuallyHidden';
import { isoDay, placesOf, takesOf, type HistorySparklinePoint } from './layout';

export type { HistorySparklinePoint } from './layout';

/** Two takes or more: a history of one take is no line (it must not compile). */
export type HistorySparklinePoints = readonly [
  HistorySparklinePoint,
  HistorySparklinePoint,
  ...HistorySparklinePoint[],
];

export interface HistorySparklineProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What the line shows ('Agreeableness over time'): the start of the image's name, and the table's name. */
  label: string;
  /** The takes, in any order: drawn by date, the newest ten. */
  points: HistorySparklinePoints;
  /** The dates' language. Default: the InsightProvider's locale. */
  locale?: string;
  /** How a date is written (Intl.DateTimeFormat options). Default `{ dateStyle: 'medium' }`: 'Mar 3, 2025'. */
  dateFormat?: Intl.DateTimeFormatOptions;
  /** Adds a visually hidden table of the takes (date, percentile), for reading one by one. */
  table?: boolean;
}

/** The dots' and the line's room: half a dot each side of the drawing, so a take at 1 or 99 stays inside. */
const DOT = 8;

const Root = styled.div`
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightTight};
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
`;

const Plot = styled.div`
  flex: 1 1 auto;
  min-width: 5rem;
  padding: ${DOT / 2 + 1}px;
`;

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 2.5rem;
  overflow: visible;
`;

const Latest = styled.span`
  flex: none;
  font-weight: ${vars.font.weightBold};
  font-variant-numeric: tabular-nums;
`;

const Dates = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space.xxs} ${vars.space.md};
  padding-inline: ${DOT / 2 + 1}px;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};

  & > :last-child {
    margin-inline-start: auto;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const DEFAULT_DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * One trait's percentile over a person's dated takes (2 to 10): a small line, a dot a take, the newest
 * percentile at its end and the first and last dates under it. The drawing is an SVG image whose name says
 * every take in words ('Agreeableness over time: 12th percentile on Mar 3, 2025; …'); `table` adds a visually
 * hidden table of the same takes. Dates are written with Intl in the provider's locale (or `locale`).
 */
export const HistorySparkline = forwardRef<HTMLDivElement, HistorySparklineProps>(function HistorySparkline(
  { label, points, locale: localeProp, dateFormat = DEFAULT_DATE_FORMAT, table = false, ...rest },
  ref,
) {
  const { locale: providerLocale, strings } = useInsightLocale();
  const format = dateFormatter(localeProp ?? providerLocale, dateFormat);
  const takes = takesOf(points);
  const first = takes[0];
  const last = takes[takes.length - 1];
  if (!first || !last) {
    return (
      <Root ref={ref} data-empty="" {...rest}>
        <Empty>{strings.noScores}</Empty>
      </Root>
    );
  }
  const dates = takes.map((take) => format.format(take.date));
  const name = `${label}: ${takes.map((take, i) => strings.historyPoint(dates[i] ?? '', take.percentile)).join('; ')}`;
  const places = placesOf(takes);
  const middle = 100 - percentilePosition(50);
  return (
    <Root ref={ref} {...rest}>
      <Row>
        <Plot>
          <Svg
            role="img"
            aria-label={name}
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            focusable="false"
            data-part="drawing"
          >
            {/* The group's middle (the 50th percentile), dashed. */}
            <line
              x1={0}
              x2={100}
              y1={middle}
              y2={middle}
              stroke={vars.color.borderStrong}
              strokeWidth={1}
              strokeDasharray="3 3"
              vectorEffect="non-scaling-stroke"
            />
            <polyline
              points={places.map(({ x, y }) => `${x},${y}`).join(' ')}
              fill="none"
              stroke={vars.color.primary}
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
            {/* A dot a take: a line of no length with round ends, so it stays round however the box is stretched. */}
            {places.map(({ x, y }, i) => (
              <path
                key={i}
                d={`M ${x} ${y} h 0`}
                stroke={vars.color.primary}
                strokeWidth={i === places.length - 1 ? DOT + 2 : DOT}
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
                data-part="dot"
              />
            ))}
          </Svg>
        </Plot>
        <Latest aria-hidden="true" data-part="latest">
          {strings.percentileShort(last.percentile)}
        </Latest>
      </Row>
      <Dates aria-hidden="true" data-part="dates">
        <span>{dates[0]}</span>
        {takes.length > 1 ? <span>{dates[dates.length - 1]}</span> : null}
      </Dates>
      {table ? (
        <VisuallyHidden>
          <table aria-label={label}>
            <thead>
              <tr>
                <th scope="col">{strings.date}</th>
                <th scope="col">{strings.percentileHeading}</th>
              </tr>
            </thead>
            <tbody>
              {takes.map((take, i) => (
                <tr key={i}>
                  <th scope="row">
                    <time dateTime={isoDay(take.date)}>{dates[i]}</time>
                  </th>
                  <td>{strings.percentileShort(take.percentile)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      ) : null}
    </Root>
  );
});
HistorySparkline.displayName = 'HistorySparkline';
