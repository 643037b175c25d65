// The api client's test bench: a client over fetch-mock, and one case per call (method, path, body, answer).
import fetchMock, { type FetchMock } from 'fetch-mock';
import { vi } from 'vitest';
import type { CallName } from './calls.js';
import { createApiClient, type ApiClient } from './client.js';
import {
  accessToken,
  ada,
  dataExportOf,
  noticeListOf,
  noticeOf,
  notificationSettingsOf,
  samples,
} from './testing/index.js';

const { catalogPackage, connection, connectionRequest, contact } = samples;
export const { catalogItem } = samples;
export const userId = ada.id;

export const ABSOLUTE = { apiUrl: 'https://api.example.com', authApiUrl: 'https://auth.example.com/' };
export const RELATIVE = { apiUrl: '', authApiUrl: '' };
export const XSRF = 'xsrf-cookie-value';

interface SetupOptions {
  bases?: { apiUrl: string; authApiUrl: string };
  token?: string | null;
}

export function setup({ bases = RELATIVE, token = accessToken }: SetupOptions = {}) {
  const fm: FetchMock = fetchMock.createInstance();
  fm.config.allowRelativeUrls = true;
  const onUnauthorized = vi.fn<(sentToken: string | null) => void>();
  const client = createApiClient({
    settings: {
      ...bases,
      authClientId: 'insight-web',
      authClientSecret: 'web-secret',
      contactEmail: 'support@insight.example',
      appName: 'Insight',
      appUrl: 'https://app.example.com',
    },
    fetch: fm.fetchHandler.bind(fm),
    getToken: () => token,
    getCookie: (name) => (name === 'XSRF-TOKEN' ? XSRF : undefined),
    onUnauthorized,
  });
  return { fm, client, onUnauthorized };
}

export const json = (body: unknown, status = 200) => ({
  status,
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});
export const text = (body: string, status = 200, contentType = 'text/plain') => ({
  status,
  body,
  headers: { 'Content-Type': contentType },
});

export const noContent = { status: 204 };

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Record<string, string> }
  | { kind: 'multipart'; field: string; fileName: string };

interface Case {
  invoke: (client: ApiClient) => Promise<unknown>;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: Body;
  answer: ReturnType<typeof json> | ReturnType<typeof text> | typeof noContent;
  expected: unknown;
  /** An answer of the wrong shape (struct answers only). */
  wrong?: unknown;
}

const traitScores = {
  extraversion: 38,
  agreeableness: 24,
  conscientiousness: 45,
  emotionalStability: 31,
  intellect: 47,
};

/** A download of one's data, the shape account-data.ts documents. */
const sampleExport = dataExportOf(contact);

const profileImage = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

