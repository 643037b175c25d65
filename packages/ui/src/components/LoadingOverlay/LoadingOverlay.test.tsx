import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('keeps an empty polite status region while idle', () => {
    const { container } = render(
      <LoadingOverlay active={false}>
        <p>Form</p>
      </LoadingOverlay>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
  });

  it('announces its label and marks the region busy while active', () => {
    const { container, rerender } = render(
      <LoadingOverlay active={false}>
        <p>Form</p>
      </LoadingOverlay>,
    );
    rerender(
      <LoadingOverlay active>
        <p>Form</p>
      </LoadingOverlay>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Form')).toBeInTheDocument();
  });

  it('takes a custom label', () => {
    render(<LoadingOverlay active fullscreen label="Signing in…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Signing in…');
  });
});
