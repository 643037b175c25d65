import { Card, Link, Page, Stack } from '@insight/ui';
import type { ReactNode } from 'react';
import { paths } from '../routes/paths';
import { HrefLink } from '../routes/RouterLink';

export const COMING_SOON = 'This page is coming soon.';

export interface PlaceholderScreenProps {
  /** The page's SPEC heading. */
  title: ReactNode;
}

/** A route whose screen belongs to a later issue: its heading and an honest line, nothing more. */
export function PlaceholderScreen({ title }: PlaceholderScreenProps) {
  return (
    <Page title={title} width="narrow">
      <Card padding="xl">
        <Stack gap="md">
          <p style={{ margin: 0 }}>{COMING_SOON}</p>
          <p style={{ margin: 0 }}>
            <Link as={HrefLink} href={paths.home}>
              Return to my library
            </Link>
          </p>
        </Stack>
      </Card>
    </Page>
  );
}
