/** A time of the session clock as the API writes it (ISO 8601, UTC): player and control answers alike. */
export const iso = (at: number): string => new Date(at).toISOString();

/** The same for a time that may be unset: null for none. */
export const isoOrNull = (at: number | null | undefined): string | null => (at === undefined || at === null ? null : iso(at));
