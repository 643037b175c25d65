import { errorMessages } from '@insight/api';
import { screenTexts } from '@insight/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { api, appAt, currentAddress, never, ScreenHarness, screenLoaders } from './support';

const meta = {
  title: 'Screens/Survey Return',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/survey/return/user-ada';
const returnCall = api('/api/survey/return/user-ada');

/** 'Hang tight while we chart you.' under the branded title while the answers are handled. */
export const Waiting: Story = {
  args: { path },
  render: appAt({ path, mock: (http) => http.post(returnCall, never()) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Insight Survey' })).toBeVisible();
    await expect(canvas.getAllByText(screenTexts.surveyReturnWaiting)[0]).toBeInTheDocument();
    // One overlay only: the layout's generic 'Loading…' must not cover the screen's own words.
    await expect(canvas.queryByText('Loading…')).toBeNull();
  },
};

/** A truthy answer: home (here a visitor, so the guard asks for the login first). */
export const Charted: Story = {
  args: { path },
  render: appAt({ path, mock: (http) => http.post(returnCall, 'true') }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/login?returnUrl=%2Fhome'));
  },
};

/** A falsy answer: the error page. */
export const NotCharted: Story = {
  args: { path },
  render: appAt({ path, mock: (http) => http.post(returnCall, 'false') }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/error'));
    await expect(await canvas.findByText(errorMessages.errorPage)).toBeVisible();
  },
};
