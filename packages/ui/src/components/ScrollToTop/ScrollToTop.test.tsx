import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

afterEach(() => scrollTo(0));

describe('ScrollToTop', () => {
  it('appears after 100 px of scroll and scrolls to the top smoothly', async () => {
    const user = userEvent.setup();
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(100);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(101);
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('on a page that comes already scrolled, appears from the next frame on, not reading the page while it is drawn', async () => {
    const reads = vi.fn(() => 500);
    Object.defineProperty(window, 'scrollY', { get: reads, configurable: true });
    render(<ScrollToTop />);
    // Reading the scroll position right after the commit would lay the whole page out there and then.
    expect(reads).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    expect(reads).toHaveBeenCalled();
  });

  it('jumps without animation when the user prefers reduced motion', async () => {
    const user = userEvent.setup();
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    render(<ScrollToTop />);
    scrollTo(500);
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('is drawn inside the main landmark, wherever it is rendered', () => {
    render(
      <>
        <header>Banner</header>
        <main>
          <p>Content</p>
        </main>
        <ScrollToTop />
      </>,
    );
    scrollTo(300);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('button', { name: 'Scroll to top' }));
  });

  it('stays where it is rendered on a page without a main landmark', () => {
    const { container } = render(<ScrollToTop />);
    scrollTo(300);
    expect(container).toContainElement(screen.getByRole('button', { name: 'Scroll to top' }));
  });
});
