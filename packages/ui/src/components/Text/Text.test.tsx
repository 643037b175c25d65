import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { declared, token } from '../../test/declared';
import { Text } from './Text';

describe('Text', () => {
  it('is a paragraph in the neutral tone, with no margin, by default', () => {
    render(<Text>Your guides are ready.</Text>);
    const text = screen.getByText('Your guides are ready.');
    expect(text.tagName).toBe('P');
    expect(declared(text, 'margin')).toBe('0px');
    expect(declared(text, 'color')).toBe(token('color', 'text'));
  });

  it('keeps the size and weight of its context unless told', () => {
    render(<Text>Inherited</Text>);
    const text = screen.getByText('Inherited');
    expect(declared(text, 'font-size')).toBe('');
    expect(declared(text, 'font-weight')).toBe('');
    expect(declared(text, 'line-height')).toBe('');
  });

  it('renders the element it is given, with that element’s props', () => {
    render(
      <>
        <Text as="label" htmlFor="email">
          Email
        </Text>
        <input id="email" />
        <Text as="strong">Important</Text>
      </>,
    );
    expect(screen.getByLabelText('Email').tagName).toBe('INPUT');
    expect(screen.getByText('Important').tagName).toBe('STRONG');
  });

  it.each([
    ['xs', 'sizeXs'],
    ['sm', 'sizeSm'],
    ['md', 'sizeMd'],
    ['lg', 'sizeLg'],
    ['xl', 'sizeXl'],
    ['xxl', 'sizeXxl'],
  ] as const)('size %s reads the %s token', (size, name) => {
    render(<Text size={size}>Sized</Text>);
    expect(declared(screen.getByText('Sized'), 'font-size')).toBe(token('font', name));
  });

  it.each([
    ['regular', 'weightRegular'],
    ['medium', 'weightMedium'],
    ['bold', 'weightBold'],
  ] as const)('weight %s reads the %s token', (weight, name) => {
    render(<Text weight={weight}>Weighted</Text>);
    expect(declared(screen.getByText('Weighted'), 'font-weight')).toBe(token('font', name));
  });

  it.each([
    ['neutral', 'text'],
    ['muted', 'textMuted'],
    ['inverse', 'textInverse'],
    ['critical', 'dangerText'],
    ['success', 'successText'],
  ] as const)('tone %s is the %s colour', (tone, name) => {
    render(<Text tone={tone}>Toned</Text>);
    expect(declared(screen.getByText('Toned'), 'color')).toBe(token('color', name));
  });

  it('aligns in the reading direction', () => {
    render(<Text align="center">Centred</Text>);
    expect(screen.getByText('Centred')).toHaveStyle({ textAlign: 'center' });
  });

  it('truncates to one line with an ellipsis; an inline element becomes an inline block to do it', () => {
    render(
      <>
        <Text truncate>A long paragraph</Text>
        <Text as="span" truncate>
          A long name
        </Text>
      </>,
    );
    const paragraph = screen.getByText('A long paragraph');
    expect(paragraph).toHaveStyle({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
    expect(paragraph).not.toHaveStyle({ display: 'inline-block' });
    expect(screen.getByText('A long name')).toHaveStyle({ display: 'inline-block', textOverflow: 'ellipsis' });
  });

  it('forwards its ref and passes other props through', () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <Text as="span" ref={ref} id="hint" data-testid="hint" aria-live="polite">
        Saved
      </Text>,
    );
    expect(ref.current).toBe(screen.getByTestId('hint'));
    expect(ref.current).toHaveAttribute('id', 'hint');
    expect(ref.current).toHaveAttribute('aria-live', 'polite');
  });
});
