import { errorMessages } from '@insight/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appAt, ScreenHarness, screenLoaders } from './support';

const meta = {
  title: 'Screens/Error',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reached after a failure SPEC sends to /error; a visitor is offered the login. */
export const SignedOut: Story = {
  args: { path: '/error' },
  render: appAt({ path: '/error' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(errorMessages.errorPage)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  },
};

/** A signed-in user is offered the way back to the library. */
export const SignedIn: Story = {
  args: { path: '/error' },
  render: appAt({ path: '/error', signedIn: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(errorMessages.errorPage)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to my library' })).toHaveAttribute('href', '/home');
  },
};

/** Any other path, with no marketing page configured: the router's text. */
export const NotFound: Story = {
  args: { path: '/no/such/page' },
  render: appAt({ path: '/no/such/page' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(errorMessages.noRouteMatch)).toBeVisible();
  },
};
