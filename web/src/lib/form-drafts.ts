/**
 * What the player typed in an open form survives the reload SPEC §8 asks for on -120 (the public
 * key changed: refresh it, reload the page). Open forms register a reader; just before that
 * reload `keepDraftsForReload()` writes their values to sessionStorage (this tab only, gone with
 * it), and each form takes its draft back once when it mounts again. Passwords and codes are
 * never written: the caller names them in `omit`, and secret-looking keys are dropped anyway.
 * A submit clears the form's draft.
 */
import { useEffect, useRef } from 'react';

const STORAGE_KEY = 'qc:form-drafts';
type Values = Record<string, unknown>;
type Drafts = Record<string, Values>;

/** Keys no draft keeps, whatever the caller forgot to omit. */
const SECRET_KEY = /password|pwd|code|captcha|otp|secret|token/i;

const readers = new Map<string, () => Values | null>();

function load(): Drafts {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

function save(drafts: Drafts): void {
  try {
    if (Object.keys(drafts).length === 0) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(drafts));
  } catch (error) {
    // Storage full or disabled: the reload loses the typing, as it would have without drafts.
    console.warn('[form-drafts] could not keep the drafts', error);
  }
}

/** Only plain values (text, numbers, flags) of keys that are not secrets. */
function withoutSecrets(values: Values, omit: readonly string[]): Values {
  const kept: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (omit.includes(key) || SECRET_KEY.test(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') kept[key] = value;
  }
  return kept;
}

/** A form (or a dialog's open state) to keep across the next reload; returns the unregister. */
export function registerDraft(id: string, read: () => Values | null): () => void {
  readers.set(id, read);
  return () => {
    if (readers.get(id) === read) readers.delete(id);
  };
}

/** Writes every registered form's values, for the reload that follows. */
export function keepDraftsForReload(): void {
  const drafts: Drafts = {};
  for (const [id, read] of readers) {
    const readValues = read();
    const values = readValues ? withoutSecrets(readValues, []) : null;
    if (values && Object.keys(values).length > 0) drafts[id] = values;
  }
  save(drafts);
}

/** The draft kept for `id`, once: reading it removes it. */
export function takeDraft(id: string): Values | null {
  const drafts = load();
  const draft = drafts[id];
  if (!draft || typeof draft !== 'object') return null;
  delete drafts[id];
  save(drafts);
  return draft;
}

export function clearDraft(id: string): void {
  const drafts = load();
  if (!(id in drafts)) return;
  delete drafts[id];
  save(drafts);
}

/** The part of @mantine/form's form a draft needs. */
interface DraftableForm<V> {
  getValues: () => V;
  setValues: (values: Partial<V>) => void;
}

/**
 * Keeps a @mantine/form's values across a -120 reload: restores a kept draft on mount (over the
 * initial values) and registers the form while it is mounted. `omit` names the secret fields.
 * Returns `clear`, for the submit.
 */
export function useFormDraft<V extends object>(id: string, form: DraftableForm<V>, omit: readonly (keyof V & string)[]): () => void {
  const latest = useRef({ form, omit });
  useEffect(() => {
    latest.current = { form, omit };
  });
  useEffect(() => {
    const { form: current, omit: secret } = latest.current;
    const draft = takeDraft(id);
    if (draft) current.setValues(withoutSecrets(draft, secret) as Partial<V>);
    return registerDraft(id, () => withoutSecrets(latest.current.form.getValues() as Values, latest.current.omit));
  }, [id]);
  return () => clearDraft(id);
}
