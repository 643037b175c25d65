import { Card, Page } from '@insight/ui';
import type { ReactNode } from 'react';

export interface AuthPageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Lines under the card (links to the other open screens). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The open screens' frame: the heading, then a card holding the form, in the narrow column. */
export function AuthPage({ title, subtitle, footer, children }: AuthPageProps) {
  return (
    <Page title={title} subtitle={subtitle} width="narrow">
      <Card padding="xl" elevation="raised">
        {children}
      </Card>
      {footer}
    </Page>
  );
}
