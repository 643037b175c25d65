import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import {
  Button,
  Stack,
  Toaster,
  createToaster,
  type ToastOptions,
  type ToastPosition,
  type ToastType,
} from '@insight/ui';

const types: ToastType[] = ['success', 'error', 'info', 'warning'];
const positions: ToastPosition[] = [
  'top-right',
  'top-center',
  'top-left',
  'bottom-right',
  'bottom-center',
  'bottom-left',
];
const texts: Record<ToastType, [string, string?]> = {
  success: ['Password has been reset. Please login.'],
  error: ['Something went wrong. Please try again.', 'Error'],
  info: ['Please check your email for a link to reset your password.'],
  warning: ['Your session is about to expire.', 'Heads up'],
};

interface DemoProps {
  /** Toasts raised when the story opens (sticky by default, so the screenshot is stable). */
  initial?: ToastType[];
  options?: Partial<ToastOptions>;
}

/** A controller made for the story, its Toaster, and buttons that raise each type. */
function ToastDemo({ initial = [], options = { timeOut: 0 } }: DemoProps) {
  const [toaster] = useState(() => createToaster(options));
  useEffect(() => {
    for (const type of initial) toaster[type](...texts[type]);
    return () => toaster.dispose();
  }, [toaster, initial]);
  return (
    <>
      <Stack direction="row" gap="sm" wrap>
        {types.map((type) => (
          <Button key={type} variant="secondary" onClick={() => toaster[type](...texts[type])}>
            {`Show ${type}`}
          </Button>
        ))}
        <Button variant="plain" onClick={() => toaster.clear()}>
          Clear all
        </Button>
      </Stack>
      <Toaster controller={toaster} />
    </>
  );
}
ToastDemo.displayName = 'ToastDemo';

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  tags: ['stable'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Toasts are raised through a controller (`createToaster`) that code outside React can call, and rendered by `<Toaster controller={…} />` (or `<ToastProvider>`). Stories use `timeOut: 0` (sticky) so screenshots are stable.',
      },
    },
  },
  args: { initial: [], options: { timeOut: 0 } },
  argTypes: { initial: { control: 'check', options: types } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The visible toast that shows `message`; its text is also in a live region, out of sight. */
const findToast = async (message: string) =>
  (await body().findByText(message, { selector: '.toast-message' })).closest<HTMLElement>('.toast')!;
const visibleToasts = () => document.querySelectorAll('.toast');
/** The live region that says toasts of this kind: assertive for errors, polite for the rest. */
const region = (politeness: 'polite' | 'assertive') =>
  body()
    .getAllByRole('log')
    .find((r) => r.getAttribute('aria-live') === politeness)!;

export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    // The live regions are there before the first toast, so what is added to them is announced.
    await expect(region('polite')).toBeEmptyDOMElement();
    await expect(region('assertive')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await expect(region('polite')).toHaveTextContent('Password has been reset. Please login.');
    const toast = await findToast('Password has been reset. Please login.');
    await expect(toast).toHaveClass('toast', 'toast-success');
    await expect(toast).not.toHaveAttribute('role');
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await expect(region('assertive')).toHaveTextContent('Error: Something went wrong. Please try again.');
    await expect(region('polite')).not.toHaveTextContent('Something went wrong');
    // A second later the lines have left the regions: the words are on the page once, on the toasts.
    await waitFor(() => expect(region('assertive')).toBeEmptyDOMElement(), { timeout: 3000 });
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'active'));
    // Tap to dismiss: it fades out over easeTime, then is gone.
    await userEvent.click(toast);
    await userEvent.click(await findToast('Something went wrong. Please try again.'));
    await waitFor(() => expect(visibleToasts()).toHaveLength(0));
  },
};

export const Success: Story = {
  args: { initial: ['success'] },
  play: async () => {
    await expect(await findToast(texts.success[0])).toHaveClass('toast-success');
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  args: { initial: ['error'] },
  play: async () => {
    const toast = await findToast(texts.error[0]);
    await expect(toast).toHaveClass('toast-error');
    await expect(toast).toHaveTextContent('Error');
  },
};

export const Info: Story = {
  args: { initial: ['info'] },
  play: async () => {
    await expect(await findToast(texts.info[0])).toHaveClass('toast-info');
  },
};

export const Warning: Story = {
  args: { initial: ['warning'] },
  play: async () => {
    await expect(await findToast(texts.warning[0])).toHaveClass('toast-warning');
  },
};

/** The close button is the keyboard's way to dismiss. */
export const CloseButton: Story = {
  args: { initial: ['info'] },
  play: async ({ userEvent }) => {
    await findToast(texts.info[0]);
    await userEvent.click(body().getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(visibleToasts()).toHaveLength(0));
  },
};

/**
 * A timed toast with its progress bar (a CSS animation), paused under the pointer. The ten-minute
 * timeOut keeps the bar at full width to the pixel when the pointer arrives.
 */
export const WithProgressBar: Story = {
  args: { initial: ['success'], options: { timeOut: 600_000 } },
  play: async ({ userEvent }) => {
    const toast = await findToast(texts.success[0]);
    await userEvent.hover(toast);
    await waitFor(() => expect(toast).toHaveAttribute('data-paused', 'true'));
    await expect(toast.querySelector('.toast-progress')).not.toBeNull();
  },
};

/** A product's configuration: top-centre, duplicates prevented (sticky here for the snapshot). */
export const ProductConfiguration: Story = {
  args: { options: { position: 'top-center', preventDuplicates: true, timeOut: 0 } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await waitFor(() => expect(visibleToasts()).toHaveLength(1));
    await expect(document.querySelector('.toast-container')).toHaveClass('toast-top-center');
  },
};

/** Newest on top. */
export const Stacked: Story = {
  args: { initial: ['success', 'error', 'info', 'warning'] },
  play: async () => {
    await waitFor(() => expect(document.querySelectorAll('.toast')).toHaveLength(4));
    const order = [...document.querySelectorAll('.toast')].map((t) =>
      [...t.classList].find((c) => c.startsWith('toast-')),
    );
    await expect(order).toEqual(['toast-warning', 'toast-info', 'toast-error', 'toast-success']);
  },
};

/** Every type at every position. */
export const All: Story = {
  render: () => (
    <>
      {positions.map((position, i) => (
        <ToastDemoAt key={position} position={position} type={types[i % types.length]} />
      ))}
    </>
  ),
  play: async () => {
    await waitFor(() => expect(document.querySelectorAll('.toast')).toHaveLength(positions.length));
  },
};

function ToastDemoAt({ position, type }: { position: ToastPosition; type: ToastType }) {
  const [toaster] = useState(() => createToaster({ timeOut: 0, position }));
  useEffect(() => {
    toaster[type](`${type} at ${position}`, position);
    return () => toaster.dispose();
  }, [toaster, type, position]);
  return <Toaster controller={toaster} />;
}
