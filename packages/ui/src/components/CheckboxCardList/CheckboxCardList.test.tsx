import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxCardList, type CheckboxCardItem } from './CheckboxCardList';
import { selectionState, toggleAll, toggleItem } from './selection';

const items: CheckboxCardItem[] = [
  { id: '1', name: 'Career Guide', description: 'A long description of the career guide. '.repeat(6) },
  { id: '2', name: 'Sports Guide' },
  { id: '3', name: 'Personal Guide' },
];
const ids = items.map((i) => i.id);

describe('selection helpers', () => {
  it('tells all, some and none', () => {
    expect(selectionState(ids, [])).toBe('none');
    expect(selectionState(ids, ['2'])).toBe('some');
    expect(selectionState(ids, ['3', '1', '2'])).toBe('all');
    expect(selectionState([], [])).toBe('none');
  });

  it('selects all / none and keeps values that are not items', () => {
    expect(toggleAll(ids, ['x', '2'], true)).toEqual(['x', '1', '2', '3']);
    expect(toggleAll(ids, ['x', '2'], false)).toEqual(['x']);
  });

  it('ticks one item in the items order', () => {
    expect(toggleItem(ids, ['3'], '1', true)).toEqual(['1', '3']);
    expect(toggleItem(ids, ['1', '3'], '1', false)).toEqual(['3']);
  });
});

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return <CheckboxCardList legend="Guides to share" items={items} value={value} onChange={setValue} />;
}

describe('CheckboxCardList', () => {
  it('Select All ticks every card; unticking one unticks Select All (mixed)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const all = screen.getByRole('checkbox', { name: 'Select All' });
    expect(all).not.toBeChecked();
    await user.click(all);
    for (const item of items) expect(screen.getByRole('checkbox', { name: item.name })).toBeChecked();
    expect(all).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Sports Guide' }));
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Sports Guide' }));
    expect(all).toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(false);
    await user.click(all);
    for (const item of items) expect(screen.getByRole('checkbox', { name: item.name })).not.toBeChecked();
  });

  it('ticking every card by hand checks Select All', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['1', '2']} />);
    await user.click(screen.getByRole('checkbox', { name: 'Personal Guide' }));
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toBeChecked();
  });

  it('names the group and cuts long descriptions with Read more', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Guides to share' })).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('disables Select All when there is nothing to pick', () => {
    render(<CheckboxCardList legend="Guides" items={[]} value={[]} onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toBeDisabled();
  });
});
