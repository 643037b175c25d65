import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { InsightProvider } from '../../theme';
import { HistorySparkline } from './HistorySparkline';
import { placesOf, takesOf } from './layout';

const points = [
  { date: '2025-03-03', percentile: 12 },
  { date: '2025-09-01', percentile: 20 },
  { date: '2026-03-02', percentile: 29 },
] as const;

describe('HistorySparkline', () => {
  it('is an image whose name says every take in words, oldest first', () => {
    render(<HistorySparkline label="Agreeableness over time" points={points} />);
    expect(
      screen.getByRole('img', {
        name:
          'Agreeableness over time: 12th percentile on Mar 3, 2025; 20th percentile on Sep 1, 2025; ' +
          '29th percentile on Mar 2, 2026',
      }),
    ).toBeInTheDocument();
  });

  it('shows the newest percentile and the first and last dates beside the line, hidden from screen readers', () => {
    const { container } = render(<HistorySparkline label="Agreeableness over time" points={points} />);
    const latest = container.querySelector('[data-part="latest"]');
    expect(latest).toHaveTextContent('29th');
    expect(latest).toHaveAttribute('aria-hidden', 'true');
    const dates = container.querySelector('[data-part="dates"]');
    expect(dates).toHaveTextContent('Mar 3, 2025Mar 2, 2026');
    expect(dates).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('[data-part="dot"]')).toHaveLength(3);
  });

  it('draws the takes by date whatever order they come in, and only the newest ten', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      date: `2025-${String(12 - i).padStart(2, '0')}-01`,
      percentile: 10 + i,
    }));
    const takes = takesOf(many);
    expect(takes).toHaveLength(10);
    expect(takes.map((take) => take.percentile)).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10]);
    const { container } = render(<HistorySparkline label="Openness" points={[many[0]!, many[1]!, ...many.slice(2)]} />);
    expect(container.querySelectorAll('[data-part="dot"]')).toHaveLength(10);
  });

  it('places a take across by its date and up by its percentile', () => {
    const takes = takesOf([
      { date: '2025-01-01', percentile: 1 },
      { date: '2025-01-11', percentile: 99 },
      { date: '2025-01-31', percentile: 50 },
    ]);
    expect(placesOf(takes)).toEqual([
      { x: 0, y: 100 },
      { x: (10 / 30) * 100, y: 0 },
      { x: 100, y: 50 },
    ]);
    // All on one day: evenly spaced.
    const sameDay = takesOf([
      { date: '2025-01-01', percentile: 40 },
      { date: '2025-01-01', percentile: 60 },
    ]);
    expect(placesOf(sameDay).map((place) => place.x)).toEqual([0, 100]);
  });

  it('leaves out a take without a date or a percentile; with none left it says there is nothing yet', () => {
    expect(
      takesOf([
        { date: 'not a date', percentile: 40 },
        { date: '2025-01-01', percentile: Number.NaN },
        { date: new Date(2025, 5, 1), percentile: 140 },
      ]),
    ).toEqual([{ time: new Date(2025, 5, 1).getTime(), date: new Date(2025, 5, 1), percentile: 99 }]);
    render(
      <HistorySparkline
        label="Openness"
        points={[
          { date: 'never', percentile: 3 },
          { date: 'never', percentile: 4 },
        ]}
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No scores yet.')).toBeInTheDocument();
  });

  it('adds a visually hidden table of the takes when asked', () => {
    render(<HistorySparkline label="Agreeableness over time" points={points} table />);
    const table = screen.getByRole('table', { name: 'Agreeableness over time' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DatePercentile', 'Mar 3, 202512th', 'Sep 1, 202520th', 'Mar 2, 202629th']);
    expect(within(table).getAllByRole('rowheader')[0]?.querySelector('time')).toHaveAttribute('datetime', '2025-03-03');
  });

  it("writes dates in the provider's locale, or the one it is given, with the provider's words", () => {
    render(
      <InsightProvider
        locale="de-DE"
        strings={{ historyPoint: (date, percentile) => `${percentile}. Perzentil am ${date}`, percentileShort: String }}
      >
        <HistorySparkline label="Verträglichkeit" points={points} />
        <HistorySparkline label="Agreeableness" points={points} locale="en-GB" dateFormat={{ dateStyle: 'long' }} />
      </InsightProvider>,
    );
    expect(
      screen.getByRole('img', {
        name: 'Verträglichkeit: 12. Perzentil am 03.03.2025; 20. Perzentil am 01.09.2025; 29. Perzentil am 02.03.2026',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Agreeableness: 12\. Perzentil am 3 March 2025;/ })).toBeInTheDocument();
  });

  it('forwards its ref', () => {
    const ref = createRef<HTMLDivElement>();
    render(<HistorySparkline ref={ref} label="Openness" points={points} data-testid="line" />);
    expect(ref.current).toBe(screen.getByTestId('line'));
  });
});
