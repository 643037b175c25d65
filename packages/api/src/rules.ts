/**
 * The rule structs: each failure carries its SPEC §5 text (their type names start with 'rule:'). The
 * entity structs (structs.ts) are built from them; forms validate with them.
 */
import { define, type Context, type Struct } from 'superstruct';
import {
  EMAIL_MAX_LENGTH,
  GENDERS,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants.js';
import { validationMessages as vm } from './messages.js';

/** The prefix of a rule struct's type name (validate() and fieldErrors() look for it). */
export const RULE = 'rule:';

/** A loose but practical e-mail format: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The object that holds the value being checked (for rules that compare with a sibling field). */
const parentOf = (ctx: Context): Record<string, unknown> => {
  const parent: unknown = ctx.branch[ctx.branch.length - 2];
  return typeof parent === 'object' && parent !== null ? (parent as Record<string, unknown>) : {};
};

/**
 * A rule's text: the text, or a function that answers it when a value fails. A rule defined once at load time
 * names its text as a function, so it says what the text is when the value fails: in the language the app laid
 * over the messages since (the app's i18n/overlay.ts), not the English it had at load.
 */
export type RuleText = string | (() => string);
const say = (text: RuleText): string => (typeof text === 'function' ? text() : text);

/** The most characters a text may have, and the text that says so. */
export interface TextLimit {
  max: number;
  message: RuleText;
}

/**
 * A required, trimmed-non-empty string of at least `min` characters and, with a `limit`, at most `limit.max`
 * (both counted on the trimmed text, which is what the server keeps).
 */
export const requiredText = (
  required: RuleText,
  min = 1,
  tooShort: RuleText = required,
  limit?: TextLimit,
): Struct<string, null> =>
  define<string>(`${RULE}text`, (value) => {
    if (typeof value !== 'string' || value.trim() === '') return say(required);
    const length = value.trim().length;
    if (length < min) return say(tooShort);
    if (limit && length > limit.max) return say(limit.message);
    return true;
  });

export const FirstName = requiredText(
  () => vm.firstNameRequired,
  NAME_MIN_LENGTH,
  () => vm.firstNameMinLength,
  { max: NAME_MAX_LENGTH, message: () => vm.firstNameMaxLength },
);
export const LastName = requiredText(
  () => vm.lastNameRequired,
  NAME_MIN_LENGTH,
  () => vm.lastNameMinLength,
  { max: NAME_MAX_LENGTH, message: () => vm.lastNameMaxLength },
);

/** A required e-mail address of at most EMAIL_MAX_LENGTH characters, in EMAIL_PATTERN's form. */
export const EmailAddress = define<string>(`${RULE}email`, (value) => {
  if (typeof value !== 'string' || value.trim() === '') return vm.emailRequired;
  if (value.trim().length > EMAIL_MAX_LENGTH) return vm.emailMaxLength;
  return EMAIL_PATTERN.test(value.trim()) || vm.emailInvalid;
});

/** Pronoun / gender: 'M' (He/him) or 'F' (She/her). */
export const Pronoun = define<(typeof GENDERS)[number]>(
  `${RULE}pronoun`,
  (value) => (GENDERS as readonly unknown[]).includes(value) || vm.pronounRequired,
);

export interface PasswordRuleOptions {
  min?: number;
  max?: number;
  /** One text for both bounds (the reset screen uses passwordRules(min, max)). */
  lengthMessage?: RuleText;
}

/** A required password of min..max characters (SPEC §5, §9: 8 to 32). */
export const passwordRule = ({
  min = PASSWORD_MIN_LENGTH,
  max = PASSWORD_MAX_LENGTH,
  lengthMessage,
}: PasswordRuleOptions = {}): Struct<string, null> =>
  define<string>(`${RULE}password`, (value) => {
    if (typeof value !== 'string' || value === '') return vm.passwordRequired;
    if (value.length < min) return lengthMessage ? say(lengthMessage) : vm.passwordMinLength(min);
    if (value.length > max) return lengthMessage ? say(lengthMessage) : vm.passwordMaxLength(max);
    return true;
  });

export const Password = passwordRule();

/** A password that may be left blank (''/null/undefined); when given it must fit the bounds. */
export const OptionalPassword = define<string | null | undefined>(`${RULE}optionalPassword`, (value, ctx) => {
  if (value === undefined || value === null || value === '') return true;
  return Password.validator(value, ctx);
});

/** The confirmation of the sibling `password` field (or `passwordField`). */
export const confirmPasswordRule = (
  passwordField = 'password',
  optionalWhenPasswordBlank = false,
): Struct<string, null> =>
  define<string>(`${RULE}confirmPassword`, (value, ctx) => {
    const password = parentOf(ctx)[passwordField];
    if (optionalWhenPasswordBlank && isBlank(password) && isBlank(value)) return true;
    if (typeof value !== 'string' || value === '') return vm.confirmPasswordRequired;
    return value === password || vm.passwordsMustMatch;
  });

export const ConfirmPassword = confirmPasswordRule();

/** The terms checkbox must be ticked. */
export const TermsAccepted = define<true>(`${RULE}tos`, (value) => value === true || vm.tosRequired);

/** An optional free-text message ('' allowed) of at most MESSAGE_MAX_LENGTH characters (trimmed, as it is kept). */
export const OptionalMessage = define<string | null | undefined>(`${RULE}message`, (value) => {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string') return vm.messageInvalid;
  return value.trim().length <= MESSAGE_MAX_LENGTH || vm.messageMaxLength;
});
