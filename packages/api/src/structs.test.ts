import { describe, expect, it } from 'vitest';
import {
  ApiErrorBody,
  backgroundImageFileName,
  CatalogItem,
  Connection,
  ConnectionRequestPayload,
  Contact,
  CreateUserPayload,
  fieldErrors,
  InviteEmailPayload,
  isConnection,
  LoginCredentials,
  otherParty,
  ProfileForm,
  ProfileFormWithPassword,
  RecoverForm,
  RecoverPasswordForm,
  RegistrationForm,
  reportOf,
  ResetForm,
  ResetPasswordForm,
  TokenRequest,
  TokenResponse,
  UpdateContactPayload,
  validate,
} from './structs.js';
import { ada, grace, samples } from './testing/index.js';

const { catalogItem, connection, connectionRequest, contact } = samples;

const registration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  gender: 'F',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  tosCheck: true,
};

const createUser = {
  user: {
    username: 'ada@example.com',
    email: 'ada@example.com',
    password: 'correct horse',
    firstname: 'Ada',
    lastname: 'Lovelace',
    gender: 'F',
  },
};

const messageFor = (result: ReturnType<typeof validate>) => (result.ok ? 'ok' : result.message);

describe('validate() gives the SPEC §5 text of the first failure', () => {
  it('accepts a valid registration and returns the value', () => {
    expect(validate(RegistrationForm, registration)).toEqual({ ok: true, value: registration });
  });

  it.each([
    ['firstName', undefined, 'First name is required'],
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', 'A', 'First name must be at least 2 characters long.'],
    ['firstName', ' A ', 'First name must be at least 2 characters long.'],
    ['lastName', '', 'Last name is required'],
    ['lastName', 'L', 'Last name must be at least 2 characters long.'],
    ['email', '', 'Email is required'],
    ['email', 'ada.example.com', 'Please enter a valid email address.'],
    ['email', 'ada@example', 'Please enter a valid email address.'],
    ['email', 'ada @example.com', 'Please enter a valid email address.'],
    ['firstName', 'A'.repeat(101), 'First name must be at most 100 characters long.'],
    ['firstName', 'A'.repeat(5000), 'First name must be at most 100 characters long.'],
    ['lastName', 'L'.repeat(101), 'Last name must be at most 100 characters long.'],
    ['email', `${'a'.repeat(300)}@example.com`, 'Email must be at most 254 characters long.'],
    ['email', `${'a'.repeat(243)}@example.com`, 'Email must be at most 254 characters long.'],
    ['gender', '', 'Selecting a preferred pronoun is required'],
    ['gender', null, 'Selecting a preferred pronoun is required'],
    ['gender', 'X', 'Selecting a preferred pronoun is required'],
    ['password', '', 'Password is required'],
    ['password', 'short', 'Password must be at least 8 characters long'],
    ['password', 'x'.repeat(33), 'Password must be at most 32 characters long'],
    ['confirmPassword', '', 'Confirm password is required'],
    ['confirmPassword', 'correct horsE', 'Passwords must match'],
    ['tosCheck', false, 'Accepting Terms of Service is required'],
    ['tosCheck', undefined, 'Accepting Terms of Service is required'],
  ])('register %s = %j → %s', (field, value, message) => {
    const result = validate(RegistrationForm, { ...registration, [field]: value });
    expect(result).toMatchObject({ ok: false, message, path: field });
  });

  it('accepts names of exactly 100 characters and an e-mail of exactly 254, counted without outer spaces', () => {
    const email = `${'a'.repeat(242)}@example.com`;
    expect(email).toHaveLength(254);
    const longest = { ...registration, firstName: 'A'.repeat(100), lastName: ` ${'L'.repeat(100)} `, email };
    expect(validate(RegistrationForm, longest).ok).toBe(true);
  });

  it('accepts passwords of exactly 8 and 32 characters', () => {
    for (const password of ['x'.repeat(8), 'x'.repeat(32)]) {
      expect(validate(RegistrationForm, { ...registration, password, confirmPassword: password }).ok).toBe(true);
    }
  });

  it('reports the fields in form order', () => {
    const result = validate(RegistrationForm, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failures.map((f) => f.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Selecting a preferred pronoun is required',
      'Password is required',
      'Confirm password is required',
      'Accepting Terms of Service is required',
    ]);
  });

  it('fieldErrors() gives one message per field', () => {
    expect(
      fieldErrors(RegistrationForm, { ...registration, firstName: 'A', confirmPassword: 'nope', tosCheck: false }),
    ).toEqual({
      firstName: 'First name must be at least 2 characters long.',
      confirmPassword: 'Passwords must match',
      tosCheck: 'Accepting Terms of Service is required',
    });
    expect(fieldErrors(RegistrationForm, registration)).toEqual({});
  });

  it('login: email and password rules', () => {
    expect(messageFor(validate(LoginCredentials, { email: '', password: 'correct horse' }))).toBe('Email is required');
    expect(messageFor(validate(LoginCredentials, { email: 'nope', password: 'correct horse' }))).toBe(
      'Please enter a valid email address.',
    );
    expect(messageFor(validate(LoginCredentials, { email: 'ada@example.com', password: '' }))).toBe(
      'Password is required',
    );
    expect(messageFor(validate(LoginCredentials, { email: 'ada@example.com', password: '1234567' }))).toBe(
      'Password must be at least 8 characters long',
    );
    expect(validate(LoginCredentials, { email: 'ada@example.com', password: '12345678' }).ok).toBe(true);
  });

  it('profile: the password may stay blank; once given it needs bounds and a matching confirmation', () => {
    const profile = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 'F',
      email: 'ada@example.com',
      password: '',
      confirmPassword: '',
    };
    expect(validate(ProfileForm, profile).ok).toBe(true);
    expect(messageFor(validate(ProfileForm, { ...profile, gender: undefined }))).toBe(
      'Selecting a preferred pronoun is required',
    );
    expect(messageFor(validate(ProfileForm, { ...profile, email: 'x@' }))).toBe('Please enter a valid email address.');
    expect(messageFor(validate(ProfileForm, { ...profile, password: 'short' }))).toBe(
      'Password must be at least 8 characters long',
    );
    expect(messageFor(validate(ProfileForm, { ...profile, password: 'long enough' }))).toBe(
      'Confirm password is required',
    );
    expect(
      messageFor(validate(ProfileForm, { ...profile, password: 'long enough', confirmPassword: 'long enougH' })),
    ).toBe('Passwords must match');
    expect(messageFor(validate(ProfileFormWithPassword, profile))).toBe('Password is required');
  });

  it('reset: one length text with the bounds, then the confirmation', () => {
    const rules =
      'Passwords must be between 8 and 32 characters in length and can contain letters, numbers and special characters.';
    expect(messageFor(validate(ResetForm, { password: '', confirmPassword: '' }))).toBe('Password is required');
    expect(messageFor(validate(ResetForm, { password: 'short', confirmPassword: 'short' }))).toBe(rules);
    expect(messageFor(validate(ResetForm, { password: 'y'.repeat(40), confirmPassword: 'y'.repeat(40) }))).toBe(rules);
    expect(messageFor(validate(ResetForm, { password: 'long enough', confirmPassword: '' }))).toBe(
      'Confirm password is required',
    );
    expect(messageFor(validate(ResetForm, { password: 'long enough', confirmPassword: 'other one' }))).toBe(
      'Passwords must match',
    );
    expect(
      messageFor(validate(ResetPasswordForm, { NewPassword: 'short', Token: 't', UserName: 'ada@example.com' })),
    ).toBe(rules);
    expect(
      messageFor(validate(ResetPasswordForm, { NewPassword: 'long enough', Token: '', UserName: 'ada@example.com' })),
    ).toBe('Token is required');
  });

  it('recover: email required and valid', () => {
    expect(messageFor(validate(RecoverForm, { email: '' }))).toBe('Email is required');
    expect(messageFor(validate(RecoverForm, { email: 'ada' }))).toBe('Please enter a valid email address.');
    expect(
      messageFor(validate(RecoverPasswordForm, { Email: '', ApplicationName: 'Insight', ApplicationDomain: 'x' })),
    ).toBe('Email is required');
  });

  it.each([
    ['ConnectionRequestPayload', ConnectionRequestPayload],
    ['InviteEmailPayload', InviteEmailPayload],
  ])('invite forms (%s): names ≥ 2, email required and valid, message optional', (_name, struct) => {
    const invite = { firstName: 'Bea', lastName: 'Lee', email: 'bea@example.com' };
    expect(validate(struct, invite).ok).toBe(true);
    expect(validate(struct, { ...invite, message: '' }).ok).toBe(true);
    expect(messageFor(validate(struct, { ...invite, firstName: '' }))).toBe('First name is required');
    expect(messageFor(validate(struct, { ...invite, firstName: 'B' }))).toBe(
      'First name must be at least 2 characters long.',
    );
    expect(messageFor(validate(struct, { ...invite, lastName: '' }))).toBe('Last name is required');
    expect(messageFor(validate(struct, { ...invite, lastName: 'L' }))).toBe(
      'Last name must be at least 2 characters long.',
    );
    expect(messageFor(validate(struct, { ...invite, email: '' }))).toBe('Email is required');
    expect(messageFor(validate(struct, { ...invite, email: 'bea' }))).toBe('Please enter a valid email address.');
    expect(messageFor(validate(struct, { ...invite, message: 42 }))).toBe('Message must be text.');
    expect(messageFor(validate(struct, { ...invite, firstName: 'B'.repeat(101) }))).toBe(
      'First name must be at most 100 characters long.',
    );
    expect(messageFor(validate(struct, { ...invite, lastName: 'L'.repeat(101) }))).toBe(
      'Last name must be at most 100 characters long.',
    );
    expect(messageFor(validate(struct, { ...invite, email: `${'b'.repeat(250)}@example.com` }))).toBe(
      'Email must be at most 254 characters long.',
    );
    expect(validate(struct, { ...invite, message: 'm'.repeat(2000) }).ok).toBe(true);
    expect(messageFor(validate(struct, { ...invite, message: 'm'.repeat(2001) }))).toBe(
      'Message must be at most 2000 characters long.',
    );
  });
});

