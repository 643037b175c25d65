import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const Library = (props: { onValueChange?: (v: string) => void }) => (
  <Tabs defaultValue="mine" onValueChange={props.onValueChange}>
    <TabList aria-label="Library">
      <Tab value="mine">My Guides</Tab>
      <Tab value="shared">My Connection&apos;s Guides</Tab>
      <Tab value="invite">Invite Friends, Family, Colleagues</Tab>
    </TabList>
    <TabPanel value="mine">Mine</TabPanel>
    <TabPanel value="shared">Shared</TabPanel>
    <TabPanel value="invite">Invite</TabPanel>
  </Tabs>
);

describe('Tabs', () => {
  it('wires tablist, tabs and panels', () => {
    render(<Library />);
    expect(screen.getByRole('tablist', { name: 'Library' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'My Guides' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: "My Connection's Guides" })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'My Guides' });
    expect(panel).toHaveTextContent('Mine');
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves focus and selection with arrows (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Library onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'My Guides' }));
    await user.keyboard('{ArrowRight}');
    const shared = screen.getByRole('tab', { name: "My Connection's Guides" });
    expect(shared).toHaveFocus();
    expect(shared).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Shared');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Invite Friends, Family, Colleagues' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Guides' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Invite Friends, Family, Colleagues' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'My Guides' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange.mock.calls.map((c) => c[0])).toEqual(['mine', 'shared', 'invite', 'mine', 'invite', 'mine']);
  });

  it('Tab moves from the selected tab into its panel', async () => {
    const user = userEvent.setup();
    render(<Library />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'My Guides' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('b');
      return (
        <>
          <p>Selected: {value}</p>
          <Tabs value={value} onValueChange={setValue}>
            <TabList aria-label="Letters">
              <Tab value="a">A</Tab>
              <Tab value="b">B</Tab>
            </TabList>
            <TabPanel value="a">Panel A</TabPanel>
            <TabPanel value="b">Panel B</TabPanel>
          </Tabs>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel B');
    await user.click(screen.getByRole('tab', { name: 'A' }));
    expect(screen.getByText('Selected: a')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel A');
  });
});
