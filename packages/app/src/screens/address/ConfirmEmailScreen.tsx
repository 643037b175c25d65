import { addressMessages as am } from '@insight/api';
import { Alert, Link, Stack, Text } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { HrefLink } from '../../routes/RouterLink';
import { paths } from '../../routes/paths';
import { useStores } from '../../stores/StoreContext';
import { AuthPage } from '../auth/AuthPage';
import { addressTexts as t } from '../../texts';

/**
 * /confirm-email?token=…: the link mailed at registration and on an e-mail change. Open to everyone
 * (the link is the proof, whichever browser opens it): it confirms once on entry and says what happened.
 */
export const ConfirmEmailScreen = observer(function ConfirmEmailScreen() {
  const { session, profile } = useStores();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(token === '' ? am.linkInvalid : null);

  // A link works once: the call is made once per token (StrictMode runs effects twice), its answer read by each run.
  const call = useRef<{ token: string; answer: Promise<string | null> } | null>(null);
  useEffect(() => {
    if (token === '') return;
    let live = true;
    if (call.current?.token !== token) call.current = { token, answer: session.confirmEmail(token) };
    void call.current.answer.then((email) => {
      if (!live) return;
      if (email) {
        setConfirmed(email);
        // A signed-in person's contact now says proven (and, after a change, the new address).
        if (session.currentUser) void profile.load();
      } else setFailed(session.error ?? am.linkInvalid);
    });
    return () => {
      live = false;
    };
  }, [token, session, profile]);

  const signedIn = session.currentUser !== null;
  return (
    <AuthPage title={t.heading}>
      <Stack gap="lg">
        {confirmed ? <Alert tone="success">{am.confirmed(confirmed)}</Alert> : null}
        {failed ? <Alert tone="critical">{failed}</Alert> : null}
        {!confirmed && !failed ? <Text>{am.confirming}</Text> : null}
        {confirmed || failed ? (
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