describe('server-side bodies', () => {
  it('CreateUserPayload: the §5 rules with paths into user', () => {
    expect(validate(CreateUserPayload, createUser).ok).toBe(true);
    expect(validate(CreateUserPayload, { user: { ...createUser.user, firstname: 'A' } })).toMatchObject({
      ok: false,
      message: 'First name must be at least 2 characters long.',
      path: 'user.firstname',
    });
    expect(messageFor(validate(CreateUserPayload, { user: { ...createUser.user, lastname: '' } }))).toBe(
      'Last name is required',
    );
    expect(messageFor(validate(CreateUserPayload, { user: { ...createUser.user, email: 'x' } }))).toBe(
      'Please enter a valid email address.',
    );
    expect(messageFor(validate(CreateUserPayload, { user: { ...createUser.user, gender: 'Q' } }))).toBe(
      'Selecting a preferred pronoun is required',
    );
    expect(validate(CreateUserPayload, { user: { ...createUser.user, firstname: 'A'.repeat(5000) } })).toMatchObject({
      ok: false,
      message: 'First name must be at most 100 characters long.',
      path: 'user.firstname',
    });
    const longEmail = `${'e'.repeat(300)}@example.com`;
    expect(
      messageFor(validate(CreateUserPayload, { user: { ...createUser.user, email: longEmail, username: longEmail } })),
    ).toBe('Email must be at most 254 characters long.');
    expect(messageFor(validate(CreateUserPayload, { user: { ...createUser.user, password: 'a'.repeat(33) } }))).toBe(
      'Password must be at most 32 characters long',
    );
  });

  it('rejects unknown fields and non-object bodies with clear texts', () => {
    expect(validate(CreateUserPayload, { user: { ...createUser.user, isAdmin: true } })).toMatchObject({
      ok: false,
      message: 'Unknown field: user.isAdmin',
      path: 'user.isAdmin',
    });
    expect(messageFor(validate(CreateUserPayload, 'hello'))).toBe('The request body is invalid.');
    expect(messageFor(validate(CreateUserPayload, {}))).toBe('user is required');
  });

  it('UpdateContactPayload: profile rules, password null or blank means unchanged', () => {
    expect(validate(UpdateContactPayload, contact).ok).toBe(true);
    // The current password, asked again for an e-mail or password change, rides beside the contact:
    // a string, null or absent.
    expect(validate(UpdateContactPayload, { ...contact, currentPassword: 'old secret' }).ok).toBe(true);
    expect(validate(UpdateContactPayload, { ...contact, currentPassword: null }).ok).toBe(true);
    expect(validate(UpdateContactPayload, { ...contact, currentPassword: 42 }).ok).toBe(false);
    expect(validate(UpdateContactPayload, { user: { ...contact.user, password: 'new password 1' } }).ok).toBe(true);
    expect(messageFor(validate(UpdateContactPayload, { user: { ...contact.user, password: 'short' } }))).toBe(
      'Password must be at least 8 characters long',
    );
    expect(messageFor(validate(UpdateContactPayload, { user: { ...contact.user, userName: '' } }))).toBe(
      'Email is required',
    );
    expect(messageFor(validate(UpdateContactPayload, { user: { ...contact.user, lastName: 'L' } }))).toBe(
      'Last name must be at least 2 characters long.',
    );
    expect(messageFor(validate(UpdateContactPayload, { user: { ...contact.user, lastName: 'L'.repeat(5000) } }))).toBe(
      'Last name must be at most 100 characters long.',
    );
    expect(
      messageFor(validate(UpdateContactPayload, { user: { ...contact.user, userName: `${'u'.repeat(250)}@x.org` } })),
    ).toBe('Email must be at most 254 characters long.');
  });

  it('TokenRequest takes the form fields; a missing one is named', () => {
    expect(validate(TokenRequest, { grant_type: 'password', username: 'a', password: 'b', scope: 'SsiScope' }).ok).toBe(
      true,
    );
    expect(messageFor(validate(TokenRequest, { grant_type: 'password', username: 'a' }))).toBe('password is required');
  });

  it('structural mismatches in answers name the field', () => {
    expect(messageFor(validate(CatalogItem, { ...catalogItem, price: 'free' }))).toBe('price is invalid');
  });
});

