import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InsightProvider } from '../../theme';
import { layoutChart, scoreOf, wrapLabel, xOf, TRACK_END, TRACK_START } from './layout';
import { TraitChart } from './TraitChart';

const traits = [
  { key: 'extraversion', label: 'Extraversion' },
  { key: 'agreeableness', label: 'Agreeableness' },
  { key: 'intellect', label: 'Intellect / Imagination' },
];

const renderChart = (ui: React.ReactElement) => render(<InsightProvider>{ui}</InsightProvider>);

describe('TraitChart', () => {
  it('is a figure named by its caption, with a table of the same figures for screen readers', () => {
    renderChart(
      <TraitChart
        title="Ada's traits"
        traits={traits}
        series={[{ name: 'Ada', values: { extraversion: 38, agreeableness: 24.5 } }]}
      />,
    );
    const figure = screen.getByRole('figure', { name: "Ada's traits" });
    expect(within(figure).getByTestId('trait-chart-drawing')).toHaveAttribute('aria-hidden', 'true');
    const table = within(figure).getByRole('table', { name: "Ada's traits" });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['TraitAda', 'Extraversion38', 'Agreeableness24.5', 'Intellect / ImaginationNo score']);
  });

  it('overlays two people with a column and a marker shape each', () => {
    const { container } = renderChart(
      <TraitChart
        title="Ada and Grace"
        traits={traits}
        series={[
          { name: 'Ada', values: { extraversion: 38, agreeableness: 20, intellect: 45 } },
          { name: 'Grace', values: { extraversion: 22, agreeableness: 41, intellect: 44 } },
        ]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Trait', 'Ada', 'Grace']);
    const row = screen.getByRole('row', { name: /Agreeableness/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20', '41']);
    const trait = container.querySelector('[data-trait="agreeableness"]');
    expect(trait?.querySelectorAll('circle')).toHaveLength(1);
    expect(trait?.querySelectorAll('rect')).toHaveLength(1);
  });

  it("draws a series with the marker it asks for: a second person's own chart keeps their diamond", () => {
    const { container } = renderChart(
      <TraitChart
        title="Grace"
        traits={traits}
        series={[{ name: 'Grace', values: { extraversion: 22 }, marker: 'second' }]}
      />,
    );
    const trait = container.querySelector('[data-trait="extraversion"]');
    expect(trait?.querySelectorAll('rect')).toHaveLength(1);
    expect(trait?.querySelectorAll('circle')).toHaveLength(0);
  });

  it('says so, without a drawing or a table, when no one has a score', () => {
    renderChart(
      <TraitChart
        title="Traits"
        traits={traits}
        series={[{ name: 'Ada', values: {} }]}
        emptyText="Take the questionnaire to see your traits."
      />,
    );
    expect(screen.getByRole('figure', { name: 'Traits' })).toHaveTextContent(
      'Take the questionnaire to see your traits.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('trait-chart-drawing')).toBeNull();
  });

  it('keeps an out-of-range score on the scale and ignores one that is not a number', () => {
    renderChart(
      <TraitChart
        title="Traits"
        traits={traits}
        series={[{ name: 'Ada', values: { extraversion: 70, agreeableness: Number.NaN, intellect: 3 } }]}
      />,
    );
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['50', 'No score', '10']);
  });
});

describe('TraitChart layout', () => {
  it('wraps a long label at spaces and keeps a long word whole', () => {
    expect(wrapLabel('Emotional stability under pressure at work and at home, on a bad day', 30)).toEqual([
      'Emotional stability under',
      'pressure at work and at home,',
      'on a bad day',
    ]);
    expect(wrapLabel('Supercalifragilistic', 5)).toEqual(['Supercalifragilistic']);
  });

  it('maps the ends of the scale to the ends of the track, and rows grow with their label', () => {
    expect(xOf(10, 10, 50)).toBe(TRACK_START);
    expect(xOf(50, 10, 50)).toBe(TRACK_END);
    expect(scoreOf(undefined, 10, 50)).toBeNull();
    const layout = layoutChart(
      [
        { key: 'a', label: 'Short' },
        { key: 'b', label: 'A label long enough to need a second line in a chart of this width' },
        { key: 'c', label: 'Short' },
      ],
      [{ name: 'Ada', values: { a: 30 } }],
      10,
      50,
    );
    const [a, b, c] = layout.rows;
    expect(b?.lines).toHaveLength(2);
    // b sits lower under its two label lines than c does under its one.
    expect((b?.trackY ?? 0) - (a?.trackY ?? 0)).toBeGreaterThan((c?.trackY ?? 0) - (b?.trackY ?? 0));
    expect(a?.markers).toEqual([xOf(30, 10, 50)]);
    expect(() => layoutChart([], [], 50, 50)).toThrow(RangeError);
  });
});
