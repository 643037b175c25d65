/** A count shown to people: a whole number, never below 0 (a badge never reads '-1' or '2.5'). */
export const clampCount = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
