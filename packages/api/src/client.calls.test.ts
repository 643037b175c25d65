// The api client: the call table, every call over relative and absolute urls, and the validation of answers.
import { describe, expect, it } from 'vitest';
import { calls, CALL_NAMES, type CallName } from './calls.js';
import { ApiError } from './errors.js';
import { accessToken } from './testing/index.js';
import { cases } from './client.cases.fixtures.js';
import { ABSOLUTE, RELATIVE, XSRF, catalogItem, json, setup, text } from './client.fixtures.js';

const expectedUrl = (name: CallName, path: string, bases: { apiUrl: string; authApiUrl: string }) =>
  `${(calls[name].base === 'auth' ? bases.authApiUrl : bases.apiUrl).replace(/\/$/, '')}${path}`;

describe('the call table', () => {
  it('has a test case for every call of SPEC §7, the two trait calls, the five sign-out and address calls, the two account-data calls, the circle, the five notification calls, the two of the full questionnaire (retake, comparison group) and the two of the account language, and nothing else', () => {
    expect(Object.keys(cases).sort()).toEqual([...CALL_NAMES].sort());
    expect(CALL_NAMES).toHaveLength(28 + 2 + 5 + 2 + 1 + 5 + 2 + 2);
  });

  it('agrees with each case on method and path template', () => {
    for (const name of CALL_NAMES) {
      expect(calls[name].method, name).toBe(cases[name].method);
      // The token call and its revocation (RFC 7009) authenticate the client, not a bearer.
      expect(calls[name].bearer, name).toBe(name !== 'token' && name !== 'revokeToken');
    }
  });
});

describe.each([
  ['relative urls (app and API share an origin)', RELATIVE],
  ['absolute urls', ABSOLUTE],
])('every call over %s', (_label, bases) => {
  it.each(CALL_NAMES)('%s: method, url, headers, body and answer', async (name) => {
    const testCase = cases[name];
    const { fm, client } = setup({ bases });
    fm.route('*', testCase.answer);

    await expect(testCase.invoke(client)).resolves.toEqual(testCase.expected);

    const call = fm.callHistory.lastCall();
    expect(call).toBeDefined();
    if (!call) return;
    expect(call.args[0]).toBe(expectedUrl(name, testCase.path, bases));
    expect(call.options.method).toBe(testCase.method.toLowerCase());
    expect(call.options.credentials).toBe('same-origin');

    const headers = (call.options.headers ?? {}) as Record<string, string>;
    if (name === 'token' || name === 'revokeToken') expect(headers.authorization).toBeUndefined();
    else expect(headers.authorization).toBe(`Bearer ${accessToken}`);
    const relative = bases === RELATIVE;
    if (relative && testCase.method !== 'GET') expect(headers['x-xsrf-token']).toBe(XSRF);
    else expect(headers['x-xsrf-token']).toBeUndefined();

    const body = call.options.body;
    switch (testCase.body.kind) {
      case 'none':
        expect(body).toBeUndefined();
        break;
      case 'json':
        expect(headers['content-type']).toBe('application/json');
        expect(JSON.parse(String(body))).toEqual(testCase.body.value);
        break;
      case 'form':
        expect(headers['content-type']).toContain('application/x-www-form-urlencoded');
        expect(Object.fromEntries(new URLSearchParams(String(body)))).toEqual(testCase.body.fields);
        break;
      case 'multipart': {
        expect(body).toBeInstanceOf(FormData);
        expect(headers['content-type']).toBeUndefined();
        const file = (body as FormData).get(testCase.body.field);
        expect(file).toBeInstanceOf(File);
        expect((file as File).name).toBe(testCase.body.fileName);
        expect((file as File).size).toBe(4);
        break;
      }
    }
  });
});

describe('answers are validated', () => {
  const withWrong = CALL_NAMES.filter((name) => 'wrong' in cases[name]);

  it('covers every call whose answer is a struct', () => {
    const structAnswers = CALL_NAMES.filter(
      (name) => typeof calls[name].answer === 'object' && !['forgotPassword', 'surveyReturn'].includes(name),
    );
    expect(withWrong.sort()).toEqual(structAnswers.sort());
  });

  it.each(withWrong)('%s: an answer of the wrong shape throws kind contract', async (name) => {
    const { fm, client } = setup();
    fm.route('*', json(cases[name].wrong));
    const error = await cases[name].invoke(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'contract',
      status: 200,
      message: 'The server sent an unexpected answer. Please refresh and try again.',
    });
  });

  it('an answer that is not JSON where JSON is expected throws kind contract', async () => {
    const { fm, client } = setup();
    fm.route('*', text('<html>maintenance</html>', 200, 'text/html'));
    await expect(client.listCatalogItems()).rejects.toMatchObject({ kind: 'contract' });
  });

  it('ignores extra fields the server adds', async () => {
    const { fm, client } = setup();
    fm.route('*', json({ ...catalogItem, sortOrder: 3 }));
    await expect(client.getCatalogItem(1)).resolves.toMatchObject({ id: 1 });
  });
});
