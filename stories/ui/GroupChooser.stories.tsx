import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GroupChooser, InsightLocaleProvider, Stack, Text, type GroupChooserValue } from '@insight/ui';

/**
 * A column as wide as a card. Typed as a Decorator: an inline one makes Storybook infer the args of a component
 * whose props are a union (controlled or not) as `never`.
 */
const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: 560 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Components/GroupChooser',
  component: GroupChooser,
  tags: ['beta'],
  args: { onChange: fn().mockName('onChange') },
  argTypes: {
    legend: { control: 'text' },
    hint: { control: 'text' },
    hideLegend: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  decorators: [narrow],
} satisfies Meta<typeof GroupChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * From the keyboard: Tab reaches the first question, the arrows move the choice (each move is a choice, and
 * onChange gets the whole group), Tab goes on to the age bands.
 */
export const Playground: Story = {
  args: { defaultValue: { sex: 'female', ageBand: '21-40' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Compared with' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Women' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Men' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ sex: 'male', ageBand: '21-40' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Both, averaged (prefer not to say)' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ sex: 'unspecified', ageBand: '21-40' });
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '21–40' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Under 21' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ sex: 'unspecified', ageBand: 'under21' });
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** Nothing chosen yet (before the questionnaire): a press chooses. */
export const NothingChosen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByText('Over 60'));
    await expect(canvas.getByRole('radio', { name: 'Over 60' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith({ ageBand: 'over60' });
  },
};

export const Chosen: Story = { args: { defaultValue: { sex: 'unspecified', ageBand: '41-60' } } };

export const WithHint: Story = {
  args: {
    defaultValue: { sex: 'female', ageBand: '21-40' },
    hint: 'Your percentiles are worked out against this group. You can change it at any time.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Compared with' })).toHaveAccessibleDescription(
      'Your percentiles are worked out against this group. You can change it at any time.',
    );
  },
};

/** Controlled: the owner keeps the group and shows it; the radios follow the value they are given. */
export const Controlled: Story = {
  render: function ControlledChooser(args) {
    const [group, setGroup] = useState<GroupChooserValue>({ sex: 'male', ageBand: 'over60' });
    return (
      <Stack gap="md">
        <GroupChooser
          value={group}
          onChange={(next) => {
            setGroup(next);
            args.onChange?.(next);
          }}
        />
        <Text as="p" tone="muted" role="status">{`Compared with: ${group.sex ?? '–'}, ${group.ageBand ?? '–'}`}</Text>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Women' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ sex: 'female', ageBand: 'over60' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Compared with: female, over60');
    await expect(canvas.getByRole('radio', { name: 'Women' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { sex: 'female', ageBand: '21-40' } },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** In another language: the provider's words, the age question's legend as a prop. */
export const OtherLanguage: Story = {
  args: { defaultValue: { sex: 'unspecified', ageBand: 'under21' }, ageLegend: 'Alter' },
  render: (args) => (
    <InsightLocaleProvider
      locale="de-DE"
      strings={{
        comparedWith: 'Verglichen mit',
        groupSex: 'Frauen oder Männer',
        groupWomen: 'Frauen',
        groupMen: 'Männer',
        groupBoth: 'Beide, gemittelt (keine Angabe)',
        groupUnder21: 'Unter 21',
        groupOver60: 'Über 60',
      }}
    >
      <div lang="de">
        <GroupChooser {...args} />
      </div>
    </InsightLocaleProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Frauen oder Männer' })).toBeInTheDocument();
    await expect(canvas.getByRole('radiogroup', { name: 'Alter' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Beide, gemittelt (keine Angabe)' })).toBeChecked();
  },
};

/** Every state together; drawn on a phone and in the dark theme too. */
export const All: Story = {
  render: () => (
    <Stack gap="xl">
      <GroupChooser name="empty" />
      <GroupChooser
        name="chosen"
        defaultValue={{ sex: 'female', ageBand: '21-40' }}
        hint="Your percentiles are worked out against this group."
      />
      <GroupChooser name="hidden" hideLegend defaultValue={{ sex: 'unspecified', ageBand: 'over60' }} />
      <GroupChooser name="disabled" disabled defaultValue={{ sex: 'male', ageBand: '41-60' }} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(8);
  },
};
