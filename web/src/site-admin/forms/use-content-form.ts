/**
 * The state of a content form: its values, a message per field, whether a save is on its way, the
 * outcome of the last one and whether it holds unsaved changes. `submit` checks the values with
 * `parse` (the shared zod schema) and, when they pass, runs `save`; a save that throws shows
 * `failedText`. The messages are worded anew at each render from the values refused, so they
 * follow the page's language when the reader switches it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useApiMessages } from '../../common/api/api-messages.ts';
import { fieldErrors, type FieldErrors, type FormIssue } from './field-errors.ts';
import { useOutcomeLine } from './page-status.ts';

/**
 * What `parse` answers: a zod `safeParse` result, or one built like it whose issues may carry the
 * form's own message (`{ path, text }`).
 */
export type Checked<D> =
  { success: true; data: D } | { success: false; error: { issues: readonly FormIssue[] } };

/**
 * A form's text values for `item` (an item being edited): each field of `empty` taken from `item`
 * where it holds text, else left as in `empty`.
 */
export function valuesOf<K extends string>(
  empty: Record<K, string>,
  item: Partial<Record<NoInfer<K>, unknown>>,
): Record<K, string> {
  const values = { ...empty };
  for (const key in empty) {
    const value = item[key];
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

/** `values` with the fields `keys` trimmed, and left out (undefined) where empty: for `parse`. */
export function optionalText<V extends object>(
  values: V,
  keys: readonly (keyof V & string)[],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      keys.some((k) => k === key) && typeof value === 'string' ? value.trim() || undefined : value,
    ]),
  );
}

/**
 * `save` and `resetAfterSave` of a list page's form: the item is written through `writes`
 * (replacing the one being edited, if any), then `onSaved` is told its name (`nameOf`); a form
 * that added an item starts again empty.
 */
export function saveToList<D>(
  writes: { save: (data: D, id?: string) => Promise<void> },
  { editing, onSaved }: { editing: { id: string } | null; onSaved: (name: string) => void },
  nameOf: (data: D) => string,
) {
  return {
    save: async (data: D) => {
      await writes.save(data, editing?.id);
      onSaved(nameOf(data));
    },
    resetAfterSave: !editing,
  };
}

/** Field names of `V` that hold text. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** A content form's state (see the module comment). */
export function useContentForm<V extends object, D>(
  initial: V | (() => V),
  {
    parse,
    save,
    failedText,
    resetAfterSave = false,
  }: {
    parse: (values: V) => Checked<D>;
    /**
     * Stores the checked data; throws when the server refuses. Resolves to false when it stored
     * nothing (the admin declined a confirmation): the changes are then still unsaved.
     */
    save: (data: D) => Promise<void | false>;
    failedText: string;
    /** Start again from `initial` after a successful save (a form that adds items). */
    resetAfterSave?: boolean;
  },
) {
  const [values, setValues] = useState<V>(initial);
  // The values as last saved (or as the form opened); `saved` marks them anew after a save.
  const [baseline, setBaseline] = useState<V>(values);
  const [saved, setSaved] = useState(false);
  // The values a submit refused, worded below in the current language.
  const [refused, setRefused] = useState<{ values: V } | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome, page] = useOutcomeLine();
  const words = useApiMessages();
  const recheck = refused ? parse(refused.values) : null;
  const errors: FieldErrors =
    recheck && !recheck.success ? fieldErrors(recheck.error.issues, words.issue) : {};
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);

  useEffect(() => {
    if (!saved) return;
    setSaved(false);
    setBaseline(values);
  }, [saved, values]);

  /** `name`, `value` and `onChange` of the input of the text field `name`. */
  const bind = <K extends TextField<V>>(name: K) => ({
    name,
    value: String(values[name]),
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  /** `name` and `error` of the Field of `name`. */
  const field = (name: string) => ({ name, error: errors[name] });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setOutcome(null);
    // Whatever the page said before (the list's "Saved …", "Deleted …") gives way to this attempt.
    page?.claim();
    const parsed = parse(values);
    if (!parsed.success) {
      setRefused({ values });
      return;
    }
    setRefused(null);
    setBusy(true);
    try {
      if ((await save(parsed.data)) === false) return;
      if (resetAfterSave) setValues(initial);
      setSaved(true);
    } catch (err) {
      console.error(failedText, err);
      setOutcome({ ok: false, text: failedText });
    } finally {
      setBusy(false);
    }
  }

  return { values, setValues, errors, busy, dirty, outcome, setOutcome, bind, field, submit };
}
