import { NOTICE_KINDS } from '@insight/api';
import { Alert, Button, Card, Fieldset, Heading, Stack, Switch, Text } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useStores } from '../../stores/StoreContext';
import { notificationTexts as t } from '../../texts/notifications';

/**
 * The profile's Notifications card: one switch per event for mail (the notices under the bell are always made),
 * each saved as it is flipped, with a toast; a failed save puts the switch back and says why under it.
 */
export const NotificationsCard = observer(function NotificationsCard() {
  const { notifications } = useStores();
  const titleId = useId();
  const { settings, settingsRequest, saving, savingKind } = notifications;

  useEffect(() => {
    void notifications.loadSettings();
  }, [notifications]);

  return (
    <Card as="section" padding="xl" aria-labelledby={titleId}>
      <Stack gap="md">
        <Heading level={2} id={titleId}>
          {t.settingsTitle}
        </Heading>
        <Text>{t.settingsIntro}</Text>
        {settings ? (
          <Fieldset legend={t.settingsLegend} legendSize="md" gap="sm">
            {NOTICE_KINDS.map((kind) => (
              <Switch
                key={kind}
                name={kind}
                label={t.switchLabels[kind]}
                checked={settings[kind]}
                onChange={(event) => void notifications.saveSetting(kind, event.target.checked)}
                error={savingKind === kind ? (saving.error ?? undefined) : undefined}
              />
            ))}
          </Fieldset>
        ) : settingsRequest.error ? (
          <Stack gap="sm">
            <Alert tone="critical">{settingsRequest.error}</Alert>
            <div>
              <Button type="button" variant="secondary" onClick={() => void notifications.loadSettings()}>
                {t.retry}
              </Button>
            </div>
          </Stack>
        ) : (
          <Text tone="muted">{t.settingsLoading}</Text>
        )}
      </Stack>
    </Card>
  );
});
