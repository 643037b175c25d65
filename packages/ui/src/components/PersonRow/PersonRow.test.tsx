import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PersonRow } from './PersonRow';

describe('PersonRow', () => {
  it('is a list item named by the person, with picture, status, details and actions', () => {
    render(
      <ul>
        <PersonRow
          name="Zoe Quinn"
          picture="/zoe.png"
          status="Pending"
          details={['zoe@example.com', 'Shared guides: You (2)']}
          actions={<button type="button">Cancel</button>}
        />
      </ul>,
    );
    const row = screen.getByRole('listitem', { name: 'Zoe Quinn' });
    expect(within(row).getByRole('heading', { level: 3, name: 'Zoe Quinn' })).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Zoe Quinn' })).toHaveAttribute('src', '/zoe.png');
    expect(row).toHaveTextContent('Pending');
    expect(within(row).getByText('zoe@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Shared guides: You (2)')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('shows the default person icon without a picture, and renders the element asked for', () => {
    const ref = createRef<HTMLElement>();
    render(<PersonRow ref={ref} as="article" name="Bob Builder" headingLevel={4} />);
    const row = screen.getByRole('article', { name: 'Bob Builder' });
    expect(ref.current).toBe(row);
    expect(within(row).getByRole('img', { name: 'Bob Builder' }).tagName.toLowerCase()).toBe('svg');
    expect(within(row).getByRole('heading', { level: 4 })).toHaveTextContent('Bob Builder');
    expect(row).not.toHaveAttribute('data-state');
  });

  it('a div is a group named by the person', () => {
    render(<PersonRow as="div" name="Carol Singer" status="Pending" />);
    expect(screen.getByRole('group', { name: 'Carol Singer' })).toHaveAttribute('data-state', 'status');
  });
});
