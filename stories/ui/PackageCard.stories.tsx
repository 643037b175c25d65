import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CardGrid, PackageCard } from '@insight/ui';
import { images } from './fixtures';

const meta = {
  title: 'Components/PackageCard',
  component: PackageCard,
  tags: ['stable'],
  args: {
    name: 'Complete Insight Package',
    price: 49.99,
    type: 'personal',
    image: images.package,
    description: '<p>Your personal map and <strong>every guide</strong>.</p><ul><li>Career</li><li>Sports</li></ul>',
    cartLink: 'https://cart.example/cart?code=complete',
    onSelect: fn((event: { preventDefault: () => void }) => event.preventDefault()),
  },
  argTypes: { type: { control: 'select', options: ['career', 'personal', 'sports', 'bundle'] } },
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
  args: { type: 'career', name: 'Career Package', price: 25 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$25')).toBeInTheDocument();
    await expect(canvas.getByText('Career', { selector: '[data-tone]' })).toHaveAttribute('data-tone', 'red');
  },
};

/** Any type other than career and personal is green (SPEC). */
export const OtherType: Story = {
  args: { type: 'bundle', name: 'Team Bundle' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bundle')).toHaveAttribute('data-tone', 'green');
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
      {(['career', 'personal', 'sports', 'bundle'] as const).map((type, i) => (
        <PackageCard
          key={type}
          {...args}
          type={type}
          name={`${type[0].toUpperCase()}${type.slice(1)} Package`}
          price={[19.99, 49.99, 25, 99][i]}
        />
      ))}
    </CardGrid>
  ),
};
