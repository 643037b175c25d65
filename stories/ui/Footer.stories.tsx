import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer, Link, vars } from '@insight/ui';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  tags: ['stable'],
  args: {
    appName: 'Insight',
    version: '1.4.0',
    // A fixed year keeps the visual baseline stable.
    year: 2025,
    company: 'Insight Labs, Inc. All rights reserved.',
    supportEmail: 'support@insight.test',
  },
  argTypes: { links: { control: false }, company: { control: 'text' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent('Insight · Version 1.4.0');
    await expect(footer).toHaveTextContent('© 2025 Insight Labs, Inc. All rights reserved.');
    await expect(canvas.getByRole('link', { name: 'support@insight.test' })).toHaveAttribute(
      'href',
      'mailto:support@insight.test',
    );
  },
};

export const WithLinks: Story = {
  args: {
    links: (
      <>
        <Link href="/terms" tone="muted">
          Terms of Service
        </Link>
        <Link href="/privacy" tone="muted">
          Privacy Policy
        </Link>
        <Link href="/contact" tone="muted">
          Contact Us
        </Link>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
  },
};

export const WithoutVersion: Story = { args: { version: undefined } };

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const All: Story = {
  parameters: {
    a11y: {
      config: {
        // A matrix of several footers on one canvas: the page-level landmark rules do not apply here.
        rules: [
          { id: 'landmark-no-duplicate-contentinfo', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <Footer {...args} />
      <Footer {...args} version={undefined} />
      <Footer
        {...args}
        links={
          <>
            <Link href="/terms" tone="muted">
              Terms of Service
            </Link>
            <Link href="/privacy" tone="muted">
              Privacy Policy
            </Link>
          </>
        }
      />
      <div style={{ width: 360 }}>
        <Footer {...args} />
      </div>
    </div>
  ),
};
