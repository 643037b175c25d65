import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { expect, fn } from 'storybook/test';
import { Button, ButtonLink, iconNames, vars, type ButtonSize, type ButtonTone, type ButtonVariant } from '@insight/ui';

const variants: ButtonVariant[] = ['primary', 'secondary', 'plain'];
const tones: ButtonTone[] = ['neutral', 'critical'];
const sizes: ButtonSize[] = ['md', 'sm'];

/** Stands in for a router's link: takes `to`, renders an anchor. */
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function RouterLink({ to, children, ...rest }, ref) {
    return (
      <a ref={ref} href={to} data-router-link="" {...rest}>
        {children}
      </a>
    );
  },
);

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  tags: ['beta'],
  args: {
    href: 'https://cart.example/cart?name=Career%20Guide&price=19.99',
    children: 'Add to Cart',
    variant: 'primary',
    tone: 'neutral',
    size: 'md',
    fullWidth: false,
    onClick: fn((event: { preventDefault: () => void }) => event.preventDefault()),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: sizes },
    leadingIcon: { control: 'select', options: [undefined, ...iconNames] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link that looks like Button: it goes to an address (here the cart's), so it stays a real link. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Add to Cart' });
    await expect(link).toHaveAttribute('href', 'https://cart.example/cart?name=Career%20Guide&price=19.99');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Rendered through the app's router link with `as`. */
export const AsRouterLink: Story = {
  render: () => (
    <ButtonLink as={RouterLink} to="/purchase-package" variant="secondary">
      Choose a package
    </ButtonLink>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Choose a package' });
    await expect(link).toHaveAttribute('href', '/purchase-package');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

/** Each look beside the Button it shares its styles with: the two of a pair look the same. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      {sizes.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' }}>
          <ButtonLink href="#all" size={size} leadingIcon="cart">
            {`Link ${size}`}
          </ButtonLink>
          <Button size={size} leadingIcon="cart">{`Button ${size}`}</Button>
          <ButtonLink href="#all" variant="secondary" size={size}>
            {`Link secondary ${size}`}
          </ButtonLink>
          <ButtonLink href="#all" tone="critical" size={size}>
            {`Link critical ${size}`}
          </ButtonLink>
          <ButtonLink href="#all" variant="plain" size={size}>
            {`Link plain ${size}`}
          </ButtonLink>
        </div>
      ))}
      <ButtonLink href="#all" fullWidth>
        Full width
      </ButtonLink>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(9);
  },
};
