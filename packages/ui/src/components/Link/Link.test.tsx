import { render, screen } from '@testing-library/react';
import { createRef, forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('is an anchor by default and forwards its ref', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link ref={ref} href="/register">
        Create a dashboard
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Create a dashboard' });
    expect(link).toHaveAttribute('href', '/register');
    expect(ref.current).toBe(link);
  });

  it('renders through another component with `as`, passing its props', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
      function RouterLink({ to, children, ...rest }, ref) {
        return (
          <a ref={ref} href={to} data-router="" {...rest}>
            {children}
          </a>
        );
      },
    );
    render(
      <Link as={RouterLink} to="/recover-password" tone="muted">
        Forgot your password?
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(link).toHaveAttribute('href', '/recover-password');
    expect(link).toHaveAttribute('data-router');
  });
});
