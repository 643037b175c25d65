/**
 * The rows of the authorization matrix (matrix.test.ts): for every call of the api package's call table
 * (`calls` / `CALL_NAMES`), who asks (anonymous, the owner of the data, a stranger, or an account whose address is
 * not proven: `unproven`, whom the owner has invited), with what, the status
 * the server must answer, and the only tables the call may change (every other table's row count and
 * checksum must be the same after). A call without rows fails the test: add rows when a call is added.
 */
import { addressMessages, profileMessages, surveyMessages, type CallName } from '@insight/api';

export type Who = 'anonymous' | 'owner' | 'stranger' | 'unproven';

/** What a row can use: the owner's and the stranger's ids and credentials, known fixtures. */
export interface MatrixFixture {
  owner: { id: string; email: string; password: string };
  stranger: { id: string; email: string; password: string };
  /** An account that never followed its confirmation link (it owns My Personal Map). */
  unproven: { id: string; email: string; password: string };
  /** The owner's pending invitation to the unproven account's address: its id and the link's token. */
  invitation: { id: string; token: string };
}

export interface MatrixRow {
  who: Who;
  /** What the row checks, in words. */
  case: string;
  /** The path parameters (filled into the call's path). */
  params?: (f: MatrixFixture) => Record<string, string | number>;
  /** The body: JSON, or a form (sent form-encoded) for the auth calls. */
  body?: (f: MatrixFixture) => unknown;
  /** The status the server must answer. */
  status: number;
  /** The error text of that answer, when the row names it (the api package's words). */
  error?: string;
  /** The tables this row may change (bookkeeping such as rate-limit counters included). */
  mayChange?: string[];
}

const validUser = (email: string) => ({
  user: { firstname: 'Ada', lastname: 'Lovelace', username: email, email, gender: 'F', password: 'correct-horse-9' },
});

const anonymous401 = (params?: MatrixRow['params'], body?: MatrixRow['body']): MatrixRow => ({
  who: 'anonymous',
  case: 'no bearer token: 401, nothing changes',
  status: 401,
  ...(params ? { params } : {}),
  ...(body ? { body } : {}),
});

const COUNTERS = ['limit_counters'];

