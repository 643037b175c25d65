// The token revocation endpoint's answer (200 {} as application/json) and its effect: finding 10 of the attack
// check.
import { calls, loadRuntimeSettings } from '@insight/api';
import { api, base, check, register } from './client.mjs';

// 10. The revocation endpoint answers 200 {} as application/json.
export async function revocationAnswer() {
  const settings = await loadRuntimeSettings({ url: `${base}/assets/config.json` });
  const rex = await register('Rex');
  const res = await api('POST', calls.revokeToken.path, {
    form: {
      client_id: settings.authClientId,
      client_secret: settings.authClientSecret ?? '',
      token: rex.token,
      token_type_hint: 'access_token',
    },
  });
  const after = await api('GET', calls.getContact.path, { token: rex.token });
  check(
    `10 POST ${calls.revokeToken.path} answers 200 {} as application/json (and the token is ended: ${after.status})`,
    res.status === 200 && res.type.startsWith('application/json') && res.text.trim() === '{}' && after.status === 401,
    `${res.status} ${res.type} ${res.text}`,
  );
}
