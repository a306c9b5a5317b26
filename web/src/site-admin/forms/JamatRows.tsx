/**
 * The jamat rows of an admin form holding several jamats (Eid `/admin-eid`, Jumu'ah
 * `/update-jamat`): one fieldset per jamat, "Jamat 1", "Jamat 2", …, a row shown once the row
 * before it has a time (or it has one itself), so the form stays short on a phone; the place and
 * bayan-language selects of a row (fixed lists, domain/src/jumuah.ts); and the placing of a
 * checked list's messages on the row at fault.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BAYAN_LANGUAGES, JAMAT_PLACES } from '@masjid/domain/jumuah';
import { Field } from './Field.tsx';
import type { FormIssue } from './field-errors.ts';

/** A row's field key in the form's values: `jamats.1.time`. */
export const rowKey = <R extends number, P extends string>(row: R, part: P) =>
  `jamats.${row}.${part}` as const;

/**
 * One fieldset per shown row of `rows` (`hasTime(row)`: whether the row's time is filled in),
 * its legend "Jamat n", its fields drawn by `children(row)`.
 */
export function JamatRows<R extends number>({
  rows,
  hasTime,
  children,
}: {
  rows: readonly R[];
  hasTime: (row: R) => boolean;
  children: (row: R) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const shown = rows.filter((row, i) => i === 0 || hasTime(row) || hasTime(rows[i - 1]!));
  return shown.map((row) => (
    <fieldset className="jamat-rows-row" key={row} data-row={row}>
      <legend>{t('jamatRows.jamat', { n: row + 1 })}</legend>
      {children(row)}
    </fieldset>
  ));
}

/** What a row's select needs from the form: `field(name)` and `bind(name)` of useContentForm. */
interface Bound {
  field: { name: string; error?: string | undefined };
  input: { name: string; value: string; onChange: (e: { target: { value: string } }) => void };
}

/** A row's place and bayan language, side by side on a wide screen. */
export function PlaceAndLanguage({ place, language }: { place: Bound; language: Bound }) {
  const { t } = useTranslation('admin');
  return (
    <div className="content-form-pair">
      <Field {...place.field} label={t('jamatRows.place')}>
        <select {...place.input}>
          {JAMAT_PLACES.map((p) => (
            <option key={p} value={p}>
              {t(`jamatRows.places.${p}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field {...language.field} label={t('jamatRows.language')}>
        <select {...language.input}>
          {BAYAN_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`jamatRows.languages.${l}`)}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}

/**
 * The issues of a checked list of jamats, each put on the form's row: `sent` are the form rows
 * whose jamats were sent (in order), so the schema's `jamats.i.part` is the form's
 * `jamats.sent[i].part` (`timePart` when the issue names no part). An issue about the whole list
 * goes where `ofList(issue)` says, `[row, part]` (the row at fault), with its `text` when given.
 */
export function issuesOnRows(
  issues: readonly FormIssue[],
  sent: readonly number[],
  timePart: string,
  ofList: (issue: FormIssue) => { row: number; part: string; text?: string },
): FormIssue[] {
  return issues.map((issue) => {
    const [first, index, ...rest] = issue.path;
    if (first !== 'jamats') return issue;
    if (index === undefined) {
      const { row, part, text } = ofList(issue);
      const path = ['jamats', row, part];
      return text ? { path, text } : { ...issue, path };
    }
    if (typeof index !== 'number') return issue;
    return { ...issue, path: [first, sent[index] ?? index, ...(rest.length ? rest : [timePart])] };
  });
}

/** The first of `times` (in form order) not later than the one before, else -1. */
export function outOfOrder(times: readonly string[]): number {
  return times.findIndex((time, i) => i > 0 && times[i - 1]! >= time);
}