/** The rows of every call but the connection calls. */
export const MATRIX_ROWS: Partial<Record<CallName, MatrixRow[]>> = {
  token: [
    {
      who: 'anonymous',
      case: 'a guessed password for the owner: invalid_grant',
      body: (f) => ({ grant_type: 'password', username: f.owner.email, password: 'guessed-password-1' }),
      status: 400,
      mayChange: [...COUNTERS, 'login_attempts'],
    },
    {
      who: 'owner',
      case: 'the right password: a token',
      body: (f) => ({ grant_type: 'password', username: f.owner.email, password: f.owner.password }),
      status: 200,
      mayChange: COUNTERS,
    },
    {
      who: 'stranger',
      case: "the stranger's password with the owner's name: invalid_grant",
      body: (f) => ({ grant_type: 'password', username: f.owner.email, password: f.stranger.password }),
      status: 400,
      mayChange: [...COUNTERS, 'login_attempts'],
    },
  ],
  revokeToken: [
    {
      who: 'anonymous',
      case: 'a made-up token: 200 (RFC 7009 §2.2), nothing is recorded',
      body: () => ({ token: 'made-up-token', token_type_hint: 'access_token' }),
      status: 200,
    },
  ],
  forgotPassword: [
    {
      who: 'anonymous',
      case: 'for an unknown address: true, no mail',
      body: () => ({ Email: 'nobody-at-all@example.com', ApplicationName: 'Insight', ApplicationDomain: 'x' }),
      status: 200,
      mayChange: COUNTERS,
    },
  ],
  resetPassword: [
    {
      who: 'anonymous',
      case: 'a made-up token: 400, the password stays',
      body: (f) => ({ NewPassword: 'new-password-12', Token: 'made-up-token', UserName: f.owner.email }),
      status: 400,
      // The reset attempt counters (per address, token and account).
      mayChange: COUNTERS,
    },
  ],
  listCatalogItems: [anonymous401(), { who: 'owner', case: 'the catalogue', status: 200 }],
  getCatalogItem: [
    anonymous401(() => ({ id: 1, includeReports: 'true' })),
    { who: 'owner', case: 'one item', params: () => ({ id: 1, includeReports: 'true' }), status: 200 },
  ],
  listPackages: [anonymous401(), { who: 'owner', case: 'the packages', status: 200 }],
  getPackage: [
    anonymous401(() => ({ type: 'personal', id: 1 })),
    { who: 'owner', case: 'one package', params: () => ({ type: 'personal', id: 1 }), status: 200 },
  ],
  createSurvey: [
    anonymous401(() => ({ locale: 'en-US' })),
    { who: 'stranger', case: 'an unknown locale: 400', params: () => ({ locale: 'xx-XX' }), status: 400 },
  ],
  getSurvey: [anonymous401(), { who: 'owner', case: 'the own survey status', status: 200 }],
  surveyReturn: [
    anonymous401((f) => ({ id: f.owner.id })),
    {
      who: 'stranger',
      case: "returning from the owner's survey: 403",
      params: (f) => ({ id: f.owner.id }),
      status: 403,
    },
  ],
  // The call names no person: it starts the asker's own retake only (survey.results.test.ts: "starts only the asker's own
  // retake"). No one of the fixture has a finished take.
  startRetake: [
    anonymous401(() => ({ locale: 'en-US' })),
    {
      who: 'owner',
      case: 'before any finished take: 409, no take made',
      params: () => ({ locale: 'en-US' }),
      status: 409,
      error: surveyMessages.retakeBeforeFirst,
    },
    {
      who: 'stranger',
      case: 'an unknown locale: 400, no take made',
      params: () => ({ locale: 'xx-XX' }),
      status: 400,
      error: surveyMessages.locale,
    },
  ],
  // The call names no person: it sets the asker's own group only (survey.questionnaire.test.ts: "is set by PUT /api/survey/group
  // for the asker only").
  setComparisonGroup: [
    anonymous401(undefined, () => ({ sex: 'female', ageBand: '21-40' })),
    {
      who: 'stranger',
      case: 'a group that is not one of the norms: 400, nothing saved',
      body: () => ({ sex: 'female', ageBand: '30' }),
      status: 400,
      error: surveyMessages.groupInvalid,
    },
    {
      who: 'stranger',
      case: 'their own group: saved, only comparison_groups changes',
      body: () => ({ sex: 'male', ageBand: '41-60' }),
      status: 200,
      mayChange: ['comparison_groups'],
    },
  ],
  createUser: [
    {
      who: 'anonymous',
      case: "the owner's address: answered like a new account, nothing created (the owner is told)",
      body: (f) => validUser(f.owner.email),
      status: 201,
      mayChange: [...COUNTERS, 'mail_outbox'],
    },
    {
      who: 'anonymous',
      case: 'a body that is not a registration: 400',
      body: () => ({ user: { email: 'x' } }),
      status: 400,
      mayChange: COUNTERS,
    },
  ],
  getContact: [anonymous401(), { who: 'owner', case: 'the own contact', status: 200 }],
  // Signing the owner out everywhere would end the matrix's own sessions: addresses.test.ts has it.
  signOutEverywhere: [anonymous401()],
  // Deleting the owner would end the matrix's own fixture: account.deletion.test.ts deletes accounts.
  exportMyData: [
    anonymous401(undefined, (f) => ({ currentPassword: f.owner.password })),
    {
      who: 'stranger',
      case: "the owner's password on the stranger's own session: 403, nothing is read or counted but the attempt",
      body: (f) => ({ currentPassword: f.owner.password }),
      status: 403,
      mayChange: COUNTERS,
    },
    {
      who: 'owner',
      case: 'no current password: 400',
      body: () => ({}),
      status: 400,
    },
    {
      who: 'owner',
      case: 'the right password: the own data, and the attempt and the download counted',
      body: (f) => ({ currentPassword: f.owner.password }),
      status: 200,
      mayChange: COUNTERS,
    },
  ],
  deleteAccount: [
    anonymous401(undefined, (f) => ({ currentPassword: f.owner.password })),
    {
      who: 'stranger',
      case: "the owner's password on the stranger's own session: 403, nobody is deleted",
      body: (f) => ({ currentPassword: f.owner.password }),
      status: 403,
      mayChange: COUNTERS,
    },
    {
      who: 'owner',
      case: 'an unknown field in the body: 400, nothing changes',
      body: (f) => ({ currentPassword: f.owner.password, userId: f.stranger.id }),
      status: 400,
    },
  ],
  confirmEmail: [
    {
      who: 'anonymous',
      case: 'a made-up link: 400, nothing is proven',
      body: () => ({ token: 'x'.repeat(43) }),
      status: 400,
      mayChange: COUNTERS,
    },
  ],
  resendEmailConfirmation: [
    anonymous401(),
    { who: 'owner', case: 'a proven address with no change waiting: 409, no mail', status: 409 },
  ],
  cancelEmailChange: [
    anonymous401(),
    { who: 'owner', case: 'no change waiting: 204, nothing changes (idempotent)', status: 204 },
    {
      who: 'stranger',
      case: "on the stranger's own session (no change of theirs waits): 204, nothing changes",
      status: 204,
    },
  ],
  updateContact: [
    anonymous401(undefined, (f) => ({
      user: {
        id: f.owner.id,
        firstName: 'Mal',
        lastName: 'Lory',
        gender: 'M',
        userName: f.owner.email,
        password: null,
      },
    })),
    {
      who: 'stranger',
      case: "the owner's id in the body changes only the stranger's own record, and an invalid one changes nothing: 400",
      body: (f) => ({
        user: { id: f.owner.id, firstName: '', lastName: 'Lory', gender: 'M', userName: f.owner.email },
      }),
      status: 400,
    },
  ],
  uploadProfileImage: [anonymous401()],
  getReport: [
    anonymous401((f) => ({ userId: f.owner.id, reportId: 1 })),
    {
      who: 'stranger',
      case: "the owner's guide: 403",
      params: (f) => ({ userId: f.owner.id, reportId: 1 }),
      status: 403,
    },
    {
      who: 'owner',
      case: 'a guide not bought: 403',
      params: (f) => ({ userId: f.owner.id, reportId: 2 }),
      status: 403,
    },
  ],
  getTraits: [
    anonymous401((f) => ({ userId: f.owner.id })),
    {
      who: 'stranger',
      case: "the owner's scores without a shared Personal Map: 403 (counted in the per-account limit)",
      params: (f) => ({ userId: f.owner.id }),
      status: 403,
      mayChange: COUNTERS,
    },
    {
      who: 'owner',
      case: 'the own scores (counted in the per-account limit)',
      params: (f) => ({ userId: f.owner.id }),
      status: 200,
      mayChange: COUNTERS,
    },
    { who: 'owner', case: 'a malformed id: 400, not counted', params: () => ({ userId: 'abc' }), status: 400 },
  ],
  compareTraits: [
    anonymous401((f) => ({ userId: f.stranger.id })),
    {
      who: 'stranger',
      case: 'comparing with the owner, no connection: 403 (counted in the per-account limit)',
      params: (f) => ({ userId: f.owner.id }),
      status: 403,
      mayChange: COUNTERS,
    },
    {
      who: 'owner',
      case: 'comparing with oneself: 400 (counted in the per-account limit)',
      params: (f) => ({ userId: f.owner.id }),
      status: 400,
      mayChange: COUNTERS,
    },
    { who: 'owner', case: 'a malformed id: 400, not counted', params: () => ({ userId: 'abc' }), status: 400 },
  ],
  traitCircle: [
    anonymous401((f) => ({ userIds: f.owner.id })),
    {
      who: 'stranger',
      case: 'a circle with the owner, no connection: 403 (counted in the per-account limit)',
      params: (f) => ({ userIds: f.owner.id }),
      status: 403,
      mayChange: COUNTERS,
    },
    {
      who: 'owner',
      case: 'a circle of oneself: 400, not counted',
      params: (f) => ({ userIds: f.owner.id }),
      status: 400,
    },
    {
      who: 'owner',
      case: 'a circle of nine: 400, not counted',
      params: () => ({ userIds: '1,2,3,4,5,6,7,8,9' }),
      status: 400,
    },
  ],
  notices: [
    anonymous401(),
    { who: 'owner', case: 'my own notices: 200, nothing changes', status: 200 },
    { who: 'stranger', case: 'their own (empty) list, never the owner’s: 200', status: 200 },
  ],
  markNoticesRead: [
    anonymous401(undefined, () => ({ ids: ['1'] })),
    {
      who: 'stranger',
      case: 'marking ids that are not theirs: 204, nothing changes',
      body: () => ({ ids: Array.from({ length: 30 }, (_, i) => String(i + 1)) }),
      status: 204,
    },
    { who: 'owner', case: 'no ids: 400', body: () => ({ ids: [] }), status: 400 },
    { who: 'owner', case: 'an id that is not text: 400', body: () => ({ ids: [1] }), status: 400 },
  ],
  accountLanguage: [
    anonymous401(),
    { who: 'owner', case: 'my own language: 200, nothing changes', status: 200 },
    { who: 'unproven', case: 'an unproven account reads its own language: 200', status: 200 },
  ],
  setAccountLanguage: [
    anonymous401(undefined, () => ({ language: 'de' })),
    {
      who: 'owner',
      case: 'a language Insight does not speak: 400, nothing changes',
      body: () => ({ language: 'fr' }),
      status: 400,
      error: profileMessages.languageInvalid,
    },
    {
      who: 'owner',
      case: 'a language and a field more: 400, nothing changes',
      body: () => ({ language: 'de', id: 1 }),
      status: 400,
    },
    {
      who: 'stranger',
      case: 'their own account only: 200, only users changes',
      body: () => ({ language: 'es' }),
      status: 200,
      mayChange: ['users'],
    },
  ],
  notificationSettings: [anonymous401(), { who: 'owner', case: 'my own switches: 200, nothing changes', status: 200 }],
  updateNotificationSettings: [
    anonymous401(undefined, () => ({
      invitationAccepted: false,
      guideShared: false,
      sharesBack: false,
      invitationExpiring: false,
    })),
    {
      who: 'owner',
      case: 'a switch missing: 400, nothing changes',
      body: () => ({ invitationAccepted: false }),
      status: 400,
    },
    {
      who: 'stranger',
      case: 'their own switches only',
      body: () => ({ invitationAccepted: false, guideShared: true, sharesBack: true, invitationExpiring: true }),
      status: 200,
      mayChange: ['notification_settings'],
    },
  ],
  unsubscribe: [
    {
      who: 'anonymous',
      case: 'a token this server did not sign: 400, nothing changes but the per-address count',
      body: () => ({
        token:
          'eyJhbGciOiJIUzI1NiJ9.eyJwdXJwb3NlIjoidW5zdWJzY3JpYmUiLCJraW5kIjoiZ3VpZGVTaGFyZWQiLCJzdWIiOiIxIn0.c2lnbmVkLWJ5LXNvbWVvbmUtZWxzZQ',
      }),
      status: 400,
      mayChange: COUNTERS,
    },
    { who: 'anonymous', case: 'no token: 400, not counted', body: () => ({}), status: 400 },
    {
      who: 'stranger',
      case: 'a malformed token: 400, nothing changes but the per-address count',
      body: () => ({ token: 'not.a-token.at-all' }),
      status: 400,
      mayChange: COUNTERS,
    },
  ],
  storeSso: [
    anonymous401((f) => ({ userId: f.owner.id, timestamp: 1_700_000_000, fcsid: 'abcdefgh1234' })),
    {
      who: 'stranger',
      case: 'checking out as the owner: 403',
      params: (f) => ({ userId: f.owner.id, timestamp: 1_700_000_000, fcsid: 'abcdefgh1234' }),
      status: 403,
    },
    {
      who: 'owner',
      case: 'the own checkout address',
      params: (f) => ({ userId: f.owner.id, timestamp: 1_700_000_000, fcsid: 'abcdefgh1234' }),
      status: 200,
    },
  ],
};

