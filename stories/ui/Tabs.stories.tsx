import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from '@insight/ui';

const tabs = [
  { value: 'mine', label: 'My Guides', text: "Jane's Personal Guides" },
  { value: 'shared', label: "My Connection's Guides", text: 'Pick a connection and a guide.' },
  { value: 'invite', label: 'Invite Friends, Family, Colleagues', text: 'Invite someone to Insight.' },
];

function Library(props: TabsProps) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Library">
        {tabs.map((t) => (
          <Tab key={t.value} value={t.value}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((t) => (
        <TabPanel key={t.value} value={t.value}>
          <p>{t.text}</p>
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['stable'],
  subcomponents: { TabList, Tab, TabPanel },
  args: { defaultValue: 'mine', onValueChange: fn() },
  render: (args) => <Library {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move focus and selection together; Home and End jump. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'My Guides' }));
    await userEvent.keyboard('{ArrowRight}');
    const shared = canvas.getByRole('tab', { name: "My Connection's Guides" });
    await expect(shared).toHaveFocus();
    await expect(shared).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: "My Connection's Guides" })).toHaveTextContent(
      'Pick a connection',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Invite Friends, Family, Colleagues' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'My Guides' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{Home}');
    await expect(canvas.getByRole('tab', { name: 'My Guides' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mine');
  },
};

export const SecondSelected: Story = {
  args: { defaultValue: 'shared' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: "My Connection's Guides" })).toHaveAttribute('aria-selected', 'true');
  },
};

function ControlledDemo() {
  const [value, setValue] = useState('invite');
  return (
    <>
      <p>Selected: {value}</p>
      <Library value={value} onValueChange={setValue} />
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'My Guides' }));
    await expect(canvas.getByText('Selected: mine')).toBeInTheDocument();
  },
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Profile">
        <Tab value="mine">Personal</Tab>
        <Tab value="billing" disabled>
          Billing
        </Tab>
        <Tab value="password">Email and Password</Tab>
      </TabList>
      <TabPanel value="mine">Personal details</TabPanel>
      <TabPanel value="billing">Billing</TabPanel>
      <TabPanel value="password">Email and Password</TabPanel>
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Personal' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Email and Password' })).toHaveFocus();
  },
};

/**
 * `lazy` panels draw their content the first time they are selected, then keep it hidden with its state: the
 * invitation form is not there before Invite is opened, and what was typed in it stays when another tab is.
 */
export const LazyPanels: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Library">
        <Tab value="mine">My Guides</Tab>
        <Tab value="invite">Invite Friends, Family, Colleagues</Tab>
      </TabList>
      <TabPanel value="mine" lazy>
        <p>Jane&apos;s Personal Guides</p>
      </TabPanel>
      <TabPanel value="invite" lazy>
        <label>
          Email <input type="email" />
        </label>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'My Guides' })).toHaveTextContent("Jane's Personal Guides");
    await expect(canvas.queryByLabelText('Email')).toBeNull();
    const invite = canvas.getByRole('tab', { name: 'Invite Friends, Family, Colleagues' });
    await userEvent.click(invite);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('tab', { name: 'My Guides' }));
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await userEvent.click(invite);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    // The picture: back on the first tab, with the focus on it.
    await userEvent.click(canvas.getByRole('tab', { name: 'My Guides' }));
  },
};

export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {tabs.map((t) => (
        <Library key={t.value} defaultValue={t.value} />
      ))}
    </div>
  ),
};
