import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InsightProvider } from '../../theme';
import { GroupChooser, type GroupChooserValue } from './GroupChooser';

const optionsOf = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

describe('GroupChooser', () => {
  it("is a group, 'Compared with', of two radio groups with the norms' options", () => {
    render(<GroupChooser />);
    const group = screen.getByRole('group', { name: 'Compared with' });
    const sex = within(group).getByRole('radiogroup', { name: 'Women or men' });
    const age = within(group).getByRole('radiogroup', { name: 'Age' });
    expect(optionsOf(sex)).toEqual(['Women', 'Men', 'Both, averaged (prefer not to say)']);
    expect(optionsOf(age)).toEqual(['Under 21', '21–40', '41–60', 'Over 60']);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('uncontrolled: a press chooses, and onChange gets the whole value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<GroupChooser onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Men' }));
    expect(onChange).toHaveBeenLastCalledWith({ sex: 'male' });
    await user.click(screen.getByRole('radio', { name: '41–60' }));
    expect(onChange).toHaveBeenLastCalledWith({ sex: 'male', ageBand: '41-60' });
    expect(screen.getByRole('radio', { name: 'Men' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '41–60' })).toBeChecked();
  });

  it('arrow keys move the choice within a group, and onChange follows', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<GroupChooser defaultValue={{ sex: 'female', ageBand: '21-40' }} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Women' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Men' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith({ sex: 'male', ageBand: '21-40' });
    await user.tab();
    expect(screen.getByRole('radio', { name: '21–40' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ sex: 'male', ageBand: '41-60' });
  });

  it('controlled: shows the value it is given, and asks for a change through onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<GroupChooser value={{ sex: 'unspecified', ageBand: 'over60' }} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Women' }));
    expect(onChange).toHaveBeenLastCalledWith({ sex: 'female', ageBand: 'over60' });
    // Nothing moves until the owner gives the new value.
    expect(screen.getByRole('radio', { name: 'Both, averaged (prefer not to say)' })).toBeChecked();
    rerender(<GroupChooser value={{ sex: 'female', ageBand: 'over60' }} onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Women' })).toBeChecked();
  });

  it('works in a parent that keeps the value', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [group, setGroup] = useState<GroupChooserValue>({ sex: 'female', ageBand: '21-40' });
      return (
        <>
          <GroupChooser value={group} onChange={setGroup} />
          <output>{`${group.sex} ${group.ageBand}`}</output>
        </>
      );
    }
    render(<Owner />);
    await user.click(screen.getByRole('radio', { name: 'Under 21' }));
    expect(screen.getByRole('status')).toHaveTextContent('female under21');
    expect(screen.getByRole('radio', { name: 'Under 21' })).toBeChecked();
  });

  it('is described by its hint', () => {
    render(<GroupChooser hint="Your results change at once." />);
    expect(screen.getByRole('group', { name: 'Compared with' })).toHaveAccessibleDescription(
      'Your results change at once.',
    );
  });

  it("says the provider's words; the legends given as props win", () => {
    render(
      <InsightProvider
        strings={{
          comparedWith: 'Verglichen mit',
          groupSex: 'Frauen oder Männer',
          groupWomen: 'Frauen',
          groupMen: 'Männer',
          groupBoth: 'Beide, gemittelt (keine Angabe)',
          groupUnder21: 'Unter 21',
          groupOver60: 'Über 60',
        }}
      >
        <GroupChooser ageLegend="Alter" />
      </InsightProvider>,
    );
    const group = screen.getByRole('group', { name: 'Verglichen mit' });
    expect(optionsOf(within(group).getByRole('radiogroup', { name: 'Frauen oder Männer' }))).toEqual([
      'Frauen',
      'Männer',
      'Beide, gemittelt (keine Angabe)',
    ]);
    expect(optionsOf(within(group).getByRole('radiogroup', { name: 'Alter' }))).toEqual([
      'Unter 21',
      '21–40',
      '41–60',
      'Über 60',
    ]);
  });

  it('disables every option; forwards its ref to the outer group', () => {
    const ref = createRef<HTMLFieldSetElement>();
    render(<GroupChooser ref={ref} disabled defaultValue={{ sex: 'male' }} name="group" />);
    expect(ref.current).toBe(screen.getByRole('group', { name: 'Compared with' }));
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Men' })).toHaveAttribute('name', 'group-sex');
    expect(screen.getByRole('radio', { name: 'Over 60' })).toHaveAttribute('name', 'group-age');
  });
});
