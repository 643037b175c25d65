/**
 * The contract: one superstruct struct (and one type of the same name) for every entity of SPEC §3.
 *
 * Conventions (both the client and the server rely on them):
 * - User ids (token subject, ContactUser.id, requesterId, recipientId, contactId) are strings.
 * - Every other id (connection, request, catalogue item, package, report, link rows) is a number.
 * - Answer shapes use `type()` (unknown extra keys are allowed and ignored); request payloads built by
 *   forms use `object()` (unknown keys are rejected, so the server can refuse odd bodies).
 * - Rule-carrying structs (names, e-mail, password, pronoun, terms…) fail with the exact SPEC §5 text;
 *   `validate(struct, value)` returns that text for the first failure, `fieldErrors()` one per field.
 */
// The structs live in structs/, one module per part of the contract; this file gathers them.
export * from './structs/account.js';
export * from './structs/catalog.js';
export * from './structs/connections.js';
export * from './structs/survey.js';
export * from './structs/runtime-settings.js';
export * from './structs/validation.js';

// The rule structs are part of the contract; RULE is how validate() recognises them, not an export.
export {
  ConfirmPassword,
  confirmPasswordRule,
  EMAIL_PATTERN,
  EmailAddress,
  FirstName,
  LastName,
  OptionalMessage,
  OptionalPassword,
  Password,
  passwordRule,
  Pronoun,
  requiredText,
  TermsAccepted,
} from './rules.js';
