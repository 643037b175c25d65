import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useMemo,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { useControllableState } from '../../internal/useControllableState';

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

const useTabs = (part: string) => {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>.`);
  return context;
};

const safe = (value: string) => value.replace(/[^\w-]/g, '_');
const tabId = (base: string, value: string) => `${base}-tab-${safe(value)}`;
const panelId = (base: string, value: string) => `${base}-panel-${safe(value)}`;

type TabsValueProps =
  | {
      /** Controlled: the selected tab's value. */ value: string;
      onValueChange: (value: string) => void;
      defaultValue?: never;
    }
  | {
      /** Uncontrolled: the tab selected first. */ defaultValue: string;
      onValueChange?: (value: string) => void;
      value?: never;
    };

export type TabsProps = Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> & TabsValueProps;

/**
 * WAI-ARIA tabs: a TabList of Tab buttons and one TabPanel per tab. Arrow keys move focus and
 * selection together (automatic activation), Home and End jump to the first and last tab.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { value, defaultValue, onValueChange, children, ...rest },
  ref,
) {
  const [selected, select] = useControllableState(value, defaultValue ?? '', onValueChange);
  const baseId = useId();
  const context = useMemo(() => ({ baseId, value: selected, select }), [baseId, selected, select]);
  return (
    <TabsContext.Provider value={context}>
      <div ref={ref} {...rest}>
        {children}
      </div>
    </TabsContext.Provider>
  );
});
Tabs.displayName = 'Tabs';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
  border-bottom: 1px solid ${vars.color.border};
  margin-bottom: ${vars.space.xl};
`;

export type TabListProps = HTMLAttributes<HTMLDivElement> &
  ({ 'aria-label': string; 'aria-labelledby'?: string } | { 'aria-labelledby': string; 'aria-label'?: string });

const nextIndex = (key: string, current: number, count: number): number | null => {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
};

/** The row of tabs (role="tablist"); it needs a name (aria-label or aria-labelledby). */
export const TabList = forwardRef<HTMLDivElement, TabListProps>(function TabList(
  { children, onKeyDown, ...rest },
  ref,
) {
  const { select } = useTabs('TabList');
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const next = nextIndex(event.key, current, tabs.length);
    if (next === null) return;
    event.preventDefault();
    tabs[next].focus();
    const value = tabs[next].dataset.value;
    if (value !== undefined) select(value);
  };
  return (
    <List ref={ref} role="tablist" aria-orientation="horizontal" onKeyDown={onKey} {...rest}>
      {children}
    </List>
  );
});
TabList.displayName = 'TabList';

const TabButton = styled.button`
  position: relative;
  margin: 0 0 -1px;
  padding: ${vars.space.md} ${vars.space.lg};
  border: 0;
  border-bottom: 3px solid transparent;
  border-radius: ${vars.radius.md} ${vars.radius.md} 0 0;
  background: transparent;
  color: ${vars.color.textMuted};
  font: inherit;
  font-weight: ${vars.font.weightMedium};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${vars.color.text};
    background: ${vars.color.surfaceMuted};
  }
  &[aria-selected='true'] {
    color: ${vars.color.primary};
    border-bottom-color: ${vars.color.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export interface TabProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> {
  /** Ties the tab to the TabPanel with the same value. */
  value: string;
  children: ReactNode;
}

/** One tab (role="tab"); only the selected tab is in the Tab order. */
export const Tab = forwardRef<HTMLButtonElement, TabProps>(function Tab({ value, onClick, ...rest }, ref) {
  const { baseId, value: selected, select } = useTabs('Tab');
  const isSelected = value === selected;
  return (
    <TabButton
      ref={ref}
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={isSelected}
      aria-controls={panelId(baseId, value)}
      tabIndex={isSelected ? 0 : -1}
      data-value={value}
      data-state={isSelected ? 'active' : 'inactive'}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...rest}
    />
  );
});
Tab.displayName = 'Tab';

export interface TabPanelProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
  /**
   * Draws the content the first time the panel is selected, not before (a panel nobody opens costs nothing);
   * once drawn it is kept, hidden, like any panel, so what was typed in it stays. Default false: drawn at once.
   */
  lazy?: boolean;
}

const Panel = styled.div`
  &:focus-visible {
    outline-offset: 4px;
  }
`;

/**
 * The content of one tab (role="tabpanel"); hidden, but kept, while another tab is selected (`lazy`: drawn when
 * first selected).
 */
export const TabPanel = forwardRef<HTMLDivElement, TabPanelProps>(function TabPanel(
  { value, lazy = false, children, ...rest },
  ref,
) {
  const { baseId, value: selected } = useTabs('TabPanel');
  const isSelected = value === selected;
  const [shown, setShown] = useState(isSelected);
  if (isSelected && !shown) setShown(true);
  return (
    <Panel
      ref={ref}
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      tabIndex={0}
      hidden={!isSelected}
      data-state={isSelected ? 'active' : 'inactive'}
      {...rest}
    >
      {lazy && !shown && !isSelected ? null : children}
    </Panel>
  );
});
TabPanel.displayName = 'TabPanel';
