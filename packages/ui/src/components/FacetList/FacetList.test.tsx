import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { FacetList, type FacetListFacet } from './FacetList';

const long =
  'You tend to take people at their word and to assume the best of them until they show you otherwise, ' +
  'which makes it easy for others to work with you and to confide in you, and now and then easy to take advantage of.';

const facets: FacetListFacet[] = [
  { key: 'trust', name: 'Trust', percentile: 1, level: 'low', text: 'You are careful whom you trust.' },
  { key: 'morality', name: 'Morality', percentile: 45, level: 'average', text: 'Plain dealing, mostly.' },
  { key: 'altruism', name: 'Altruism', percentile: 72, level: 'high', text: long },
  { key: 'cooperation', name: 'Cooperation', percentile: 8, level: 'low', text: 'You stand your ground.' },
  { key: 'modesty', name: 'Modesty', percentile: 30, level: 'low', text: 'You say what you are good at.' },
  { key: 'sympathy', name: 'Sympathy', percentile: 60, level: 'average', text: 'You feel for others.' },
];

const renderList = () =>
  render(
    <FacetList
      trait={{ name: 'Agreeableness', percentile: 2, level: 'low', change: 6 }}
      facets={facets}
      group="women aged 21–40"
      headingLevel={3}
      zones={[31, 69]}
    />,
  );

describe('FacetList', () => {
  it("heads the list with the trait's name and its percentile, said as a meter with the sentence", () => {
    renderList();
    expect(screen.getByRole('heading', { level: 3, name: 'Agreeableness' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Agreeableness' })).toHaveAttribute(
      'aria-valuetext',
      'Higher than 2% of women aged 21–40',
    );
    expect(screen.getByText('2nd percentile')).toBeVisible();
    expect(screen.getByText('+6 points since last time')).toBeInTheDocument();
  });

  it('is a list named by the trait, one item a facet, in order', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Agreeableness' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items.map((item) => within(item).getByRole('meter').getAttribute('aria-valuenow'))).toEqual([
      '1',
      '45',
      '72',
      '8',
      '30',
      '60',
    ]);
  });

  it('gives each facet its name, a meter named by it, the level in words and its text', () => {
    renderList();
    const item = within(screen.getByRole('list', { name: 'Agreeableness' }))
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('data-facet') === 'morality');
    if (!item) throw new Error('no Morality item');
    expect(within(item).getByRole('meter', { name: 'Morality' })).toHaveAttribute(
      'aria-valuetext',
      'Higher than 45% of women aged 21–40',
    );
    expect(within(item).getByText('45th')).toBeInTheDocument();
    expect(within(item).getByText('Average')).toBeInTheDocument();
    expect(within(item).getByText('Plain dealing, mostly.')).toBeInTheDocument();
  });

  it("cuts only a long text, with a 'Read more' button the keyboard reaches", async () => {
    const user = userEvent.setup();
    renderList();
    const buttons = screen.getAllByRole('button', { name: 'Read more' });
    expect(buttons).toHaveLength(1);
    expect(screen.queryByText(long)).toBeNull();
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(long)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('forwards its ref; the heading level is the author’s', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <FacetList ref={ref} trait={{ name: 'Openness', percentile: 8 }} facets={[]} group="men" headingLevel={2} />,
    );
    expect(ref.current).toContainElement(screen.getByRole('heading', { level: 2, name: 'Openness' }));
  });
});
