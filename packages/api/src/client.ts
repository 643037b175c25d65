/**
 * The typed API client: one method per call of the table (calls.ts). Screens never call fetch;
 * stores call these methods (SPEC §7). Every failure is an ApiError (errors.ts).
 */
import { AUTH_SCOPE, GRANT_TYPE, SURVEY_LOCALE } from './constants.js';
import { calls, PROFILE_IMAGE_FIELD, type AnswerOf, type CallDef, type PathParams, type RequestOf } from './calls.js';
import { createHttp, type ApiClientOptions } from './http.js';
import type {
  CatalogItem,
  CatalogItemPackage,
  Connection,
  ConnectionRequest,
  ConnectionRequestPayload,
  Contact,
  CreateSurveyResponse,
  CreateUserPayload,
  CurrentUser,
  EmailConfirmation,
  InviteEmailPayload,
  LoginCredentials,
  RecoverPasswordForm,
  ResetPasswordForm,
  RevocationRequest,
  SurveyStatus,
  TokenRequest,
  TraitCircle,
  TraitComparison,
  TraitProfile,
  UpdateConnectionPayload,
  UpdateConnectionRequestPayload,
  UpdateContactPayload,
} from './structs.js';
import { currentUserFromToken } from './token.js';
import type { DataExport } from './account-data.js';
import type { NeoGroup } from './neo.js';
import type { Language } from './i18n/languages.js';
import type {
  MarkNoticesRead,
  NoticeList,
  NotificationSettings,
  UnsubscribeAnswer,
  UnsubscribeRequest,
} from './notifications.js';

export type { ApiClientOptions, ApiClientSettings } from './http.js';

