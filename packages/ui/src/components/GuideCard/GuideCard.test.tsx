import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuideCard } from './GuideCard';

describe('GuideCard', () => {
  it('draws the ribbon it is given, with its tone; none without one', () => {
    const { rerender } = render(
      <GuideCard name="Career Guide" ribbon={{ label: 'Career', tone: 'critical' }} purchased onView={() => {}} />,
    );
    expect(screen.getByText('Career')).toHaveAttribute('data-tone', 'critical');
    rerender(<GuideCard name="Career Guide" purchased onView={() => {}} />);
    expect(screen.queryByText('Career')).not.toBeInTheDocument();
  });

  it('purchased: a View button and no price', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    render(
      <GuideCard
        name="Sports Guide"
        ribbon={{ label: 'Sports', tone: 'success' }}
        shortDescription="Play better."
        purchased
        onView={onView}
      />,
    );
    expect(screen.getByRole('article', { name: 'Sports Guide' })).toHaveTextContent('Play better.');
    expect(screen.getByRole('heading', { name: 'Sports Guide', level: 3 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(onView).toHaveBeenCalled();
    expect(screen.queryByText(/Only/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it("for sale: 'Only $19.99', Overview and an Add to Cart link", async () => {
    const user = userEvent.setup();
    const onOverview = vi.fn();
    render(
      <GuideCard
        name="Personal Guide"
        ribbon={{ label: 'Personal', tone: 'info' }}
        purchased={false}
        price={19.99}
        cartLink="https://cart.example/cart?name=Personal&price=19.99"
        onOverview={onOverview}
      />,
    );
    expect(screen.getByText('Only $19.99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to Cart' })).toHaveAttribute(
      'href',
      'https://cart.example/cart?name=Personal&price=19.99',
    );
    expect(screen.getByRole('link', { name: 'Add to Cart' })).toHaveAccessibleDescription('Personal Guide');
    await user.click(screen.getByRole('button', { name: 'Overview' }));
    expect(onOverview).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
  });

  it("a whole price reads 'Only $25'", () => {
    render(<GuideCard name="G" purchased={false} price={25} cartLink="#" onOverview={() => {}} />);
    expect(screen.getByText('Only $25')).toBeInTheDocument();
  });

  it('its picture carries its size and loads lazily (below the fold it waits until it is near)', () => {
    const { container, rerender } = render(
      <GuideCard name="Career Guide" image="https://img.test/career.png" purchased onView={() => {}} />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://img.test/career.png');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '270');
    rerender(
      <GuideCard
        name="Career Guide"
        image="https://img.test/career.png"
        imageLoading="eager"
        purchased
        onView={() => {}}
      />,
    );
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });
});
