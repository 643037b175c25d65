-- Ending the other sessions (issue 8): every access token carries the user's token_version as its `ver`
-- claim, and a token is accepted only while its `ver` equals the row's value. A password change or a
-- password reset adds 1, so every token issued before it stops working at once. The check is one
-- primary-key lookup (users_pkey); tokens issued before this column existed carry no `ver` and count as 0.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
