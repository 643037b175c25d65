import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Alert, vars, type StatusTone } from '@insight/ui';

const tones: StatusTone[] = ['critical', 'success', 'info', 'warning'];

const meta = {
  title: 'Components/Alert',
  component: Alert,
  tags: ['stable'],
  args: {
    tone: 'critical',
    children: 'Email and password combination does not exist. Please enter the correct email address and password.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    title: { control: 'text' },
    children: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The red error alert (a failed sign-in): role="alert". */
export const Critical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email and password combination does not exist.');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Connection has been successfully removed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connection has been successfully removed');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'Please check your email for a link to reset your password.' },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'The selected user is not currently sharing any guides with you.' },
};

export const WithTitle: Story = {
  args: {
    title: 'There was a problem logging in',
    children: 'Please refresh and try again. If the problem persists please contact us at support@insight.test.',
  },
};

export const Dismissible: Story = {
  args: { tone: 'info', children: 'Email sent successfully', onDismiss: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      {tones.map((tone) => (
        <Alert key={tone} tone={tone}>
          {`A ${tone} message in one line.`}
        </Alert>
      ))}
      {tones.map((tone) => (
        <Alert
          key={`${tone}-title`}
          tone={tone}
          title={`${tone[0].toUpperCase()}${tone.slice(1)} title`}
          onDismiss={() => {}}
        >
          A longer message with a title and a dismiss button, long enough to wrap onto a second line in a narrow column.
        </Alert>
      ))}
    </div>
  ),
};
