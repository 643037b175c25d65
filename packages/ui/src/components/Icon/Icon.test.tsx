import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon';

describe('Icon', () => {
  it('is hidden from assistive technology by default', () => {
    const { container } = render(<Icon name="cart" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its title when it has one', () => {
    render(<Icon name="warning" title="Warning" size="lg" />);
    const img = screen.getByRole('img', { name: 'Warning' });
    expect(img).toHaveAttribute('width', '24');
  });

  it('draws every named icon', () => {
    expect(iconNames).toEqual(
      expect.arrayContaining([
        'cart',
        'user',
        'help',
        'close',
        'chevron',
        'check',
        'arrowUp',
        'info',
        'warning',
        'error',
        'success',
      ]),
    );
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')?.children.length).toBeGreaterThan(0);
      unmount();
    }
  });
});
