import { Card, Heading, Icon, Link, Stack, Text, vars } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import styled from 'styled-components';
import { paths } from '../../routes/paths';
import { HrefLink } from '../../routes/RouterLink';
import { useStores } from '../../stores/StoreContext';
import { InviteForm } from '../connections/InviteForm';
import { SharingDialog } from '../connections/SharingDialog';
import { libraryTexts } from '../../texts';

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

const FormArea = styled.div`
  margin-top: ${vars.space.xl};
  padding-top: ${vars.space.xl};
  border-top: 1px solid ${vars.color.border};
  max-width: 720px;
`;

/** The promo keeps a reading measure. */
const Blurb = styled(Text)`
  max-inline-size: 60ch;
`;

/**
 * SPEC §2 Invite tab: a promo linking to connections, plus the invite form (with Clear, SPEC §5).
 * As in the invite dialog, the sharing dialog opens on the new request at once (SPEC §4).
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
          <Heading level={2} id={headingId}>
            {libraryTexts.invitePromoTitle}
          </Heading>
          <Blurb tone="muted">{libraryTexts.invitePromo(settings.appName)}</Blurb>
          <Link as={HrefLink} href={paths.connections}>
            {libraryTexts.inviteGoToConnections}
          </Link>
        </Stack>
      </Promo>
      <FormArea>
        <InviteForm clearable />
      </FormArea>
      <SharingDialog />
    </Card>
  );
});
