import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { expect } from 'storybook/test';
import { Link, vars, type LinkVariant } from '@insight/ui';

const variants: LinkVariant[] = ['default', 'muted', 'inverse'];

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
  title: 'Components/Link',
  component: Link,
  tags: ['stable'],
  args: { href: '/register', children: 'Create a dashboard', variant: 'default', underline: 'always' },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    underline: { control: 'inline-radio', options: ['always', 'hover'] },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create a dashboard' })).toHaveAttribute('href', '/register');
  },
};

export const Muted: Story = {
  args: { variant: 'muted', children: 'Forgot your password?', href: '/recover-password' },
};

export const Inverse: Story = {
  args: { variant: 'inverse', children: 'Contact Us', href: '/contact' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.headerBackground, padding: vars.space.lg, borderRadius: vars.radius.md }}>
        <Story />
      </div>
    ),
  ],
};

export const UnderlineOnHover: Story = { args: { underline: 'hover', children: 'Library', href: '/home' } };

/** Rendered through the app's router link with `as`. */
export const AsRouterLink: Story = {
  render: () => (
    <Link as={RouterLink} to="/login">
      Already have a dashboard? Click here to login.
    </Link>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Already have a dashboard? Click here to login.' });
    await expect(link).toHaveAttribute('href', '/login');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};

export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      {variants.map((variant) =>
        (['always', 'hover'] as const).map((underline) => (
          <div
            key={`${variant}-${underline}`}
            style={{
              padding: vars.space.sm,
              background: variant === 'inverse' ? vars.color.headerBackground : 'transparent',
              borderRadius: vars.radius.sm,
            }}
          >
            <Link href="#all" variant={variant} underline={underline}>
              {`${variant} link, underline ${underline}`}
            </Link>
          </div>
        )),
      )}
      <p style={{ margin: 0 }}>
        In running text: read the <Link href="#terms">Terms of Service</Link> and the{' '}
        <Link href="#privacy">Privacy Policy</Link>.
      </p>
    </div>
  ),
};