describe('answer structs accept the documented shapes', () => {
  it('accepts the fixtures', () => {
    expect(validate(Contact, contact).ok).toBe(true);
    expect(validate(Connection, connection).ok).toBe(true);
    expect(validate(CatalogItem, catalogItem).ok).toBe(true);
    expect(validate(TokenResponse, { access_token: 'a.b.c', token_type: 'Bearer', expires_in: 3600 }).ok).toBe(true);
    expect(validate(ApiErrorBody, { status: 400, title: 'Bad Request', error: 'x', fields: { a: 'b' } }).ok).toBe(true);
  });
});

describe('derived helpers', () => {
  it.each([
    ['guide_career_leadership.png', 'report_bg_career_leadership.jpg'],
    ['guide_sports.jpg', 'report_bg_sports.jpg'],
    ['images/guide_personal_map.jpeg', 'report_bg_personal_map.jpg'],
    ['map.png', 'report_bg_map.jpg'],
    ['guide_.png', 'report_bg_guide_.jpg'],
  ])('backgroundImageFileName(%s) → %s', (image, background) => {
    expect(backgroundImageFileName(image)).toBe(background);
  });

  it('otherParty is the recipient for the requester and the requester for the recipient', () => {
    expect(otherParty(connection, ada.id)).toEqual(grace);
    expect(otherParty(connection, grace.id)).toEqual(ada);
  });

  it('isConnection tells a connection from a pending request', () => {
    expect(isConnection(connection)).toBe(true);
    expect(isConnection(connectionRequest)).toBe(false);
  });

  it('reportOf gives the first catalogItemReports report', () => {
    expect(reportOf(catalogItem)).toEqual({ reportId: 11, reportName: 'Career Leadership Guide' });
    expect(reportOf({ catalogItemReports: [] })).toBeUndefined();
  });
});
