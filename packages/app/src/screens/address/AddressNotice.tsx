import { addressMessages as am } from '@insight/api';
import { Alert, Button, Stack, Text } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../stores/StoreContext';

/**
 * Where invitations and shares wait for a proven address (the connections screen, the library's
 * connection tab), says so plainly, with "Send the link again". Shows nothing once the address is proven, or
 * while it is not known (the contact is loaded on entry when nothing loaded it before).
 */
export const AddressNotice = observer(function AddressNotice() {
  const { profile, session } = useStores();
  const signedIn = session.currentUser !== null;
  useEffect(() => {
    if (signedIn && !profile.contact) void profile.loadContact();
  }, [profile, signedIn]);
  if (!profile.contact || profile.emailConfirmed) return null;
  return (
    <Alert tone="warning" title={am.unconfirmedTitle}>
      <Stack gap="sm">
        <Text>{am.unconfirmed(profile.contact.user.userName)}</Text>
        {profile.errorTitle ? <Text tone="critical">{profile.errorTitle}</Text> : null}
        <div>
          <Button
            variant="secondary"
            size="sm"
            loading={profile.isLoading}
            onClick={() => void profile.resendConfirmation()}
          >
            {am.resend}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
});
