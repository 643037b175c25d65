import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

/** The CSS rules the styled-components sheet holds for an element's generated class names. */
const rulesOf = (element: Element) => {
  const text = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
  return Array.from(element.classList)
    .map((name) => (text.match(new RegExp(`\\.${name}\\{([^}]*)\\}`)) ?? [])[1])
    .filter(Boolean)
    .join(';');
};
/** A rule's declarations, sorted, so two rules compare by content. */
const declarations = (rules: string) =>
  rules
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .sort();

describe('ButtonLink', () => {
  it('is a link to its href, with its name, and forwards its ref', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <ButtonLink ref={ref} href="https://cart.example/cart?name=Career&price=19.99" leadingIcon="cart">
        Add to Cart
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Add to Cart' });
    expect(link).toHaveAttribute('href', 'https://cart.example/cart?name=Career&price=19.99');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(ref.current).toBe(link);
  });

  it('calls onClick when followed', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <ButtonLink href="/cart" onClick={onClick}>
        Select
      </ButtonLink>,
    );
    await user.click(screen.getByRole('link', { name: 'Select' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders through a router link with `as`, passing its props', () => {
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
      <ButtonLink as={RouterLink} to="/purchase-package" variant="secondary">
        Choose a package
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Choose a package' });
    expect(link).toHaveAttribute('href', '/purchase-package');
    expect(link).toHaveAttribute('data-router');
  });

  it.each([
    ['primary', 'neutral'],
    ['primary', 'critical'],
    ['secondary', 'neutral'],
    ['secondary', 'critical'],
  ] as const)("shares Button's look: %s %s", (variant, tone) => {
    render(
      <>
        <Button variant={variant} tone={tone}>
          Button
        </Button>
        <ButtonLink href="#" variant={variant} tone={tone}>
          Link
        </ButtonLink>
      </>,
    );
    const button = declarations(rulesOf(screen.getByRole('button')));
    const link = declarations(rulesOf(screen.getByRole('link')));
    expect(button.length).toBeGreaterThan(10);
    // The link adds only `text-decoration: none` (an anchor is underlined by default).
    expect(link).toEqual([...button, 'text-decoration:none'].sort());
  });
});
