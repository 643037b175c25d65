import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTabbables, useFocusScope, type FocusScopeOptions } from './focusScope';

function Scope({
  active,
  children,
  ...options
}: Omit<FocusScopeOptions, 'active'> & { active: boolean; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusScope(ref, { active, ...options });
  return active ? (
    <div ref={ref} tabIndex={-1} data-testid="scope">
      {children}
    </div>
  ) : null;
}

/** An opener before the scope and a button after it. */
function Page(props: Omit<FocusScopeOptions, 'active'> & { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Scope active={open} {...props}>
        {props.children ?? (
          <>
            <button type="button">First</button>
            <button type="button">Last</button>
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </>
        )}
      </Scope>
      <button type="button">After</button>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('getTabbables', () => {
  it('lists what Tab reaches, skipping disabled, hidden, inert and tabindex -1', () => {
    render(
      <div data-testid="root">
        <button type="button">A</button>
        <button type="button" disabled>
          B
        </button>
        <div inert>
          <button type="button">C</button>
        </div>
        <div style={{ display: 'none' }}>
          <button type="button">D</button>
        </div>
        <span tabIndex={-1}>E</span>
        <a href="#f">F</a>
        <input aria-label="G" type="hidden" />
      </div>,
    );
    expect(getTabbables(screen.getByTestId('root')).map((el) => el.textContent)).toEqual(['A', 'F']);
  });
});

describe('useFocusScope', () => {
  it('moves focus to the first tabbable element once, on open, and back to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });

  it('focuses what initialFocus gives, else the container itself when nothing is tabbable', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page initialFocus={() => screen.getByRole('button', { name: 'Last' })} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    unmount();

    render(
      <Scope active>
        <p>Nothing to focus</p>
      </Scope>,
    );
    expect(screen.getByTestId('scope')).toHaveFocus();
  });

  it('Tab and Shift+Tab cycle inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const [first, last, close] = ['First', 'Last', 'Close'].map((name) => screen.getByRole('button', { name }));
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('Tab with nothing tabbable keeps focus on the container', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Scope active>
          <p>Nothing</p>
        </Scope>
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByTestId('scope')).toHaveFocus();
  });

  it('nested scopes: the newer keeps the focus when the older closes under it', () => {
    function Two() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <>
          <Scope active={outer}>
            <button type="button" onClick={() => setInner(true)}>
              Next
            </button>
            <button type="button" onClick={() => setOuter(false)}>
              Done
            </button>
          </Scope>
          <Scope active={inner}>
            <input aria-label="Inner field" />
          </Scope>
        </>
      );
    }
    render(<Two />);
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    const field = screen.getByRole('textbox', { name: 'Inner field' });
    expect(field).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Done' }).click());
    expect(field).toHaveFocus();
  });

  it('content that the host shows only after the render gets the focus when it is laid out (no polling)', () => {
    let report: ResizeObserverCallback = () => {};
    const observe = vi.fn();
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe = observe;
        disconnect = disconnect;
      },
    );
    const rAF = vi.spyOn(window, 'requestAnimationFrame');
    // The host hides the content: focus() does nothing until it is shown.
    let shown = false;
    const focus = HTMLElement.prototype.focus;
    const spy = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options) {
      if (shown) focus.call(this, options);
    });
    render(
      <Scope active>
        <button type="button">Inside</button>
      </Scope>,
    );
    expect(screen.getByRole('button', { name: 'Inside' })).not.toHaveFocus();
    expect(observe).toHaveBeenCalledWith(screen.getByTestId('scope'));
    shown = true;
    act(() => report([], {} as ResizeObserver));
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
    expect(disconnect).toHaveBeenCalled();
    expect(rAF).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
