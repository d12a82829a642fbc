/** A time of the session clock as the API writes it; null for none. */
export const iso = (at: number | undefined) => (at === undefined ? null : new Date(at).toISOString());
