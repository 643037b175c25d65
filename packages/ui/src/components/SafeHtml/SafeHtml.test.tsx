import { render, screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from '../../internal/sanitize';

/** DOMPurify's answer as a fragment of `html` (it cannot run under happy-dom; Chromium checks it in the stories). */
const purifiedTo = (html: string) =>
  vi.spyOn(DOMPurify, 'sanitize').mockImplementation(() => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content as never;
  });

describe('SafeHtml', () => {
  it('renders only what the sanitizer returns, with the HTML profile', () => {
    const sanitize = purifiedTo('<p>Kept</p>');
    render(<SafeHtml html={'<p>Kept</p><script>alert(1)</script>'} data-testid="prose" />);
    expect(sanitize).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ USE_PROFILES: { html: true } }),
    );
    expect(screen.getByTestId('prose').innerHTML).toBe('<p>Kept</p>');
    sanitize.mockRestore();
  });

  it('moves headings so the highest becomes the level asked for, keeping their order and attributes', () => {
    const sanitize = purifiedTo('<h1 id="a">Title</h1><h2>Part</h2><h4>Deep</h4>');
    expect(sanitizeHtml('ignored', { headingStart: 2 })).toEqual({
      html: '<h2 id="a">Title</h2><h3>Part</h3><h5>Deep</h5>',
    });
    sanitize.mockRestore();
  });

  it('keeps the headings as sent without headingStart, and clamps at h6', () => {
    const sanitize = purifiedTo('<h2>Part</h2><h5>Deep</h5>');
    expect(sanitizeHtml('ignored')).toEqual({ html: '<h2>Part</h2><h5>Deep</h5>' });
    expect(sanitizeHtml('ignored', { headingStart: 4 })).toEqual({ html: '<h4>Part</h4><h6>Deep</h6>' });
    sanitize.mockRestore();
  });

  it('without a DOM (server rendering) renders the text only', () => {
    const supported = vi.spyOn(DOMPurify, 'isSupported', 'get').mockReturnValue(false);
    render(<SafeHtml html={'<p>Every <b>guide</b></p><style>p{}</style>'} data-testid="prose" />);
    expect(screen.getByTestId('prose').innerHTML).toBe('Every guide');
    supported.mockRestore();
  });
});
