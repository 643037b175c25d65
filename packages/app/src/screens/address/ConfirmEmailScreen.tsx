import { addressMessages as am } from '@insight/api';
import { Alert, Button, Link, Stack, Text } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { HrefLink } from '../../routes/RouterLink';
import { useEntry } from '../../routes/outcomeRouting';
import { paths } from '../../routes/paths';
import { useStores } from '../../stores/StoreContext';
import { AuthPage } from '../auth/AuthPage';
import { addressTexts as t } from '../../texts';

/** The address a link names (`email=`), to say before the button; only shown, never sent. */
function namedAddress(search: URLSearchParams): string | null {
  const email = search.get('email')?.trim() ?? '';
  return email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

/**
 * /confirm-email?token=…&email=…: the link mailed at registration and on an e-mail change. Open to everyone (the
 * link is the proof, whichever browser opens it). Opening the page changes nothing (mail scanners open links, as
 * on /unsubscribe): it says what will happen, and only its Confirm button proves the address; then it says what
 * happened. A link without a token, or one the server refuses, says that the link is not valid; too many attempts
 * from the person's network, or no network, keep the button.
 */
export const ConfirmEmailScreen = observer(function ConfirmEmailScreen() {
  const { session, profile } = useStores();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const token = query.get('token')?.trim() ?? '';
  const address = namedAddress(query);
  const answer = useRef<HTMLDivElement>(null);

  // Entering: nothing confirmed on this screen yet (and nothing called).
  useEntry(() => session.enterConfirmEmail(), search);

  const confirmed = session.confirmedAddress;
  const failure = token === '' ? am.linkInvalid : session.error;
  const canRetry = session.error === am.tooManyAttempts || session.errorKind === 'network';

  // The answer is read out where it appears (focus moves to it).
  useEffect(() => {
    if (confirmed || session.error) answer.current?.focus();
  }, [confirmed, session.error]);

  const confirm = async () => {
    if (session.isLoading) return;
    // A signed-in person's contact now says proven (and, after a change, the new address).
    if ((await session.confirmEmail(token)) && session.currentUser) void profile.loadContact();
  };

  const signedIn = session.currentUser !== null;
  return (
    <AuthPage title={t.heading}>
      <Stack gap="lg">
        <div ref={answer} tabIndex={-1} style={{ outline: 'none' }}>
          {confirmed ? (
            <Alert tone="success">{am.confirmed(confirmed)}</Alert>
          ) : failure ? (
            <Alert tone="critical">{failure}</Alert>
          ) : (
            <Text>
              {session.isLoading ? am.confirming : address ? t.confirmIntro(address) : t.confirmIntroNoAddress}
            </Text>
          )}
        </div>
        {!confirmed && token !== '' && (!session.error || canRetry) ? (
          <div>
            <Button type="button" loading={session.isLoading} onClick={() => void confirm()}>
              {t.confirmButton}
            </Button>
          </div>
        ) : null}
        {confirmed || failure ? (
          <Text>
            <Link as={HrefLink} href={signedIn ? paths.home : paths.login}>
              {signedIn ? t.toLibrary : t.toLogin}
            </Link>
          </Text>
        ) : null}
      </Stack>
    </AuthPage>
  );
});
