import { errorMessages, validationMessages } from '@insight/api';
import { screenTexts } from '@insight/app';
import { formatPrice } from '@insight/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { packages } from '@insight/api/testing';
import { images } from '../ui/fixtures';
import { api, appAt, never, ScreenHarness, screenLoaders } from './support';

const meta = {
  title: 'Screens/Purchase Package',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const withPictures = packages.map((entry) => ({ ...entry, imageName: images.package }));
const path = '/purchase-package';

/** 'Choose Your Package': one card per package with '$price', picture, name, HTML description and Select. */
export const Filled: Story = {
  args: { path },
  render: appAt({ path, signedIn: true, mock: (http) => http.get(api('/api/catalogitempackage/'), withPictures) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: screenTexts.choosePackage })).toBeVisible();
    const cards = await canvas.findAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Personal Map',
      'Complete Insight',
      'Athlete Bundle',
    ]);
    await expect(within(cards[0]).getByText(formatPrice(29))).toBeVisible();
    await expect(within(cards[0]).getByRole('link', { name: 'Select' })).toHaveAttribute('href', packages[0].cartLink);
    // The description is HTML, sanitized: its <script> never made it.
    await expect(cards[1].querySelector('script')).toBeNull();
    await expect(within(cards[1]).getByText('Every guide')).toBeVisible();
  },
};

/** Continue with nothing selected: SPEC §5's message. */
export const NothingSelected: Story = {
  args: { path },
  render: appAt({ path, signedIn: true, mock: (http) => http.get(api('/api/catalogitempackage/'), withPictures) }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to checkout' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(validationMessages.packageRequired);
  },
};

/** The Terms of Service link opens the terms in a modal. */
export const TermsModal: Story = {
  args: { path },
  render: appAt({ path, signedIn: true, mock: (http) => http.get(api('/api/catalogitempackage/'), withPictures) }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('article');
    await userEvent.click(within(canvas.getByRole('main')).getByRole('button', { name: 'Terms of Service' }));
    const body = within(document.body);
    await expect(await body.findByRole('dialog', { name: 'Terms of Service' })).toBeVisible();
  },
};

/** The packages are on their way. */
export const Loading: Story = {
  args: { path },
  render: appAt({ path, signedIn: true, mock: (http) => http.get(api('/api/catalogitempackage/'), never()) }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: screenTexts.choosePackage })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-loading-overlay]')).not.toBeNull());
  },
};

/** The packages cannot be loaded (a refusal, not a 500): the server's text in a red alert. */
export const LoadError: Story = {
  args: { path },
  render: appAt({
    path,
    signedIn: true,
    mock: (http) =>
      http.get(api('/api/catalogitempackage/'), {
        status: 429,
        body: {
          status: 429,
          title: 'Too Many Requests',
          error: 'Too many requests. Please try again in a minute.',
        },
      }),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in a minute.',
    );
  },
};

/** SPEC §8: any other 500 goes to the error route, here the package list's. */
export const ServerError: Story = {
  args: { path },
  render: appAt({
    path,
    signedIn: true,
    mock: (http) =>
      http.get(api('/api/catalogitempackage/'), {
        status: 503,
        body: { status: 503, title: 'Unavailable', error: 'The catalogue is being updated.' },
      }),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(errorMessages.errorPage)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: screenTexts.choosePackage })).toBeNull();
  },
};
