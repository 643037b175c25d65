import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button, PersonRow, Stack, type PersonRowStatusTone } from '@insight/ui';
import { images } from './fixtures';

const tones: PersonRowStatusTone[] = ['warning', 'neutral'];

const meta = {
  title: 'Components/PersonRow',
  component: PersonRow,
  tags: ['stable'],
  args: {
    as: 'div',
    name: 'Zoe Quinn',
    picture: images.person,
    details: ['zoe.quinn@example.com', 'Shared guides: You (2) | Zoe (1)'],
  },
  argTypes: {
    name: { control: 'text' },
    picture: { control: 'text' },
    status: { control: 'text' },
    statusTone: { control: 'inline-radio', options: tones },
    as: { control: 'inline-radio', options: ['li', 'div', 'article'] },
    headingLevel: { control: 'inline-radio', options: [3, 4] },
  },
} satisfies Meta<typeof PersonRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary" size="sm">
          Set Permissions
        </Button>
        <Button tone="critical" size="sm">
          Remove
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('group', { name: 'Zoe Quinn' });
    await expect(within(row).getByRole('heading', { level: 3, name: 'Zoe Quinn' })).toBeVisible();
    await expect(within(row).getByRole('img', { name: 'Zoe Quinn' })).toBeVisible();
    await expect(row).toHaveTextContent('Shared guides: You (2) | Zoe (1)');
  },
};

/** A connection without a picture: the default person icon. */
export const DefaultPicture: Story = {
  args: { picture: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Zoe Quinn' }).tagName.toLowerCase()).toBe('svg');
  },
};

/** A pending request: the name with its status, the e-mail, and Cancel. */
export const Pending: Story = {
  args: {
    name: 'Carol Singer',
    picture: null,
    status: 'Pending',
    details: ['carol@example.com', 'Shared guides: You (1)'],
    actions: (
      <>
        <Button variant="secondary" size="sm">
          Set Permissions
        </Button>
        <Button tone="critical" size="sm">
          Cancel
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

const onAccept = fn();

/** A received invitation: picture, name, user name, Accept and Reject. */
export const Invitation: Story = {
  args: {
    name: 'Dave Davis',
    details: ['dave.davis@example.com'],
    actions: (
      <>
        <Button size="sm" onClick={onAccept}>
          Accept
        </Button>
        <Button variant="secondary" size="sm">
          Reject
        </Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getByRole('group', { name: 'Dave Davis' });
    await expect(row).toHaveTextContent('dave.davis@example.com');
    // The keyboard reaches Accept first, then Reject.
    await userEvent.tab();
    await expect(within(row).getByRole('button', { name: 'Accept' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAccept).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(within(row).getByRole('button', { name: 'Reject' })).toHaveFocus();
  },
};

/** Long names and addresses wrap inside the row; the actions move under when space runs out. */
export const LongName: Story = {
  args: {
    name: 'Maximiliana Alexandrina Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh',
    details: ['maximiliana.alexandrina.wolfeschlegelsteinhausenbergerdorff@a-very-long-domain.example.com'],
    actions: (
      <Button variant="secondary" size="sm">
        Set Permissions
      </Button>
    ),
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

/** Every state together, in a list, for the visual diff. */
export const All: Story = {
  render: () => (
    <Stack as="ul" gap="sm" style={{ padding: 0, margin: 0 }}>
      <PersonRow
        name="Bob Builder"
        details={['bob.builder@example.com', 'Shared guides: You (0) | Bob (1)']}
        actions={
          <>
            <Button variant="secondary" size="sm">
              Set Permissions
            </Button>
            <Button tone="critical" size="sm">
              Remove
            </Button>
          </>
        }
      />
      {tones.map((tone) => (
        <PersonRow
          key={tone}
          name={`Carol Singer (${tone})`}
          picture={images.person}
          status="Pending"
          statusTone={tone}
          details={['carol@example.com', 'Shared guides: You (1)']}
        />
      ))}
      <PersonRow name="Dave Davis" details={['dave.davis@example.com']} headingLevel={4} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