/** One case per call of the SPEC §7 table. */
export const cases: Record<CallName, Case> = {
  token: {
    invoke: (c) => c.login({ email: 'ada@example.com', password: 'correct horse' }),
    method: 'POST',
    path: '/identity/connect/token',
    body: {
      kind: 'form',
      fields: {
        client_id: 'insight-web',
        client_secret: 'web-secret',
        grant_type: 'password',
        username: 'ada@example.com',
        password: 'correct horse',
        scope: 'SsiScope',
      },
    },
    answer: json({ access_token: accessToken, token_type: 'Bearer', expires_in: 3600 }),
    expected: { id: userId, userName: 'ada@example.com', token: accessToken },
    wrong: { access_token: 42 },
  },
  revokeToken: {
    invoke: (c) => c.revokeToken(accessToken),
    method: 'POST',
    path: '/identity/connect/revocation',
    body: {
      kind: 'form',
      fields: {
        client_id: 'insight-web',
        client_secret: 'web-secret',
        token: accessToken,
        token_type_hint: 'access_token',
      },
    },
    // The reference server answers `{}` as JSON (RFC 7009 §2.2: the body is ignored).
    answer: json({}),
    expected: undefined,
  },
  forgotPassword: {
    invoke: (c) =>
      c.forgotPassword({
        Email: 'ada@example.com',
        ApplicationName: 'Insight',
        ApplicationDomain: 'https://app.example.com/reset-password',
      }),
    method: 'POST',
    path: '/auth/forgotpasswordv2',
    body: {
      kind: 'form',
      fields: {
        Email: 'ada@example.com',
        ApplicationName: 'Insight',
        ApplicationDomain: 'https://app.example.com/reset-password',
      },
    },
    answer: json(true),
    expected: true,
  },
  resetPassword: {
    invoke: (c) => c.resetPassword({ NewPassword: 'new password 1', Token: 'tok en/1', UserName: 'ada@example.com' }),
    method: 'POST',
    path: '/auth/resetpassword',
    body: { kind: 'form', fields: { NewPassword: 'new password 1', Token: 'tok en/1', UserName: 'ada@example.com' } },
    answer: text('', 200),
    expected: undefined,
  },
  listCatalogItems: {
    invoke: (c) => c.listCatalogItems(),
    method: 'GET',
    path: '/api/catalogitem/',
    body: { kind: 'none' },
    answer: json([catalogItem]),
    expected: [catalogItem],
    wrong: [{ ...catalogItem, price: '19.99' }],
  },
  getCatalogItem: {
    invoke: (c) => c.getCatalogItem(1),
    method: 'GET',
    path: '/api/catalogitem/item/1/true',
    body: { kind: 'none' },
    answer: json(catalogItem),
    expected: catalogItem,
    wrong: { ...catalogItem, type: 'music' },
  },
  listPackages: {
    invoke: (c) => c.listPackages(),
    method: 'GET',
    path: '/api/catalogitempackage/',
    body: { kind: 'none' },
    answer: json([catalogPackage]),
    expected: [catalogPackage],
    wrong: { packages: [] },
  },
  getPackage: {
    invoke: (c) => c.getPackage('career', 3),
    method: 'GET',
    path: '/api/catalogitempackage/career/3',
    body: { kind: 'none' },
    answer: json(catalogPackage),
    expected: catalogPackage,
    wrong: { ...catalogPackage, cartLink: null },
  },
  createSurvey: {
    invoke: (c) => c.createSurvey(),
    method: 'POST',
    path: '/api/survey/en-US',
    body: { kind: 'none' },
    answer: json({ url: 'https://survey.example.com/s/1' }),
    expected: { url: 'https://survey.example.com/s/1' },
    wrong: { link: 'https://survey.example.com/s/1' },
  },
  getSurvey: {
    invoke: (c) => c.getSurvey(),
    method: 'GET',
    path: '/api/survey',
    body: { kind: 'none' },
    answer: json({ status: 'inprogress', url: 'https://survey.example.com/s/1' }),
    expected: { status: 'inprogress', url: 'https://survey.example.com/s/1' },
    wrong: { status: 'done', url: 'https://survey.example.com/s/1' },
  },
  surveyReturn: {
    invoke: (c) => c.surveyReturn('survey-9'),
    method: 'POST',
    path: '/api/survey/return/survey-9',
    body: { kind: 'none' },
    answer: json(true),
    expected: true,
  },
  startRetake: {
    invoke: (c) => c.startRetake(),
    method: 'POST',
    path: '/api/survey/retake/en-US',
    body: { kind: 'none' },
    answer: json({ url: 'https://app.example.com/questionnaire/abc' }),
    expected: { url: 'https://app.example.com/questionnaire/abc' },
    wrong: { link: 'https://app.example.com/questionnaire/abc' },
  },
  setComparisonGroup: {
    invoke: (c) => c.setComparisonGroup({ sex: 'female', ageBand: '21-40' }),
    method: 'PUT',
    path: '/api/survey/group',
    body: { kind: 'json', value: { sex: 'female', ageBand: '21-40' } },
    answer: json({ sex: 'female', ageBand: '21-40' }),
    expected: { sex: 'female', ageBand: '21-40' },
    wrong: { sex: 'woman', ageBand: '21-40' },
  },
  createUser: {
    invoke: (c) =>
      c.createUser({
        user: {
          username: 'ada@example.com',
          email: 'ada@example.com',
          password: 'correct horse',
          firstname: 'Ada',
          lastname: 'Lovelace',
          gender: 'F',
        },
      }),
    method: 'POST',
    path: '/api/mylifecontact',
    body: {
      kind: 'json',
      value: {
        user: {
          username: 'ada@example.com',
          email: 'ada@example.com',
          password: 'correct horse',
          firstname: 'Ada',
          lastname: 'Lovelace',
          gender: 'F',
        },
      },
    },
    answer: json({ id: 'whatever the server sends' }, 201),
    expected: undefined,
  },
  getContact: {
    invoke: (c) => c.getContact(),
    method: 'GET',
    path: '/api/mylifecontact',
    body: { kind: 'none' },
    answer: json(contact),
    expected: contact,
    wrong: { user: { ...contact.user, gender: 'X' } },
  },
  signOutEverywhere: {
    invoke: (c) => c.signOutEverywhere(),
    method: 'POST',
    path: '/api/mylifecontact/signout-everywhere',
    body: { kind: 'none' },
    answer: noContent,
    expected: undefined,
  },
  exportMyData: {
    invoke: (c) => c.exportMyData('Secret1!'),
    method: 'POST',
    path: '/api/mylifecontact/data-export',
    body: { kind: 'json', value: { currentPassword: 'Secret1!' } },
    answer: json(sampleExport),
    expected: sampleExport,
    wrong: { ...sampleExport, version: 1 },
  },
  deleteAccount: {
    invoke: (c) => c.deleteAccount('Secret1!'),
    method: 'POST',
    path: '/api/mylifecontact/delete',
    body: { kind: 'json', value: { currentPassword: 'Secret1!' } },
    answer: noContent,
    expected: undefined,
  },
  confirmEmail: {
    invoke: (c) => c.confirmEmail('a'.repeat(43)),
    method: 'POST',
    path: '/api/email/confirm',
    body: { kind: 'json', value: { token: 'a'.repeat(43) } },
    answer: json({ email: 'ada@example.com' }),
    expected: { email: 'ada@example.com' },
    wrong: { email: 42 },
  },
  resendEmailConfirmation: {
    invoke: (c) => c.resendEmailConfirmation(),
    method: 'POST',
    path: '/api/email/confirm/resend',
    body: { kind: 'none' },
    answer: noContent,
    expected: undefined,
  },
  cancelEmailChange: {
    invoke: (c) => c.cancelEmailChange(),
    method: 'DELETE',
    path: '/api/email/pending',
    body: { kind: 'none' },
    answer: noContent,
    expected: undefined,
  },
  updateContact: {
    invoke: (c) => c.updateContact({ user: { ...contact.user, firstName: 'Augusta', password: 'new password 1' } }),
    method: 'PUT',
    path: '/api/mylifecontact',
    body: { kind: 'json', value: { user: { ...contact.user, firstName: 'Augusta', password: 'new password 1' } } },
    answer: json({ user: { ...contact.user, firstName: 'Augusta' } }),
    expected: { user: { ...contact.user, firstName: 'Augusta' } },
    wrong: { firstName: 'Augusta' },
  },
  uploadProfileImage: {
    invoke: (c) => c.uploadProfileImage(profileImage, 'me.png'),
    method: 'POST',
    path: '/api/user/profileimage',
    body: { kind: 'multipart', field: 'file', fileName: 'me.png' },
    answer: text('profile/7f3a.png'),
    expected: 'profile/7f3a.png',
  },
  getReport: {
    invoke: (c) => c.getReport(userId, 11),
    method: 'GET',
    path: `/api/report/${userId}/11`,
    body: { kind: 'none' },
    answer: text('<h1>Career Leadership Guide</h1>', 200, 'text/html'),
    expected: '<h1>Career Leadership Guide</h1>',
  },
  getTraits: {
    invoke: (c) => c.getTraits(userId),
    method: 'GET',
    path: `/api/traits/${userId}`,
    body: { kind: 'none' },
    answer: json({ userId, firstName: 'Ada', lastName: 'Lovelace', scores: traitScores }),
    expected: { userId, firstName: 'Ada', lastName: 'Lovelace', scores: traitScores },
    wrong: { userId, firstName: 'Ada', lastName: 'Lovelace' },
  },
  traitCircle: {
    invoke: (c) => c.traitCircle(['12', '13']),
    method: 'GET',
    path: '/api/traits/circle/12%2C13',
    body: { kind: 'none' },
    answer: json({
      me: { userId, firstName: 'Ada', lastName: 'Lovelace', scores: traitScores },
      people: [{ userId: '12', firstName: 'Bea', lastName: 'Lee', scores: null }],
    }),
    expected: {
      me: { userId, firstName: 'Ada', lastName: 'Lovelace', scores: traitScores },
      people: [{ userId: '12', firstName: 'Bea', lastName: 'Lee', scores: null }],
    },
    wrong: { me: { userId, firstName: 'Ada', lastName: 'Lovelace', scores: null }, people: {} },
  },
  compareTraits: {
    invoke: (c) => c.compareTraits('12'),
    method: 'GET',
    path: '/api/traits/compare/12',
    body: { kind: 'none' },
    answer: json({
      me: { userId, firstName: 'Ada', lastName: 'Lovelace', scores: traitScores },
      them: { userId: '12', firstName: 'Bea', lastName: 'Lee', scores: null },
    }),
    expected: {
      me: { userId, firstName: 'Ada', lastName: 'Lovelace', scores: traitScores },
      them: { userId: '12', firstName: 'Bea', lastName: 'Lee', scores: null },
    },
    wrong: { me: { userId, firstName: 'Ada', lastName: 'Lovelace', scores: { ...traitScores, intellect: 51 } } },
  },
  sendInviteEmail: {
    invoke: (c) => c.sendInviteEmail({ firstName: 'Bea', lastName: 'Lee', email: 'bea@example.com', message: 'Hi' }),
    method: 'POST',
    path: '/api/email/invite',
    body: { kind: 'json', value: { firstName: 'Bea', lastName: 'Lee', email: 'bea@example.com', message: 'Hi' } },
    answer: noContent,
    expected: undefined,
  },
  createConnectionRequest: {
    invoke: (c) =>
      c.createConnectionRequest({ email: 'bea@example.com', firstName: 'Bea', lastName: 'Lee', message: 'Join me!' }),
    method: 'POST',
    path: '/api/connectionrequest/',
    body: { kind: 'json', value: { email: 'bea@example.com', firstName: 'Bea', lastName: 'Lee', message: 'Join me!' } },
    answer: json(connectionRequest),
    expected: connectionRequest,
    wrong: { ...connectionRequest, id: 'seven' },
  },
  listReceivedRequests: {
    invoke: (c) => c.listReceivedRequests(),
    method: 'GET',
    path: '/api/connectionrequest/pending/recipient',
    body: { kind: 'none' },
    answer: json([connectionRequest]),
    expected: [connectionRequest],
    wrong: [{ ...connectionRequest, requester: null }],
  },
  listSentRequests: {
    invoke: (c) => c.listSentRequests(),
    method: 'GET',
    path: '/api/connectionrequest/pending/requester',
    body: { kind: 'none' },
    answer: json([connectionRequest]),
    expected: [connectionRequest],
    wrong: null,
  },
  acceptRequest: {
    invoke: (c) => c.acceptRequest(7),
    method: 'POST',
    path: '/api/connectionrequest/accept/7',
    body: { kind: 'none' },
    answer: noContent,
    expected: undefined,
  },
  acceptRequestByToken: {
    invoke: (c) => c.acceptRequestByToken('a+b/c='),
    method: 'POST',
    path: '/api/connectionrequest/accept/token/a%2Bb%2Fc%3D',
    body: { kind: 'none' },
    answer: noContent,
    expected: undefined,
  },
  rejectRequest: {
    invoke: (c) => c.rejectRequest(7),
    method: 'POST',
    path: '/api/connectionrequest/reject/7',
    body: { kind: 'none' },
    answer: json(true),
    expected: undefined,
  },
  cancelRequest: {
    invoke: (c) => c.cancelRequest(7),
    method: 'POST',
    path: '/api/connectionrequest/cancel/7',
    body: { kind: 'none' },
    answer: noContent,
    expected: undefined,
  },
  updateRequest: {
    invoke: (c) => c.updateRequest({ ...connectionRequest, connectionReports: [{ reportId: 11 }, { reportId: 12 }] }),
    method: 'PUT',
    path: '/api/connectionrequest/',
    body: { kind: 'json', value: { ...connectionRequest, connectionReports: [{ reportId: 11 }, { reportId: 12 }] } },
    answer: noContent,
    expected: undefined,
  },
  listConnections: {
    invoke: (c) => c.listConnections(),
    method: 'GET',
    path: '/api/connection',
    body: { kind: 'none' },
    answer: json([connection]),
    expected: [connection],
    wrong: [{ ...connection, connectionSharedReports: undefined }],
  },
  updateConnection: {
    invoke: (c) => c.updateConnection({ ...connection, connectionReports: [] }),
    method: 'PUT',
    path: '/api/connection',
    body: { kind: 'json', value: { ...connection, connectionReports: [] } },
    answer: noContent,
    expected: undefined,
  },
  removeConnection: {
    invoke: (c) => c.removeConnection(5),
    method: 'POST',
    path: '/api/connection/cancel/5',
    body: { kind: 'none' },
    answer: noContent,
    expected: undefined,
  },
  notices: {
    invoke: (c) => c.notices(),
    method: 'GET',
    path: '/api/notifications',
    body: { kind: 'none' },
    answer: json(noticeListOf([noticeOf('guideShared', { count: 2 }), noticeOf('invitationAccepted', { read: true })])),
    expected: noticeListOf([noticeOf('guideShared', { count: 2 }), noticeOf('invitationAccepted', { read: true })]),
    wrong: { unread: 1, notices: [{ ...noticeOf('sharesBack'), kind: 'birthday' }] },
  },
  markNoticesRead: {
    invoke: (c) => c.markNoticesRead({ ids: ['3', '4'] }),
    method: 'POST',
    path: '/api/notifications/read',
    body: { kind: 'json', value: { ids: ['3', '4'] } },
    answer: noContent,
    expected: undefined,
  },
  notificationSettings: {
    invoke: (c) => c.notificationSettings(),
    method: 'GET',
    path: '/api/notifications/settings',
    body: { kind: 'none' },
    answer: json(notificationSettingsOf()),
    expected: notificationSettingsOf(),
    wrong: { invitationAccepted: 'yes' },
  },
  updateNotificationSettings: {
    invoke: (c) => c.updateNotificationSettings(notificationSettingsOf({ guideShared: false })),
    method: 'PUT',
    path: '/api/notifications/settings',
    body: { kind: 'json', value: notificationSettingsOf({ guideShared: false }) },
    answer: json(notificationSettingsOf({ guideShared: false })),
    expected: notificationSettingsOf({ guideShared: false }),
    wrong: { guideShared: false },
  },
  unsubscribe: {
    invoke: (c) => c.unsubscribe({ token: 'signed.unsubscribe.token' }),
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    body: { kind: 'json', value: { token: 'signed.unsubscribe.token' } },
    answer: json({ kind: 'sharesBack' }),
    expected: { kind: 'sharesBack' },
    wrong: { kind: 'everything' },
  },
  storeSso: {
    invoke: (c) => c.storeSso(userId, '1700000000', 'fc sid'),
    method: 'GET',
    path: `/api/store/sso/${userId}/1700000000/fc%20sid`,
    body: { kind: 'none' },
    answer: json('https://store.example.com/checkout?fc_auth_token=abc&fc_customer_id=9&timestamp=1700003600&fcsid=x'),
    expected: 'https://store.example.com/checkout?fc_auth_token=abc&fc_customer_id=9&timestamp=1700003600&fcsid=x',
  },
};
