import { createHash } from 'node:crypto';

/** An e-mail address as it is stored and compared: trimmed, lower case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The hex SHA-256 of a text: how single-use tokens (reset, invitation, confirmation) are kept, never as they are. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
