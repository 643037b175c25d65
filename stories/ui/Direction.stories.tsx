import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert, Button, Card, Checkbox, PersonRow, Ribbon, Stack, TextField } from '@insight/ui';
import { images } from './fixtures';

/**
 * Right to left: the components are laid out with logical properties (inline start and end, not left and
 * right), so under `dir="rtl"` they mirror: the ribbon sits on the card's right edge, the alert's accent
 * bar on its right side, a person's actions on the left.
 */
const meta = {
  title: 'Foundations/Right to left',
  parameters: { layout: 'padded' },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl" style={{ maxWidth: 640 }}>
      <Stack gap="lg">
        <Card style={{ height: 110 }}>
          <Ribbon tone="info">Personal</Ribbon>
        </Card>
        <Alert tone="info">Your guides are ready.</Alert>
        <TextField
          label="Email"
          hint="We send your receipts to this address."
          defaultValue="zoe@example.com"
          required
        />
        <Checkbox label="I am at least 13 years old" defaultChecked />
        <PersonRow
          as="div"
          name="Zoe Quinn"
          picture={images.person}
          details={['zoe.quinn@example.com']}
          actions={
            <Button variant="secondary" size="sm">
              Set Permissions
            </Button>
          }
        />
      </Stack>
    </div>
  ),
  play: async ({ canvas }) => {
    const ribbon = canvas.getByText('Personal');
    const card = ribbon.parentElement as HTMLElement;
    // The ribbon hangs over the card's right (start) edge in right-to-left.
    await expect(ribbon.getBoundingClientRect().right).toBeGreaterThan(card.getBoundingClientRect().right - 1);
    const alert = canvas.getByRole('status');
    const style = getComputedStyle(alert);
    await expect(style.borderRightWidth).toBe('4px');
    await expect(style.borderLeftWidth).toBe('1px');
  },
};
