import { render, screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '../../internal/sanitize';
import { PackageCard } from './PackageCard';

describe('PackageCard', () => {
  it('draws the ribbon it is given, with its tone; none without one', () => {
    const { rerender } = render(
      <PackageCard name="P" price={10} ribbon={{ label: 'Bundle', tone: 'success' }} description="" cartLink="#" />,
    );
    expect(screen.getByText('Bundle')).toHaveAttribute('data-tone', 'success');
    rerender(<PackageCard name="P" price={10} description="" cartLink="#" />);
    expect(screen.queryByText('Bundle')).not.toBeInTheDocument();
  });

  it("shows '$price', name, the HTML description and a Select link", () => {
    render(
      <PackageCard
        name="Complete Package"
        price={49.99}
        ribbon={{ label: 'Personal', tone: 'info' }}
        description="<p>Every guide, <strong>one price</strong>.</p>"
        cartLink="https://cart.example/cart?code=complete"
      />,
    );
    expect(screen.getByText('$49.99')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Complete Package' })).toBeInTheDocument();
    expect(screen.getByText('one price').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Select' })).toHaveAttribute(
      'href',
      'https://cart.example/cart?code=complete',
    );
    expect(screen.getByText('Personal')).toHaveAttribute('data-tone', 'info');
  });

  it('passes the description through DOMPurify and shows only what it returns', () => {
    // DOMPurify itself cannot run under happy-dom (it mis-parses there); what it removes is
    // checked in Chromium by the story's play function (stories/ui/PackageCard.stories.tsx, Sanitized).
    const cleaned = () => {
      const template = document.createElement('template');
      template.innerHTML = '<p>cleaned</p>';
      return template.content as never;
    };
    const sanitize = vi.spyOn(DOMPurify, 'sanitize').mockImplementation(cleaned);
    const dirty = '<img src="x" onerror="alert(1)"><p>Safe</p>';
    render(<PackageCard name="P" price={10} description={dirty} cartLink="#" />);
    expect(sanitize).toHaveBeenCalledWith(dirty, expect.objectContaining({ USE_PROFILES: { html: true } }));
    expect(screen.getByText('cleaned')).toBeInTheDocument();
    expect(screen.queryByText('Safe')).not.toBeInTheDocument();
    expect(sanitizeHtml('<b>x</b>')).toEqual({ html: '<p>cleaned</p>' });
    sanitize.mockRestore();
  });

  it('without a DOM (server rendering) keeps only the text', () => {
    const supported = vi.spyOn(DOMPurify, 'isSupported', 'get').mockReturnValue(false);
    expect(sanitizeHtml('<p>Every <strong>guide</strong></p><script>alert(1)</script>')).toEqual({
      text: 'Every guide',
    });
    supported.mockRestore();
  });
});
