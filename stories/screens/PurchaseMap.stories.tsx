import { errorMessages } from '@insight/api';
import { screenTexts } from '@insight/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { catalogItem } from '@insight/api/testing';
import { api, appAt, currentAddress, ScreenHarness, screenLoaders } from './support';

const meta = {
  title: 'Screens/Purchase Map',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/purchase-map';
/** The fixtures' cart links are on https://cart.test: the store the app may leave for (routes/leave.ts). */
const settings = { requiredPurchaseCatalogItemId: 1, foxycartUrl: 'https://cart.test' };

/** 'Redirecting to checkout page' with the required item's cart link kept (the story does not leave). */
export const Redirecting: Story = {
  args: { path },
  render: appAt({
    path,
    signedIn: true,
    settings,
    mock: (http) => http.get(api('/api/catalogitem/item/1/true'), catalogItem(1)),
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: screenTexts.redirectingToCheckout }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Continue to checkout/ })).toHaveAttribute(
      'href',
      catalogItem(1).cartLink,
    );
  },
};

/** The item cannot be fetched: SPEC §8 sends the person to /error. */
export const Failure: Story = {
  args: { path },
  render: appAt({
    path,
    signedIn: true,
    settings,
    mock: (http) =>
      http.get(api('/api/catalogitem/item/1/true'), {
        status: 404,
        body: { status: 404, title: 'Not found', error: 'No such item' },
      }),
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/error'));
    await expect(await canvas.findByText(errorMessages.errorPage)).toBeVisible();
  },
};
