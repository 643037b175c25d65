import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { declared, token } from '../../test/declared';
import { Heading, type HeadingLevel } from './Heading';

describe('Heading', () => {
  it.each([
    [1, 'sizeXxl'],
    [2, 'sizeXl'],
    [3, 'sizeLg'],
    [4, 'sizeMd'],
    [5, 'sizeSm'],
    [6, 'sizeXs'],
  ] as Array<[HeadingLevel, string]>)('level %i is an h%i, sized %s unless told', (level, size) => {
    render(<Heading level={level}>Section</Heading>);
    const heading = screen.getByRole('heading', { level, name: 'Section' });
    expect(heading.tagName).toBe(`H${level}`);
    expect(declared(heading, 'font-size')).toBe(token('font', size));
    expect(declared(heading, 'margin')).toBe('0px');
  });

  it('looks as its size says while the outline keeps its level', () => {
    render(
      <Heading level={3} size="md">
        Biggest differences
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Biggest differences' });
    expect(declared(heading, 'font-size')).toBe(token('font', 'sizeMd'));
    expect(declared(heading, 'font-weight')).toBe(token('font', 'weightBold'));
    expect(declared(heading, 'line-height')).toBe(token('font', 'lineHeightTight'));
  });

  it('takes the colour of the text around it and aligns in the reading direction', () => {
    render(
      <Heading level={2} align="center">
        Profile Picture
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 2 });
    expect(declared(heading, 'color')).toBe('');
    expect(declared(heading, 'text-align')).toBe('center');
  });

  it('forwards its ref and passes other props through (e.g. the id a section is labelled by)', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <section aria-labelledby="connections-title">
        <Heading level={2} ref={ref} id="connections-title">
          My Connections
        </Heading>
      </section>,
    );
    expect(screen.getByRole('region', { name: 'My Connections' })).toBeInTheDocument();
    expect(ref.current).toBe(screen.getByRole('heading', { level: 2 }));
  });
});