export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);

  const run = async <C extends CallDef>(
    call: C,
    params: PathParams<C['path']>,
    body?: RequestOf<C>,
  ): Promise<AnswerOf<C>> => (await http.send(call, params, body)) as AnswerOf<C>;

  return {
    /** The settings the client was made with. */
    settings: options.settings,

    /**
     * POST {authApiUrl}/identity/connect/token (form-encoded password grant, scope SsiScope).
     * Resolves null when the answer has no access_token; else the user of the token (sub, email).
     */
    async login({ email, password }: LoginCredentials): Promise<CurrentUser | null> {
      const { authClientId, authClientSecret } = options.settings;
      const form: TokenRequest = {
        ...(authClientId === undefined ? {} : { client_id: authClientId }),
        ...(authClientSecret === undefined ? {} : { client_secret: authClientSecret }),
        grant_type: GRANT_TYPE,
        username: email,
        password,
        scope: AUTH_SCOPE,
      };
      const answer = await run(calls.token, {}, form);
      if (!answer.access_token) return null;
      return currentUserFromToken(answer.access_token);
    },

    /** POST {auth}/identity/connect/revocation (RFC 7009): ends the token on the server (Logout). */
    async revokeToken(token: string): Promise<void> {
      const { authClientId, authClientSecret } = options.settings;
      const form: RevocationRequest = {
        ...(authClientId === undefined ? {} : { client_id: authClientId }),
        ...(authClientSecret === undefined ? {} : { client_secret: authClientSecret }),
        token,
        token_type_hint: 'access_token',
      };
      await run(calls.revokeToken, {}, form);
    },

    /**
     * POST {auth}/auth/forgotpasswordv2: the server's answer as it came. Exactly true means the mail went out; SPEC §4
     * shows any other answer as the error, so its words are kept (a text, an object with a message, false, empty).
     */
    async forgotPassword(form: RecoverPasswordForm): Promise<unknown> {
      return run(calls.forgotPassword, {}, form);
    },

    /** POST {auth}/auth/resetpassword. A used token fails with kind 'invalid_token'. */
    async resetPassword(form: ResetPasswordForm): Promise<void> {
      await run(calls.resetPassword, {}, form);
    },

    listCatalogItems(): Promise<CatalogItem[]> {
      return run(calls.listCatalogItems, {});
    },

    /** GET /api/catalogitem/item/{id}/{includeReports}. */
    getCatalogItem(id: number, includeReports = true): Promise<CatalogItem> {
      return run(calls.getCatalogItem, { id, includeReports });
    },

    listPackages(): Promise<CatalogItemPackage[]> {
      return run(calls.listPackages, {});
    },

    /** GET /api/catalogitempackage/{type}/{id}. */
    getPackage(type: string, id: number): Promise<CatalogItemPackage> {
      return run(calls.getPackage, { type, id });
    },

    /** POST /api/survey/{locale} (default en-US). */
    createSurvey(locale: string = SURVEY_LOCALE): Promise<CreateSurveyResponse> {
      return run(calls.createSurvey, { locale });
    },

    /** GET /api/survey; null (or status null) means no survey yet. */
    getSurvey(): Promise<SurveyStatus | null> {
      return run(calls.getSurvey, {});
    },

    /** POST /api/survey/return/{id}; the truthiness of the answer. */
    async surveyReturn(id: string): Promise<boolean> {
      return Boolean(await run(calls.surveyReturn, { id }));
    },

    /** POST /api/survey/retake/{locale} (default en-US): a new take of the full questionnaire; its url. */
    startRetake(locale: string = SURVEY_LOCALE): Promise<CreateSurveyResponse> {
      return run(calls.startRetake, { locale });
    },

    /** PUT /api/survey/group: whom I am compared with; the group saved. */
    setComparisonGroup(group: NeoGroup): Promise<NeoGroup> {
      return run(calls.setComparisonGroup, {}, group);
    },

    /** POST /api/mylifecontact. */
    async createUser(payload: CreateUserPayload): Promise<void> {
      await run(calls.createUser, {}, payload);
    },

    /** GET /api/mylifecontact. */
    getContact(): Promise<Contact> {
      return run(calls.getContact, {});
    },

    /** GET /api/mylifecontact/language: the account's language (the answer keeps it in this browser too). */
    async accountLanguage(): Promise<Language> {
      return (await run(calls.accountLanguage, {})).language;
    },

    /** PUT /api/mylifecontact/language: chooses the account's language; resolves the one saved. */
    async setAccountLanguage(language: Language): Promise<Language> {
      return (await run(calls.setAccountLanguage, {}, { language })).language;
    },

    /** PUT /api/mylifecontact; resolves the saved contact. */
    updateContact(contact: Contact | UpdateContactPayload): Promise<Contact> {
      return run(calls.updateContact, {}, contact);
    },

    /** POST /api/mylifecontact/signout-everywhere: every session of the account ends, this one too. */
    async signOutEverywhere(): Promise<void> {
      await run(calls.signOutEverywhere, {});
    },

    /** POST /api/mylifecontact/data-export: everything the server keeps about the asker (the file's shape: DataExport). */
    exportMyData(currentPassword: string): Promise<DataExport> {
      return run(calls.exportMyData, {}, { currentPassword });
    },

    /** POST /api/mylifecontact/delete: deletes the asker's account; every session of it ends. */
    async deleteAccount(currentPassword: string): Promise<void> {
      await run(calls.deleteAccount, {}, { currentPassword });
    },

    /** POST /api/email/confirm: follows a confirmation link; resolves the address now proven. */
    confirmEmail(token: string): Promise<EmailConfirmation> {
      return run(calls.confirmEmail, {}, { token });
    },

    /** POST /api/email/confirm/resend: the confirmation link once more. */
    async resendEmailConfirmation(): Promise<void> {
      await run(calls.resendEmailConfirmation, {});
    },

    /** DELETE /api/email/pending: the waiting e-mail change is withdrawn (its link no longer works). */
    async cancelEmailChange(): Promise<void> {
      await run(calls.cancelEmailChange, {});
    },

    /** POST /api/user/profileimage (multipart, field 'file'); resolves the new image (text). */
    uploadProfileImage(file: Blob, name: string): Promise<string> {
      const form = new FormData();
      form.append(PROFILE_IMAGE_FIELD, file, name);
      return run(calls.uploadProfileImage, {}, form);
    },

    /** GET /api/report/{userId}/{reportId}: the guide as HTML text (sanitize before showing). */
    getReport(userId: string, reportId: number): Promise<string> {
      return run(calls.getReport, { userId, reportId });
    },

    /** GET /api/traits/{userId}: a person's trait scores (their own, or a connection's shared Personal Map). */
    getTraits(userId: string): Promise<TraitProfile> {
      return run(calls.getTraits, { userId });
    },

    /** GET /api/traits/compare/{userId}: both people's scores, when each shares their Personal Map with the other. */
    compareTraits(userId: string): Promise<TraitComparison> {
      return run(calls.compareTraits, { userId });
    },

    /** GET /api/traits/circle/{ids}: the asker and the chosen people's scores (each must share both ways). */
    traitCircle(userIds: readonly string[]): Promise<TraitCircle> {
      return run(calls.traitCircle, { userIds: userIds.join(',') });
    },

    /** POST /api/email/invite. */
    async sendInviteEmail(payload: InviteEmailPayload): Promise<void> {
      await run(calls.sendInviteEmail, {}, payload);
    },

    /** POST /api/connectionrequest/; resolves the created request (the sharing dialog opens on it). */
    createConnectionRequest(payload: ConnectionRequestPayload): Promise<ConnectionRequest> {
      return run(calls.createConnectionRequest, {}, payload);
    },

    /** GET /api/connectionrequest/pending/recipient: invitations I received. */
    listReceivedRequests(): Promise<ConnectionRequest[]> {
      return run(calls.listReceivedRequests, {});
    },

    /** GET /api/connectionrequest/pending/requester: invitations I sent. */
    listSentRequests(): Promise<ConnectionRequest[]> {
      return run(calls.listSentRequests, {});
    },

    async acceptRequest(id: number): Promise<void> {
      await run(calls.acceptRequest, { id });
    },

    async acceptRequestByToken(token: string): Promise<void> {
      await run(calls.acceptRequestByToken, { token });
    },

    async rejectRequest(id: number): Promise<void> {
      await run(calls.rejectRequest, { id });
    },

    async cancelRequest(id: number): Promise<void> {
      await run(calls.cancelRequest, { id });
    },

    /** PUT /api/connectionrequest/ with the request's connectionReports (shared guides). */
    async updateRequest(request: UpdateConnectionRequestPayload): Promise<void> {
      await run(calls.updateRequest, {}, request);
    },

    listConnections(): Promise<Connection[]> {
      return run(calls.listConnections, {});
    },

    /** PUT /api/connection with the connection's connectionReports (shared guides). */
    async updateConnection(connection: UpdateConnectionPayload): Promise<void> {
      await run(calls.updateConnection, {}, connection);
    },

    /** POST /api/connection/cancel/{id}. */
    async removeConnection(id: number): Promise<void> {
      await run(calls.removeConnection, { id });
    },

    /** GET /api/notifications: the newest notices, newest first, and the unread count. */
    notices(): Promise<NoticeList> {
      return run(calls.notices, {});
    },

    /** POST /api/notifications/read: marks these notices read (unknown ids are ignored). */
    async markNoticesRead(body: MarkNoticesRead): Promise<void> {
      await run(calls.markNoticesRead, {}, body);
    },

    /** GET /api/notifications/settings: the mail switches. */
    notificationSettings(): Promise<NotificationSettings> {
      return run(calls.notificationSettings, {});
    },

    /** PUT /api/notifications/settings: saves all four switches; resolves them as saved. */
    updateNotificationSettings(settings: NotificationSettings): Promise<NotificationSettings> {
      return run(calls.updateNotificationSettings, {}, settings);
    },

    /** POST /api/notifications/unsubscribe: a mail's token turns off its one switch (works signed out). */
    unsubscribe(body: UnsubscribeRequest): Promise<UnsubscribeAnswer> {
      return run(calls.unsubscribe, {}, body);
    },

    /** GET /api/store/sso/{userId}/{timestamp}/{fcsid}: the address to send the browser to. */
    storeSso(userId: string, timestamp: string, fcsid: string): Promise<string> {
      return run(calls.storeSso, { userId, timestamp, fcsid });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
