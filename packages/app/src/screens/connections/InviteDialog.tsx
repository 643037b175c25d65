import { Button, Modal, Stack, Text } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useStores } from '../../stores/StoreContext';
import { InviteForm } from './InviteForm';
import { PromoImage } from './PromoImage';
import { screenTexts, connectionTexts as t } from '../../texts';

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * SPEC §2 Invite dialog: promo image, 'Invite friends to join {appName}!', the invite form. Once
 * the request is created it closes, and the sharing dialog opens on the new request (SPEC §4).
 */
export const InviteDialog = observer(function InviteDialog({ open, onClose }: InviteDialogProps) {
  const { settings } = useStores();
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={screenTexts.inviteTitle(settings.appName)}
      size="md"
      initialFocusRef={firstField}
    >
      <Stack gap="lg">
        <PromoImage />
        <Text>{t.invitePromo(settings.appName)}</Text>
        <InviteForm
          firstFieldRef={firstField}
          onInvited={onClose}
          secondaryAction={
            <Button type="button" variant="secondary" onClick={onClose}>
              {t.cancel}
            </Button>
          }
        />
      </Stack>
    </Modal>
  );
});
