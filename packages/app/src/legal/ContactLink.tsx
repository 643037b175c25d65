/** The support address as a mail link, or `fallback` (the words for the support team) when none is configured. */
export function ContactLink({ email, fallback }: { email?: string; fallback: string }) {
  return email ? <a href={`mailto:${email}`}>{email}</a> : <>{fallback}</>;
}
