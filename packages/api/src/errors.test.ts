import fetchMock from 'fetch-mock';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.js';
import { ApiError, errorFromResponse, isApiError } from './errors.js';
import { errorMessages } from './messages.js';
import { accessToken } from './testing/index.js';

const INVALID_GRANT =
  'Email and password combination does not exist. Please enter the correct email address and password.';
const INVALID_CLIENT =
  'There was a problem logging in. Please refresh and try again. If the problem persists please contact us at support@insight.example.';
const USED_LINK =
  'This link has already been used. If you would like to reset your password again, click Login > Forgot Password.';

function setup(response: unknown) {
  const fm = fetchMock.createInstance();
  fm.config.allowRelativeUrls = true;
  fm.route('*', response as Parameters<typeof fm.route>[1]);
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    settings: { apiUrl: '', authApiUrl: '', contactEmail: 'support@insight.example' },
    fetch: fm.fetchHandler.bind(fm),
    getToken: () => accessToken,
    getCookie: () => undefined,
    onUnauthorized,
  });
  return { client, onUnauthorized };
}

const json = (body: unknown, status: number) => ({
  status,
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});
const text = (body: string, status: number) => ({ status, body, headers: { 'Content-Type': 'text/plain' } });

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

const credentials = { email: 'ada@example.com', password: 'wrong password' };
const resetForm = { NewPassword: 'new password 1', Token: 'used-token', UserName: 'ada@example.com' };

describe('SPEC §8 error catalogue (through the client)', () => {
  it('400 invalid_grant → the email/password text', async () => {
    const { client, onUnauthorized } = setup(
      json({ error: 'invalid_grant', error_description: 'invalid_username_or_password' }, 400),
    );
    const error = await failure(client.login(credentials));
    expect(error).toMatchObject({ kind: 'invalid_grant', status: 400, message: INVALID_GRANT });
    expect(error.title).toBe(INVALID_GRANT);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('400 invalid_client → the contact-us text with the configured e-mail', async () => {
    const { client } = setup(json({ error: 'invalid_client' }, 400));
    const error = await failure(client.login(credentials));
    expect(error).toMatchObject({ kind: 'invalid_client', status: 400, message: INVALID_CLIENT });
  });

  it('401 invalid_client from the token endpoint is a login error, not a logout', async () => {
    const { client, onUnauthorized } = setup(json({ error: 'invalid_client' }, 401));
    const error = await failure(client.login(credentials));
    expect(error).toMatchObject({ kind: 'invalid_client', message: INVALID_CLIENT });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([
    ['500 .NET ExceptionMessage', json({ Message: 'An error has occurred.', ExceptionMessage: 'Invalid token.' }, 500)],
    ['500 JSON message', json({ message: 'Invalid token.' }, 500)],
    ['500 plain text', text('Invalid token.', 500)],
    ['400 ApiErrorBody', json({ status: 400, title: 'Bad Request', error: 'Invalid token.' }, 400)],
    ['400 JSON string', json('Invalid token.', 400)],
  ])('%s "Invalid token." → the used-link text', async (_label, response) => {
    const { client } = setup(response);
    const error = await failure(client.resetPassword(resetForm));
    expect(error.kind).toBe('invalid_token');
    expect(error.message).toBe(USED_LINK);
  });

  it('any other 500 → kind server (the app goes to /error), passing the body text on', async () => {
    const { client } = setup(json({ status: 500, title: 'Internal Server Error', error: 'Database unavailable' }, 500));
    const error = await failure(client.getContact());
    expect(error).toMatchObject({
      kind: 'server',
      status: 500,
      message: 'Database unavailable',
      title: 'Internal Server Error',
    });
  });

  it('a 500 without a body → kind server with the status text', async () => {
    const { client } = setup({ status: 500 });
    const error = await failure(client.listConnections());
    expect(error.kind).toBe('server');
    expect(error.message).toBe('Internal Server Error');
  });

  it('other errors pass body.error on, with title and per-field messages', async () => {
    const { client } = setup(
      json(
        {
          status: 400,
          title: 'Registration failed',
          error: 'An account with this email already exists.',
          fields: { 'user.email': 'An account with this email already exists.' },
        },
        400,
      ),
    );
    const error = await failure(
      client.createUser({
        user: {
          username: 'ada@example.com',
          email: 'ada@example.com',
          password: 'correct horse',
          firstname: 'Ada',
          lastname: 'Lovelace',
          gender: 'F',
        },
      }),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'An account with this email already exists.',
      title: 'Registration failed',
      fields: { 'user.email': 'An account with this email already exists.' },
    });
  });

  it('falls back to body.title, then body.message, then the text body, then the status text', async () => {
    const cases = [
      [json({ title: 'Image too large' }, 413), 'Image too large'],
      [json({ message: 'Only jpg or png' }, 415), 'Only jpg or png'],
      [text('Already connected', 409), 'Already connected'],
      [{ status: 404 }, 'Not Found'],
    ] as const;
    for (const [response, message] of cases) {
      const { client } = setup(response);
      const error = await failure(client.uploadProfileImage(new Blob(['x']), 'me.png'));
      expect(error.kind).toBe('http');
      expect(error.message).toBe(message);
    }
  });

  it('401 on any call → onUnauthorized (log out and reload), then throws kind unauthorized', async () => {
    const { client, onUnauthorized } = setup(
      json({ status: 401, title: 'Unauthorized', error: 'Session expired' }, 401),
    );
    const error = await failure(client.listCatalogItems());
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, message: 'Session expired' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    // With the token the call was sent with, so a caller can tell a stale answer from its session's.
    expect(onUnauthorized).toHaveBeenCalledWith(accessToken);
  });

  it('401 with no body still logs out', async () => {
    const { client, onUnauthorized } = setup({ status: 401 });
    const error = await failure(client.acceptRequest(3));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toBe('Unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a network failure → kind network, status 0', async () => {
    const { client, onUnauthorized } = setup({ throws: new TypeError('Failed to fetch') });
    const error = await failure(client.getSurvey());
    expect(error).toMatchObject({ kind: 'network', status: 0, message: errorMessages.network });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('errorFromResponse', () => {
  it('maps an unknown contact e-mail to an empty address rather than failing', () => {
    const error = errorFromResponse({ status: 400, statusText: 'Bad Request', body: { error: 'invalid_client' } });
    expect(error.message).toBe(errorMessages.invalidClient(''));
  });

  it('does not treat "Invalid token." on a 404 as a used reset link', () => {
    const error = errorFromResponse({ status: 404, statusText: 'Not Found', body: 'Invalid token.' });
    expect(error).toMatchObject({ kind: 'http', message: 'Invalid token.' });
  });

  it('ignores HTML error pages and uses the status text', () => {
    const error = errorFromResponse({
      status: 502,
      statusText: 'Bad Gateway',
      body: '<html><body>nginx</body></html>',
    });
    expect(error).toMatchObject({ kind: 'server', message: 'Bad Gateway' });
  });

  it('isApiError tells ApiErrors apart', () => {
    expect(isApiError(new ApiError({ kind: 'http', message: 'x' }))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
