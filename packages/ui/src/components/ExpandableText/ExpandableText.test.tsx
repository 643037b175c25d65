import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExpandableText, truncateText } from './ExpandableText';

const long = 'Discover how your strengths shape the way you work, lead and grow in every part of your career path.';

describe('truncateText', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(truncateText('Short', 10)).toBe('Short');
    expect(truncateText(long, 40)).toBe('Discover how your strengths shape the…');
  });
});

describe('ExpandableText', () => {
  it("toggles between the cut and the whole text with 'Read more' / 'Read less'", async () => {
    const user = userEvent.setup();
    render(<ExpandableText maxLength={40}>{long}</ExpandableText>);
    expect(screen.getByText('Discover how your strengths shape the…')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByText(long)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no button when the text is short', () => {
    render(<ExpandableText>Short text.</ExpandableText>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
