import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InsightProvider } from '../../theme';
import { contrastRatio, themes } from '../../tokens';
import { layoutChart, positionOf, scoreOf } from './layout';
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

  it("says its title once: the table is named by the figure's caption, not by a caption of its own", () => {
    renderChart(
      <TraitChart title="Ada's traits" traits={traits} series={[{ name: 'Ada', values: { extraversion: 38 } }]} />,
    );
    const figure = screen.getByRole('figure', { name: "Ada's traits" });
    const table = within(figure).getByRole('table', { name: "Ada's traits" });
    expect(table.querySelector('caption')).toBeNull();
    expect(table.getAttribute('aria-labelledby')).toBe(figure.querySelector('figcaption')?.id);
  });

  it("formats scores for the provider's locale and takes its words (a prop still wins)", () => {
    render(
      <InsightProvider locale="de-DE" strings={{ trait: 'Eigenschaft', noScore: 'Kein Wert' }}>
        <TraitChart
          title="Adas Eigenschaften"
          traits={traits}
          series={[{ name: 'Ada', values: { extraversion: 38, agreeableness: 24.5 } }]}
        />
        <TraitChart title="Leer" traits={traits} series={[{ name: 'Ada', values: {} }]} emptyText="Noch nichts." />
      </InsightProvider>,
    );
    const table = screen.getByRole('table', { name: 'Adas Eigenschaften' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['EigenschaftAda', 'Extraversion38', 'Agreeableness24,5', 'Intellect / ImaginationKein Wert']);
    expect(screen.getByText('Noch nichts.')).toBeInTheDocument();
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
  it('places the ends of the scale at the ends of the track, in percent of its length', () => {
    expect(positionOf(10, 10, 50)).toBe(0);
    expect(positionOf(30, 10, 50)).toBe(50);
    expect(positionOf(50, 10, 50)).toBe(100);
    expect(scoreOf(undefined, 10, 50)).toBeNull();
    const layout = layoutChart(
      [
        { key: 'a', label: 'Short' },
        { key: 'b', label: 'A label long enough to need a second line on a phone' },
      ],
      [
        { name: 'Ada', values: { a: 30, b: 60 } },
        { name: 'Grace', values: { b: 20 } },
      ],
      10,
      50,
    );
    const [a, b] = layout.rows;
    expect(a).toEqual({ key: 'a', label: 'Short', values: [30, null], positions: [50, null] });
    // Out of range: kept on the scale, at its end.
    expect(b?.values).toEqual([50, 20]);
    expect(b?.positions).toEqual([100, 25]);
    expect(layout.ticks).toEqual([
      { value: 10, position: 0 },
      { value: 30, position: 50 },
      { value: 50, position: 100 },
    ]);
    expect(() => layoutChart([], [], 50, 50)).toThrow(RangeError);
  });
});

describe('TraitChart drawing', () => {
  it('writes each label above its track, with the scores beside the label, as text (not scaled SVG text)', () => {
    const { container } = renderChart(
      <TraitChart
        title="Ada and Grace"
        traits={traits}
        scaleLabels={['Low', 'High']}
        series={[
          { name: 'Ada', values: { extraversion: 38, agreeableness: 20.5 } },
          { name: 'Grace', values: { extraversion: 22 } },
        ]}
      />,
    );
    const drawing = screen.getByTestId('trait-chart-drawing');
    expect(drawing.querySelector('text')).toBeNull();
    const row = container.querySelector('[data-trait="agreeableness"]');
    const parts = [...(row?.children ?? [])].map((part) => part.getAttribute('data-part'));
    expect(parts).toEqual(['label', 'values', 'track']);
    expect(row?.querySelector('[data-part="label"]')).toHaveTextContent('Agreeableness');
    expect(row?.querySelector('[data-part="values"]')).toHaveTextContent('20.5 · –');
    const legend = drawing.querySelector('[data-part="legend"]');
    expect(legend).toHaveTextContent('AdaGrace');
    expect(drawing.querySelector('[data-part="axis"]')).toHaveTextContent('103050LowHigh');
  });

  it('places a marker along its track by a logical offset (right to left mirrors it)', () => {
    const { container } = renderChart(
      <TraitChart title="Ada" traits={traits} series={[{ name: 'Ada', values: { extraversion: 20 } }]} />,
    );
    const marker = container.querySelector('[data-trait="extraversion"] [data-part="track"] svg');
    expect(marker?.getAttribute('style')).toContain('inset-inline-start: 25%');
  });

  it('draws up to nine people, each with a shape of their own, and leaves out a tenth', () => {
    const people = Array.from({ length: 10 }, (_, i) => ({ name: `P${i + 1}`, values: { extraversion: 10 + i * 4 } }));
    const { container } = renderChart(<TraitChart title="A circle" traits={traits} series={people} />);
    const table = screen.getByRole('table', { name: 'A circle' });
    const heading = within(table).getAllByRole('row')[0]?.textContent ?? '';
    expect(heading).toContain('P9');
    expect(heading).not.toContain('P10');
    const legend = container.querySelector('[data-part="legend"]');
    const shapes = [...(legend?.querySelectorAll('svg') ?? [])].map((svg) =>
      svg.innerHTML.replace(/fill="[^"]*"/g, ''),
    );
    expect(shapes).toHaveLength(9);
    expect(new Set(shapes).size).toBe(9);
  });

  it.each(['light', 'dark'] as const)(
    'gives every marker tone 4.5:1 on the surface and the page in the %s theme',
    (name) => {
      const colors = themes[name];
      for (const tone of [
        colors.primary,
        colors.warning,
        colors.success,
        colors.dangerText,
        colors.info,
        colors.textMuted,
      ]) {
        expect(contrastRatio(tone, colors.surface)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(tone, colors.background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
