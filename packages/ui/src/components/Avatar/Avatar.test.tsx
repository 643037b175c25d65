import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the picture with its alt text', () => {
    render(<Avatar src="/me.png" alt="Jane Doe" size="lg" />);
    expect(screen.getByRole('img', { name: 'Jane Doe' })).toHaveAttribute('src', '/me.png');
  });

  it('shows the default person icon without a picture, or when it fails to load', () => {
    const { rerender } = render(<Avatar alt="Jane Doe" />);
    expect(screen.getByRole('img', { name: 'Jane Doe' }).tagName.toLowerCase()).toBe('svg');
    rerender(<Avatar alt="Jane Doe" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Jane Doe' }));
    expect(screen.getByRole('img', { name: 'Jane Doe' }).tagName.toLowerCase()).toBe('svg');
  });
});
