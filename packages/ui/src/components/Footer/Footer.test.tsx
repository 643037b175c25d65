import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows app name, version, year, company and a mailto support link in a footer landmark', () => {
    render(
      <Footer
        appName="Insight"
        version="1.4.0"
        year={2025}
        company="Insight Labs, Inc."
        supportEmail="support@insight.test"
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Insight · Version 1.4.0');
    expect(footer).toHaveTextContent('© 2025 Insight Labs, Inc.');
    expect(screen.getByRole('link', { name: 'support@insight.test' })).toHaveAttribute(
      'href',
      'mailto:support@insight.test',
    );
  });

  it('defaults the year to the current one', () => {
    render(<Footer appName="Insight" company="Insight Labs" supportEmail="s@x.test" />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Insight Labs`);
  });
});
