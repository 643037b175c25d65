import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, LoadingOverlay, TextField, vars } from '@insight/ui';

/** A login-like card for the overlay to cover. */
const Card = () => (
  <div
    style={{
      display: 'grid',
      gap: vars.space.lg,
      width: 360,
      padding: vars.space.xl,
      background: vars.color.surface,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.md,
    }}
  >
    <h2 style={{ margin: 0, fontSize: vars.font.sizeXl }}>Login To Insight</h2>
    <TextField label="Email" type="email" defaultValue="ann@example.com" />
    <TextField label="Password" type="password" defaultValue="secret-password" />
    <Button fullWidth>Login</Button>
  </div>
);

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['stable'],
  args: { active: true, label: 'Loading…', fullscreen: false },
  render: (args) => (
    <LoadingOverlay {...args} style={{ display: 'inline-block', borderRadius: vars.radius.lg }}>
      <Card />
    </LoadingOverlay>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Active: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toContainElement(
      canvas.getByRole('textbox', { name: 'Email' }),
    );
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvasElement.querySelector('[aria-busy]')).toBeNull();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Redirecting to checkout page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Redirecting to checkout page');
  },
};

/** Covers the whole window (the store sso and survey return screens). */
export const Fullscreen: Story = {
  args: { fullscreen: true },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <LoadingOverlay {...args}>
      <div style={{ padding: vars.space.xl }}>
        <Card />
      </div>
    </LoadingOverlay>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl }}>
      <LoadingOverlay active={false} style={{ borderRadius: vars.radius.lg }}>
        <Card />
      </LoadingOverlay>
      <LoadingOverlay active style={{ borderRadius: vars.radius.lg }}>
        <Card />
      </LoadingOverlay>
    </div>
  ),
};
