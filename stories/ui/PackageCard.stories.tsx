import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CardGrid, PackageCard, type CardRibbon } from '@insight/ui';
import { images } from './fixtures';

/** Sample ribbons: a product maps its own categories to tones in one place (Insight's is the app's ribbons.ts). */
const ribbons = {
  career: { label: 'Career', tone: 'critical' },
  personal: { label: 'Personal', tone: 'info' },
  sports: { label: 'Sports', tone: 'success' },
  bundle: { label: 'Bundle', tone: 'success' },
} satisfies Record<string, CardRibbon>;

const meta = {
  title: 'Components/PackageCard',
  component: PackageCard,
  tags: ['stable'],
  args: {
    name: 'Complete Insight Package',
    price: 49.99,
    ribbon: ribbons.personal,
    image: images.package,
    description: '<p>Your personal map and <strong>every guide</strong>.</p><ul><li>Career</li><li>Sports</li></ul>',
    cartLink: 'https://cart.example/cart?code=complete',
    onSelect: fn((event: { preventDefault: () => void }) => event.preventDefault()),
  },
  argTypes: { ribbon: { control: 'object' } },
  // One card at the width it has in the library grid; `parameters.wide` for the matrix.
  decorators: [
    (Story, { parameters }) => (parameters.wide ? <Story /> : <div style={{ maxWidth: 320 }}>{Story()}</div>),
  ],
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('$49.99')).toBeInTheDocument();
    await expect(canvas.getByText('every guide').tagName).toBe('STRONG');
    const select = canvas.getByRole('link', { name: 'Select' });
    await expect(select).toHaveAttribute('href', 'https://cart.example/cart?code=complete');
    await userEvent.click(select);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Career: Story = {
  args: { ribbon: ribbons.career, name: 'Career Package', price: 25 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$25')).toBeInTheDocument();
    await expect(canvas.getByText('Career', { selector: '[data-tone]' })).toHaveAttribute('data-tone', 'critical');
  },
};

/** Another category, another label: Insight draws any type but career and personal green (success). */
export const OtherType: Story = {
  args: { ribbon: ribbons.bundle, name: 'Team Bundle' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bundle')).toHaveAttribute('data-tone', 'success');
  },
};

/** A hostile description: DOMPurify removes the script, the handler and the javascript: link (checked in Chromium). */
export const Sanitized: Story = {
  args: {
    description:
      '<img src="x" alt="" onerror="window.__pwned = true"><script>window.__pwned = true</script><p>Safe text with <a href="javascript:window.__pwned = true">a link</a>.</p>',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Safe text/)).toBeInTheDocument();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByText('a link')).not.toHaveAttribute('href');
    await expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

export const All: Story = {
  parameters: { wide: true },
  render: (args) => (
    <CardGrid>
      {(['career', 'personal', 'sports', 'bundle'] as const).map((kind, i) => (
        <PackageCard
          key={kind}
          {...args}
          ribbon={ribbons[kind]}
          name={`${ribbons[kind].label} Package`}
          price={[19.99, 49.99, 25, 99][i]}
        />
      ))}
    </CardGrid>
  ),
};
