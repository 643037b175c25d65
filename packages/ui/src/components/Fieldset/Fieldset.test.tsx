import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { declared, token } from '../../test/declared';
import { Fieldset } from './Fieldset';

const legendOf = (group: HTMLElement): HTMLElement => {
  const legend = group.querySelector('legend');
  if (!legend) throw new Error('the group has no legend');
  return legend;
};

describe('Fieldset', () => {
  it('is a group named by its legend, with its children inside', () => {
    render(
      <Fieldset legend="Personal">
        <label>
          First Name <input />
        </label>
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Personal' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toContainElement(screen.getByRole('textbox', { name: 'First Name' }));
  });

  it('sets the legend at xl, bold with tight leading, and spaces the children by lg, unless told', () => {
    render(<Fieldset legend="Personal" />);
    const group = screen.getByRole('group', { name: 'Personal' });
    const legend = legendOf(group);
    expect(declared(legend, 'font-size')).toBe(token('font', 'sizeXl'));
    expect(declared(legend, 'font-weight')).toBe(token('font', 'weightBold'));
    expect(declared(legend, 'line-height')).toBe(token('font', 'lineHeightTight'));
    expect(declared(legend, 'margin-block-end')).toBe(token('space', 'lg'));
    expect(declared(group, 'gap')).toBe(token('space', 'lg'));
    expect(declared(group, 'border')).toBe('0px');
    expect(declared(legend, 'position')).toBe('');
  });

  it('takes the legend size and the gap from the scales', () => {
    render(<Fieldset legend="Email and Password" legendSize="md" gap="sm" />);
    const group = screen.getByRole('group', { name: 'Email and Password' });
    expect(declared(legendOf(group), 'font-size')).toBe(token('font', 'sizeMd'));
    expect(declared(legendOf(group), 'margin-block-end')).toBe(token('space', 'sm'));
    expect(declared(group, 'gap')).toBe(token('space', 'sm'));
  });

  it('keeps a hidden legend as the group name, out of sight', () => {
    render(<Fieldset legend="Personal" hideLegend />);
    const group = screen.getByRole('group', { name: 'Personal' });
    expect(declared(legendOf(group), 'position')).toBe('absolute');
    expect(declared(legendOf(group), 'clip')).toBe('rect(0, 0, 0, 0)');
  });

  it('disables every control inside when disabled', () => {
    render(
      <Fieldset legend="Personal" disabled>
        <label>
          First Name <input />
        </label>
        <button type="button">Save</button>
      </Fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Personal' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('forwards its ref and passes other props through', () => {
    const ref = createRef<HTMLFieldSetElement>();
    render(<Fieldset legend="Personal" ref={ref} id="personal" name="personal" data-testid="personal" />);
    const group = screen.getByRole('group', { name: 'Personal' });
    expect(ref.current).toBe(group);
    expect(group).toHaveAttribute('id', 'personal');
    expect(group).toHaveAttribute('name', 'personal');
    expect(screen.getByTestId('personal')).toBe(group);
  });
});
