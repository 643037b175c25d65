import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDismiss, type DismissOptions } from './dismiss';

function Layer({ name, ...options }: DismissOptions & { name: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const handlers = useDismiss(ref, options);
  if (!options.active) return null;
  return (
    <div ref={ref} data-testid={`${name} backdrop`} {...handlers}>
      <div role="dialog" aria-label={name}>
        <p>{`${name} text`}</p>
      </div>
    </div>
  );
}

describe('useDismiss', () => {
  it('Escape dismisses; not when escape is off, nor when inactive', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { rerender } = render(<Layer name="A" active onDismiss={onDismiss} />);
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    rerender(<Layer name="A" active escape={false} onDismiss={onDismiss} />);
    await user.keyboard('{Escape}');
    rerender(<Layer name="A" active={false} onDismiss={onDismiss} />);
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('with layers nested, only the top one answers Escape', async () => {
    const user = userEvent.setup();
    const lower = vi.fn();
    const upper = vi.fn();
    const { rerender } = render(
      <>
        <Layer name="Lower" active onDismiss={lower} />
        <Layer name="Upper" active onDismiss={upper} />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(upper).toHaveBeenCalledTimes(1);
    expect(lower).not.toHaveBeenCalled();
    rerender(
      <>
        <Layer name="Lower" active onDismiss={lower} />
        <Layer name="Upper" active={false} onDismiss={upper} />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(lower).toHaveBeenCalledTimes(1);
  });

  it('a press on the backdrop dismisses; a press inside does not; it can be turned off', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { rerender } = render(<Layer name="A" active onDismiss={onDismiss} />);
    await user.click(screen.getByText('A text'));
    expect(onDismiss).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('A backdrop'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    rerender(<Layer name="A" active backdropPress={false} onDismiss={onDismiss} />);
    await user.click(screen.getByTestId('A backdrop'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('a drag that starts inside and ends on the backdrop (a text selection) does not dismiss, nor the reverse', () => {
    const onDismiss = vi.fn();
    render(<Layer name="A" active onDismiss={onDismiss} />);
    const backdrop = screen.getByTestId('A backdrop');
    const text = screen.getByText('A text');
    fireEvent.pointerDown(text);
    fireEvent.pointerUp(backdrop);
    fireEvent.click(backdrop); // the click goes to the common ancestor: the backdrop
    fireEvent.pointerDown(backdrop);
    fireEvent.pointerUp(text);
    fireEvent.click(backdrop);
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(backdrop);
    fireEvent.pointerUp(backdrop);
    fireEvent.click(backdrop);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
