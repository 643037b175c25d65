import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { InsightProvider } from '../../theme';
import { PercentileBar } from './PercentileBar';

const group = 'women aged 21–40';

describe('PercentileBar', () => {
  it('is a meter named by its label, from 1 to 99, whose value text is the sentence', () => {
    render(<PercentileBar label="Agreeableness" percentile={2} group={group} />);
    const meter = screen.getByRole('meter', { name: 'Agreeableness' });
    expect(meter).toHaveAttribute('aria-valuenow', '2');
    expect(meter).toHaveAttribute('aria-valuemin', '1');
    expect(meter).toHaveAttribute('aria-valuemax', '99');
    expect(meter).toHaveAttribute('aria-valuetext', 'Higher than 2% of women aged 21–40');
    // Shown too: the percentile and the sentence (hidden from screen readers, who hear the meter say them).
    expect(screen.getByText('2nd percentile')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Higher than 2% of women aged 21–40')).toHaveAttribute('aria-hidden', 'true');
  });

  it('forwards its ref and passes attributes to its root', () => {
    const ref = createRef<HTMLDivElement>();
    render(<PercentileBar ref={ref} label="Openness" percentile={8} group={group} data-testid="bar" />);
    expect(ref.current).toBe(screen.getByTestId('bar'));
    expect(ref.current).toHaveAttribute('data-variant', 'standard');
  });

  it.each([
    [0, '1', '1st percentile'],
    [45.6, '46', '46th percentile'],
    [22, '22', '22nd percentile'],
    [13, '13', '13th percentile'],
    [120, '99', '99th percentile'],
  ])('rounds %s and holds it to 1–99: %s', (percentile, now, figure) => {
    render(<PercentileBar label="Extraversion" percentile={percentile} group={group} />);
    expect(screen.getByRole('meter', { name: 'Extraversion' })).toHaveAttribute('aria-valuenow', now);
    expect(screen.getByText(figure)).toBeInTheDocument();
  });

  it('says "No score", without a meter, for a percentile that is not a number', () => {
    render(<PercentileBar label="Neuroticism" percentile={Number.NaN} group={group} />);
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByText('Neuroticism')).not.toHaveAttribute('aria-hidden');
    expect(screen.getByText('No score')).toBeInTheDocument();
  });

  it('places the marker along the track by a logical offset, 1 at the start and 99 at the end', () => {
    const { container } = render(
      <>
        <PercentileBar label="A" percentile={1} group={group} />
        <PercentileBar label="B" percentile={50} group={group} />
        <PercentileBar label="C" percentile={99} group={group} />
      </>,
    );
    const offsets = [...container.querySelectorAll('[data-part="marker"]')].map((marker) =>
      marker.getAttribute('style'),
    );
    expect(offsets).toEqual(['inset-inline-start: 0%;', 'inset-inline-start: 50%;', 'inset-inline-start: 100%;']);
  });

  it('shades the average zone between the edges it is given and names the three zones', () => {
    const { container } = render(
      <PercentileBar label="Conscientiousness" percentile={13} group={group} zones={[69, 31]} />,
    );
    const zone = container.querySelector('[data-part="average-zone"]');
    const from = (31 - 1) / 98;
    const to = (69 - 1) / 98;
    expect(zone?.getAttribute('style')).toBe(
      `inset-inline-start: ${from * 100}%; inset-inline-end: ${100 - to * 100}%;`,
    );
    expect(container.querySelectorAll('[data-part="zone-edge"]')).toHaveLength(2);
    const names = container.querySelector('[data-part="zones"]');
    expect(names).toHaveAttribute('aria-hidden', 'true');
    expect(names).toHaveTextContent('LowAverageHigh');
  });

  it('says the level in words after the percentile', () => {
    render(<PercentileBar label="Trust" percentile={45} group={group} level="average" />);
    const level = screen.getByText('Average');
    expect(level).toBeVisible();
    expect(level.closest('[aria-hidden]')).toBeNull();
    expect(screen.getByText('45th percentile')).toBeInTheDocument();
  });

  it.each([
    [6, 40, '+6 points since last time', 'up'],
    [-3, 40, '−3 points since last time', 'down'],
    [1, 40, '+1 point since last time', 'up'],
    [0, 40, 'No change since last time', null],
  ])('says a change of %s in words with its sign', (change, percentile, words, direction) => {
    const { container } = render(
      <PercentileBar label="Extraversion" percentile={percentile} group={group} change={change} />,
    );
    const said = screen.getByText(words);
    expect(said.closest('[aria-hidden]')).toBeNull();
    expect(container.querySelector('[data-part="change"] svg')?.getAttribute('data-direction') ?? null).toBe(direction);
    // The last take's place, as a ring on the bar (none without a change).
    const previous = container.querySelector('[data-part="previous"]');
    if (change === 0) expect(previous).toBeNull();
    else
      expect(previous?.getAttribute('style')).toBe(`inset-inline-start: ${((percentile - change - 1) / 98) * 100}%;`);
  });

  it('says nothing about a change when it is not given', () => {
    const { container } = render(<PercentileBar label="Openness" percentile={8} group={group} />);
    expect(container.querySelector('[data-part="change"]')).toBeNull();
    expect(screen.queryByText(/since last time/)).toBeNull();
  });

  it('compact: the short percentile and the level on the line, no sentence shown, the same meter', () => {
    const { container } = render(
      <PercentileBar label="Trust" percentile={45} group={group} variant="compact" level="average" zones={[31, 69]} />,
    );
    expect(screen.getByRole('meter', { name: 'Trust' })).toHaveAttribute(
      'aria-valuetext',
      'Higher than 45% of women aged 21–40',
    );
    expect(screen.getByText('45th')).toBeInTheDocument();
    expect(screen.queryByText('Higher than 45% of women aged 21–40')).toBeNull();
    expect(container.querySelector('[data-part="zones"]')).toBeNull();
    expect(container.querySelector('[data-part="average-zone"]')).not.toBeNull();
  });

  it('keeps a hidden label as the meter name', () => {
    render(<PercentileBar label="Agreeableness" percentile={2} group={group} hideLabel />);
    expect(screen.getByRole('meter', { name: 'Agreeableness' })).toBeInTheDocument();
  });

  it("formats the share for the provider's locale and says the provider's words", () => {
    render(
      <InsightProvider
        locale="de-DE"
        strings={{
          higherThan: (share, who) => `Höher als bei ${share} der ${who}`,
          percentile: (n) => `${n}. Perzentil`,
          percentileChange: (points, signed) =>
            points === 0 ? 'Unverändert' : `${signed} Punkte seit dem letzten Mal`,
        }}
      >
        <PercentileBar label="Verträglichkeit" percentile={2} group="Frauen von 21 bis 40" change={-3} />
      </InsightProvider>,
    );
    expect(screen.getByRole('meter', { name: 'Verträglichkeit' })).toHaveAttribute(
      'aria-valuetext',
      'Höher als bei 2\u00a0% der Frauen von 21 bis 40',
    );
    expect(screen.getByText('2. Perzentil')).toBeInTheDocument();
    expect(screen.getByText('−3 Punkte seit dem letzten Mal')).toBeInTheDocument();
  });
});