const NO_SUCH = 999_999;
const noShares = (id: number) => () => ({ id, connectionReports: [] });

/**
 * The connection calls, as the owner or a stranger with no connection or request between them. The six
 * parties of a connection (requester, recipient, connected with and without a share…) and every success
 * are in features/connections/matrix.invitations.test.ts and matrix.connections.test.ts, each on a fresh set-up.
 */
export const CONNECTION_ROWS: Partial<Record<CallName, MatrixRow[]>> = {
  sendInviteEmail: [
    anonymous401(undefined, () => ({ email: 'someone@example.com', firstName: 'Someone', lastName: 'Else' })),
    {
      who: 'owner',
      case: 'inviting oneself: 400, no request, no mail',
      body: (f) => ({ email: f.owner.email, firstName: 'Olive', lastName: 'Owner', message: '' }),
      status: 400,
      mayChange: COUNTERS,
    },
  ],
  createConnectionRequest: [
    anonymous401(undefined, () => ({ email: 'someone@example.com', firstName: 'Someone', lastName: 'Else' })),
    {
      who: 'owner',
      case: 'inviting oneself: 400, no request',
      body: (f) => ({ email: f.owner.email.toUpperCase(), firstName: 'Olive', lastName: 'Owner', message: '' }),
      status: 400,
    },
    {
      who: 'stranger',
      case: 'a body that is not an invitation: 400',
      body: () => ({ email: 'not-an-address', firstName: 'S' }),
      status: 400,
    },
  ],
  listReceivedRequests: [anonymous401(), { who: 'owner', case: 'the own received invitations', status: 200 }],
  listSentRequests: [anonymous401(), { who: 'owner', case: 'the own sent invitations', status: 200 }],
  acceptRequest: [
    anonymous401(() => ({ id: 1 })),
    { who: 'stranger', case: 'a request that is not theirs: 404', params: () => ({ id: NO_SUCH }), status: 404 },
    {
      who: 'unproven',
      case: 'the invitation to its own (unproven) address: 403, nothing connected',
      params: (f) => ({ id: f.invitation.id }),
      status: 403,
      error: addressMessages.confirmBeforeAccepting,
    },
  ],
  acceptRequestByToken: [
    anonymous401(() => ({ token: 'some-token' })),
    {
      who: 'stranger',
      case: 'a made-up link: refused, nothing connected',
      params: () => ({ token: 'A'.repeat(43) }),
      status: 410,
    },
    {
      who: 'unproven',
      case: 'the link mailed to its own address: 403, nothing connected, the address stays unproven',
      params: (f) => ({ token: f.invitation.token }),
      status: 403,
      error: addressMessages.confirmBeforeAccepting,
    },
  ],
  rejectRequest: [
    anonymous401(() => ({ id: 1 })),
    { who: 'stranger', case: 'a request that is not theirs: 404', params: () => ({ id: NO_SUCH }), status: 404 },
  ],
  cancelRequest: [
    anonymous401(() => ({ id: 1 })),
    { who: 'stranger', case: 'a request that is not theirs: 404', params: () => ({ id: NO_SUCH }), status: 404 },
  ],
  updateRequest: [
    anonymous401(undefined, noShares(1)),
    { who: 'stranger', case: 'the shares of a request that is not theirs: 404', body: noShares(NO_SUCH), status: 404 },
    {
      who: 'unproven',
      case: 'sharing an owned guide on the invitation to it: 403, nothing shared',
      body: (f) => ({ id: Number(f.invitation.id), connectionReports: [{ reportId: 1 }] }),
      status: 403,
      error: addressMessages.confirmBeforeSharing,
    },
  ],
  listConnections: [anonymous401(), { who: 'owner', case: 'the own connections', status: 200 }],
  updateConnection: [
    anonymous401(undefined, noShares(1)),
    {
      who: 'stranger',
      case: 'the shares of a connection that is not theirs: 404',
      body: noShares(NO_SUCH),
      status: 404,
    },
    {
      who: 'unproven',
      case: 'sharing an owned guide: 403 before any connection is looked up, nothing shared',
      body: () => ({ id: 1, connectionReports: [{ reportId: 1 }] }),
      status: 403,
      error: addressMessages.confirmBeforeSharing,
    },
  ],
  removeConnection: [
    anonymous401(() => ({ id: 1 })),
    { who: 'stranger', case: 'a connection that is not theirs: 404', params: () => ({ id: NO_SUCH }), status: 404 },
  ],
};

/** Every row of a call. */
export const rowsOf = (name: CallName): MatrixRow[] => [...(MATRIX_ROWS[name] ?? []), ...(CONNECTION_ROWS[name] ?? [])];
