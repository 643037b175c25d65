/**
 * The design system's one vocabulary. A component that takes a colour by meaning takes a `tone`
 * typed as `Tone` or a subset of it; an action's loudness is its `variant`. Every tone's colours are
 * tokens checked for contrast in each theme, so a product picks a meaning, never a colour.
 */

/** A status: info (for your information), success (done, fine), warning (needs attention), critical (an error, or destructive). */
export type StatusTone = 'info' | 'success' | 'warning' | 'critical';

/** What a thing means: neutral (nothing in particular), accent (the brand's emphasis) or a status. */
export type Tone = 'neutral' | 'accent' | StatusTone;

/** How loud an action is: primary (the one main action of a view), secondary, or plain (text only). */
export type ButtonVariant = 'primary' | 'secondary' | 'plain';
