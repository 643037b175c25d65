import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { CheckboxCardList, Stack, type CheckboxCardItem } from '@insight/ui';
import { images, longText } from './fixtures';

const guides: CheckboxCardItem[] = [
  { id: 'career', name: 'Career Guide', image: images.career, description: longText },
  { id: 'sports', name: 'Sports Guide', image: images.sports, description: 'How you play, train and compete.' },
  { id: 'personal', name: 'Personal Guide', image: images.personal, description: longText },
];

/** The list holds no state of its own: the story keeps the value, as the sharing dialog does. */
function Stateful(props: Omit<ComponentProps<typeof CheckboxCardList>, 'value'> & { initial?: string[] }) {
  const { initial = [], onChange, ...rest } = props;
  const [value, setValue] = useState<string[]>(initial);
  return (
    <CheckboxCardList
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/CheckboxCardList',
  component: CheckboxCardList,
  tags: ['stable'],
  args: { legend: 'Guides to share', items: guides, value: [], onChange: fn(), selectAllLabel: 'Select All' },
  argTypes: { items: { control: 'object' }, legend: { control: 'text' } },
  render: ({ value, ...args }) => <Stateful {...args} initial={[...value]} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckboxCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Select All ticks every card; unticking one unticks Select All. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select All' });
    await userEvent.click(all);
    for (const guide of guides) await expect(canvas.getByRole('checkbox', { name: guide.name })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['career', 'sports', 'personal']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sports Guide' }));
    await expect(all).not.toBeChecked();
    await expect(all).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sports Guide' }));
    await expect(all).toBeChecked();
  },
};

export const NoneSelected: Story = {};

export const SomeSelected: Story = {
  args: { value: ['career'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBePartiallyChecked();
  },
};

export const AllSelected: Story = {
  args: { value: ['career', 'sports', 'personal'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBeChecked();
  },
};

export const DescriptionExpanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Read more' })[0]);
    await expect(canvas.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBeDisabled();
  },
};

export const All: Story = {
  render: () => (
    <Stack gap="xxl">
      <CheckboxCardList legend="None" showLegend items={guides} value={[]} onChange={() => {}} />
      <CheckboxCardList legend="Some" showLegend items={guides} value={['sports']} onChange={() => {}} />
      <CheckboxCardList
        legend="Every"
        showLegend
        items={guides}
        value={['career', 'sports', 'personal']}
        onChange={() => {}}
      />
    </Stack>
  ),
};
