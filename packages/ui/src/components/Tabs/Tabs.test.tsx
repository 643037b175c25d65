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

  it('lazy: a panel draws its content when first selected, then keeps it while hidden', async () => {
    const user = userEvent.setup();
    const drawn = vi.fn();
    function Invite() {
      drawn();
      return <input aria-label="Email" />;
    }
    render(
      <Tabs defaultValue="mine">
        <TabList aria-label="Library">
          <Tab value="mine">My Guides</Tab>
          <Tab value="invite">Invite</Tab>
        </TabList>
        <TabPanel value="mine" lazy>
          Mine
        </TabPanel>
        <TabPanel value="invite" lazy data-testid="invite">
          <Invite />
        </TabPanel>
      </Tabs>,
    );
    // The selected one at once; the other not before it is opened (its panel is there, empty and hidden).
    expect(screen.getByRole('tabpanel', { name: 'My Guides' })).toHaveTextContent('Mine');
    expect(drawn).not.toHaveBeenCalled();
    expect(screen.getByTestId('invite')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('tab', { name: 'Invite' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@example.com');
    await user.click(screen.getByRole('tab', { name: 'My Guides' }));
    // Kept while hidden: what was typed is still there when it is opened again.
    expect(screen.getByTestId('invite')).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Invite' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('a@example.com');
  });
});
