import { Alert, Card, Icon, Link, Stack, vars } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import styled from 'styled-components';
import { paths } from '../../routes/paths';
import { HrefLink } from '../../routes/RouterLink';
import { useStores } from '../../stores/StoreContext';
import { SectionHeading } from './SectionHeading';
import { libraryTexts } from './texts';

const Promo = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space.xl};
  align-items: start;
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${vars.radius.round};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.primary};
`;

const Text = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  max-width: 60ch;
`;

/**
 * SPEC §2 Invite tab: a promo linking to connections. The invite form arrives with the
 * connections work; until then the tab says so.
 */
export const InviteTab = observer(function InviteTab() {
  const { settings } = useStores();
  const headingId = useId();
  return (
    <Card as="section" padding="xl" aria-labelledby={headingId}>
      <Promo>
        <Mark>
          <Icon name="user" size="lg" />
        </Mark>
        <Stack gap="md" align="start">
          <SectionHeading id={headingId}>{libraryTexts.invitePromoTitle}</SectionHeading>
          <Text>{libraryTexts.invitePromo(settings.appName)}</Text>
          <Link as={HrefLink} href={paths.connections}>
            {libraryTexts.inviteGoToConnections}
          </Link>
          <Alert tone="info">{libraryTexts.inviteFormComing}</Alert>
        </Stack>
      </Promo>
    </Card>
  );
});
