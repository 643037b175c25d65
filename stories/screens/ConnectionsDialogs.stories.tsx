import { toastMessages, validationMessages } from '@insight/api';
import { screenTexts } from '@insight/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FetchMock } from 'fetch-mock';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ada, requestOf } from '@insight/api/testing';
import { carolRequest, listCalls, zoeConnection, type Lists } from './connectionsData';
import { api, appAt, ScreenHarness, screenLoaders } from './support';

const meta = {
  title: 'Screens/Connections dialogs',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const atConnections = (lists: Lists, more?: (http: FetchMock) => void) =>
  appAt({
    path: '/connections',
    signedIn: true,
    settings: { featuredCatalogItemId: 1 },
    mock: (http) => {
      more?.(http);
      listCalls(lists)(http);
    },
  });

const inviteTitle = screenTexts.inviteTitle('Insight');
const erin = requestOf({ id: 31, requester: ada, firstName: 'Erin', lastName: 'Example', email: 'erin@example.com' });

async function openInvite(canvas: ReturnType<typeof within>, userEvent: { click: (el: Element) => Promise<void> }) {
  await canvas.findByRole('heading', { level: 1, name: screenTexts.connectionsHeading }, { timeout: 15_000 });
  await canvas.findByText(screenTexts.noConnections);
  await userEvent.click(canvas.getByRole('button', { name: screenTexts.inviteConnections }));
  return screen.findByRole('dialog', { name: inviteTitle });
}

/** The invite dialog: promo image, title, the form with Send disabled, the privacy policy closed. */
export const InviteDialog: Story = {
  args: { path: '/connections' },
  render: atConnections({}),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openInvite(canvas, userEvent);
    await expect(dialog.querySelector('img')).not.toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Privacy Policy' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** Invalid input: SPEC §5 texts once a field is left, and Send stays disabled. */
export const InviteInvalid: Story = {
  args: { path: '/connections' },
  render: atConnections({}),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openInvite(canvas, userEvent);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'E');
    await userEvent.tab();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'erin@');
    await userEvent.tab();
    await expect(within(dialog).getByText(validationMessages.firstNameMinLength)).toBeVisible();
    await expect(within(dialog).getByText(validationMessages.emailInvalid)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

async function fillInvite(dialog: HTMLElement, userEvent: { type: (el: Element, text: string) => Promise<void> }) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Erin');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Example');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'erin@example.com');
}

/** The server refuses: its text in the dialog's red alert; nothing else happens. */
export const InviteError: Story = {
  args: { path: '/connections' },
  render: atConnections({}, (http) =>
    http.post(api('/api/connectionrequest/'), {
      status: 409,
      body: {
        status: 409,
        title: 'Conflict',
        error: 'You have already invited this person. Your invitation is still pending.',
      },
    }),
  ),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openInvite(canvas, userEvent);
    await fillInvite(dialog, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already invited this person. Your invitation is still pending.',
    );
    await expect(screen.queryByRole('dialog', { name: /Select guides/ })).toBeNull();
  },
};

/** Sent: the e-mail toasts, and the sharing dialog opens at once on the new request. */
export const InviteSuccess: Story = {
  args: { path: '/connections' },
  render: atConnections({}, (http) => {
    http.post(api('/api/connectionrequest/'), erin);
    http.post(api('/api/email/invite'), 204);
  }),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openInvite(canvas, userEvent);
    await fillInvite(dialog, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const share = await screen.findByRole('dialog', { name: screenTexts.shareTitle('Erin Example') });
    await expect(await screen.findByText(toastMessages.emailSent, { selector: '.toast-message' })).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: inviteTitle })).toBeNull();
    // Purchased guides only: the featured map first, then A to Z.
    const boxes = within(share).getAllByRole('checkbox') as HTMLInputElement[];
    await expect(boxes.map((box) => box.labels?.[0]?.textContent)).toEqual([
      screenTexts.selectAll,
      'My Personal Map',
      'Career Strengths',
    ]);
    await expect(within(share).getByRole('checkbox', { name: screenTexts.selectAll })).not.toBeChecked();
  },
};

/** Set Permissions on Zoe: her current shares ticked; Select All ticks every guide and shows checked. */
export const SharingSelectAll: Story = {
  args: { path: '/connections' },
  render: atConnections({ connections: [zoeConnection] }),
  play: async ({ canvas, userEvent }) => {
    const zoe = await canvas.findByRole('listitem', { name: 'Zoe Quinn' });
    await userEvent.click(within(zoe).getByRole('button', { name: /^Set Permissions/ }));
    const share = await screen.findByRole('dialog', { name: screenTexts.shareTitle('Zoe Quinn') });
    const selectAll = within(share).getByRole('checkbox', { name: screenTexts.selectAll });
    await expect(within(share).getByRole('checkbox', { name: 'My Personal Map' })).toBeChecked();
    await expect(selectAll).not.toBeChecked();
    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await expect(within(share).getByRole('checkbox', { name: 'Career Strengths' })).toBeChecked();
    await expect(within(share).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Save: SPEC's toast (its spelling), the dialog closes and the count follows. */
export const SharingSaved: Story = {
  args: { path: '/connections' },
  render: atConnections({ sent: [carolRequest] }, (http) => http.put(api('/api/connectionrequest/'), 204)),
  play: async ({ canvas, userEvent }) => {
    const carol = await canvas.findByRole('listitem', { name: 'Carol Singer' });
    await userEvent.click(within(carol).getByRole('button', { name: /^Set Permissions/ }));
    const share = await screen.findByRole('dialog', { name: screenTexts.shareTitle('Carol Singer') });
    await userEvent.click(within(share).getByRole('checkbox', { name: 'Career Strengths' }));
    await userEvent.click(within(share).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(toastMessages.requestUpdateOk, { selector: '.toast-message' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Select guides/ })).toBeNull());
    await expect(await canvas.findByRole('listitem', { name: 'Carol Singer' })).toHaveTextContent(
      screenTexts.sharedGuidesPending(2),
    );
  },
};

/** A failed update of a request: SPEC's text, and the list is refreshed. */
export const SharingFailed: Story = {
  args: { path: '/connections' },
  render: atConnections({ sent: [carolRequest] }, (http) =>
    http.put(api('/api/connectionrequest/'), {
      status: 409,
      body: { status: 409, title: 'Conflict', error: 'This invitation is no longer pending.' },
    }),
  ),
  play: async ({ canvas, userEvent }) => {
    const carol = await canvas.findByRole('listitem', { name: 'Carol Singer' });
    await userEvent.click(within(carol).getByRole('button', { name: /^Set Permissions/ }));
    const share = await screen.findByRole('dialog', { name: screenTexts.shareTitle('Carol Singer') });
    await userEvent.click(within(share).getByRole('button', { name: 'Save' }));
    await expect(
      await screen.findByText(toastMessages.requestUpdateFail, { selector: '.toast-message' }),
    ).toBeVisible();
  },
};
