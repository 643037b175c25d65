import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { expect } from 'storybook/test';
import { Link, vars, type LinkTone } from '@insight/ui';

const tones: LinkTone[] = ['neutral', 'muted', 'inverse'];

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
  args: { href: '/register', children: 'Create a dashboard', tone: 'neutral', underline: 'always' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
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
  args: { tone: 'muted', children: 'Forgot your password?', href: '/recover-password' },
};

export const Inverse: Story = {
  args: { tone: 'inverse', children: 'Contact Us', href: '/contact' },
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
      {tones.map((tone) =>
        (['always', 'hover'] as const).map((underline) => (
          <div
            key={`${tone}-${underline}`}
            style={{
              padding: vars.space.sm,
              background: tone === 'inverse' ? vars.color.headerBackground : 'transparent',
              borderRadius: vars.radius.sm,
            }}
          >
            <Link href="#all" tone={tone} underline={underline}>
              {`${tone} link, underline ${underline}`}
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
