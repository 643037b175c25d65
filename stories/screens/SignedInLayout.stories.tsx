import { screenTexts } from '@insight/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COMING_SOON } from '../../packages/app/src';
import { ScreenHarness, appAt, currentAddress } from './support';

const meta = {
  title: 'Screens/SignedInLayout',
  component: ScreenHarness,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in header (Library, cart, Connections, Profile, Contact Us, Logout) around Contact. */
export const Contact: Story = {
  args: { path: '/contact' },
  render: appAt({ path: '/contact', signedIn: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'support@insight.test' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    for (const name of ['Library', 'Connections', 'Profile', 'Contact Us']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(nav).getByRole('button', { name: 'Logout' })).toBeVisible();
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent('Insight Labs');
    await expect(within(footer).getByRole('link', { name: /support@insight\.test/ })).toBeVisible();
  },
};

/** A screen of a later issue: its heading and an honest line. */
export const ComingSoon: Story = {
  args: { path: '/connections' },
  render: appAt({ path: '/connections', signedIn: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: screenTexts.connectionsHeading })).toBeVisible();
    await expect(canvas.getByText(COMING_SOON)).toBeVisible();
  },
};

/** Not signed in: the guard sends the visitor to login with the returnUrl. */
export const SignedOutVisitor: Story = {
  args: { path: '/connections' },
  render: appAt({ path: '/connections' }),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: screenTexts.loginHeading('Insight') }),
    ).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe('/login?returnUrl=%2Fconnections');
  },
};

/** Logout clears the session and goes to login; the header offers Login and Register again. */
export const Logout: Story = {
  args: { path: '/contact' },
  render: appAt({ path: '/contact', signedIn: true }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Contact Us' });
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: screenTexts.loginHeading('Insight') }),
    ).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe('/login');
    await expect(canvas.getByRole('link', { name: 'Register' })).toBeVisible();
  },
};
