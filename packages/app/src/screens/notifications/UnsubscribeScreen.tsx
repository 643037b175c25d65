import { notificationMessages } from '@insight/api';
import { Alert, Button, Link, Stack, Text } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { HrefLink } from '../../routes/RouterLink';
import { paths } from '../../routes/paths';
import { useEntry } from '../../routes/outcomeRouting';
import { useStores } from '../../stores/StoreContext';
import { AuthPage } from '../auth/AuthPage';
import { notificationTexts as t } from '../../texts/notifications';

/**
 * /unsubscribe?token=… (a notification mail's link; open to everyone, the signed token is the proof). Loading the
 * page changes nothing (mail scanners fetch links): the one button turns off that mail's switch, and the answer
 * says which mails stopped and where to turn them on again. A link without a token, or one the server refuses,
 * says that the link is not valid. Too many requests from the person's network (the server's words) keep the
 * button: the same link works again a few minutes later.
 */
export const UnsubscribeScreen = observer(function UnsubscribeScreen() {
  const { notifications, settings } = useStores();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  const request = notifications.unsubscribeRequest;
  const done = notifications.unsubscribed;
  const heading = useRef<HTMLDivElement>(null);

  // Entering: nothing done on this screen yet.
  useEntry(() => notifications.enterUnsubscribe(), token);

  // The answer is read out where it appears (focus moves to it).
  useEffect(() => {
    if (done || request.error) heading.current?.focus();
  }, [done, request.error]);

  const failure = token === '' ? notificationMessages.unsubscribeInvalid : request.error;
  const canRetry = request.error === notificationMessages.tooManyUnsubscribes;
  return (
    <AuthPage title={t.unsubscribeTitle}>
      <Stack gap="lg">
        <div ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {done ? (
            <Alert tone="success" title={t.unsubscribeDoneTitle}>
              {t.unsubscribeDone[done]} {t.unsubscribeStillInApp}
            </Alert>
          ) : failure ? (
            <Alert tone="critical">{failure}</Alert>
          ) : (
            <Text>{t.unsubscribeIntro(settings.appName)}</Text>
          )}
        </div>
        {!done && token !== '' && (!request.error || canRetry) ? (
          <div>
            <Button
              type="button"
              loading={request.isLoading}
              onClick={() => {
                if (!request.isLoading) void notifications.unsubscribe(token);
              }}
            >
              {t.unsubscribeButton}
            </Button>
          </div>
        ) : null}
        {done || failure ? (
          <Text>
            <Link as={HrefLink} href={paths.profile}>
              {t.changeInProfile}
            </Link>
          </Text>
        ) : null}
      </Stack>
    </AuthPage>
  );
});
