import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { Student } from '@masjid/domain/hifz';
import {
  MAX_SANAD_TEACHERS,
  isCompletionDate,
  issueSanadBody,
  type SanadAnswer,
} from '@masjid/domain/sanad';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { ApiError } from '../../common/api/client.ts';
import { useApiMessages } from '../../common/api/api-messages.ts';
import { useConfirmDialog } from '../../common/ui/ConfirmDialog.tsx';
import { StatusMessage, type Outcome } from '../../common/ui/StatusMessage.tsx';
import { TypedInline } from '../../common/ui/TypedText.tsx';
import { formatCalendarDate, formatKarachiDate } from '../../common/time/karachi-time.ts';
import { download } from '../report/share-file.ts';
import { useTeachers } from './admin-data.ts';
import { sanadPdf, useIssueSanad, useRevokeSanad, useSanads } from './sanad-data.ts';
import './sanad.css';

type Errors = Partial<Record<'completedOn' | 'teacherIds', string>>;

/**
 * The owner's sanad section on a student's record (issue 43 §3): the valid sanad, if any, with
 * its completion date, teachers and verify address, "Download the sanad (PDF)" and "Revoke"
 * (confirmed: its QR code stops verifying); otherwise "Issue sanad" with the completion date (not
 * after today) and the teachers (the student's qari chosen; up to MAX_SANAD_TEACHERS). Revoked
 * sanads are listed below. Refusals of the API are shown on their field, in the reader's words.
 */
export function SanadPanel({ student }: { student: Student }) {
  const { t } = useTranslation('hifz');
  const sanads = useSanads(student.id);
  const words = useApiMessages();
  const current = sanads.data?.find((sanad) => !sanad.revoked);
  const revoked = sanads.data?.filter((sanad) => sanad.revoked) ?? [];
  return (
    <section className="hifz-panel sanad-panel" aria-labelledby="sanad-heading">
      <h2 id="sanad-heading">{t('hifz.sanad.heading')}</h2>
      {sanads.isPending ? <p role="status">{t('hifz.sanad.loading')}</p> : null}
      {sanads.isError ? (
        <p className="form-error" role="alert">
          {words.error(sanads.error)}
        </p>
      ) : null}
      {sanads.isSuccess ? (
        current ? (
          <CurrentSanad sanad={current} />
        ) : (
          <IssueSanadForm student={student} />
        )
      ) : null}
      {revoked.length > 0 ? (
        <>
          <h3>{t('hifz.sanad.revokedList')}</h3>
          <ul className="sanad-revoked">
            {revoked.map((sanad) => (
              <li key={sanad.id}>
                <RevokedLine sanad={sanad} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function RevokedLine({ sanad }: { sanad: SanadAnswer }) {
  const { t, i18n } = useTranslation('hifz');
  return t('hifz.sanad.revokedItem', {
    completed: formatCalendarDate(sanad.completedOn, i18n.language),
    revoked: sanad.revokedAt ? formatKarachiDate(sanad.revokedAt, i18n.language) : '',
  });
}

/** The valid sanad: what it says, its verify address, the PDF and Revoke. */
function CurrentSanad({ sanad }: { sanad: SanadAnswer }) {
  const { t, i18n } = useTranslation('hifz');
  const words = useApiMessages();
  const revoke = useRevokeSanad(sanad.studentId);
  const { confirm, dialog } = useConfirmDialog();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function pdf() {
    setOutcome(null);
    try {
      download(await sanadPdf(sanad.id), `sanad-${sanad.id}.pdf`);
    } catch (err) {
      console.error('The sanad PDF could not be made', err);
      setOutcome({ ok: false, text: t('hifz.sanad.pdfFailed') });
    }
  }

  async function revokeIt() {
    setOutcome(null);
    const ok = await confirm({
      message: t('hifz.sanad.revokeQuestion', { name: sanad.studentName }),
      detail: t('hifz.sanad.revokeDetail'),
      confirmLabel: t('hifz.sanad.revoke'),
      cancelLabel: t('hifz.sanad.cancel'),
    });
    if (!ok) return;
    try {
      await revoke.mutateAsync(sanad.id);
      setOutcome({ ok: true, text: t('hifz.sanad.revoked') });
    } catch (err) {
      console.error('The sanad could not be revoked', err);
      setOutcome({ ok: false, text: words.error(err) });
    }
  }

  return (
    <div className="sanad-current" data-sanad-id={sanad.id}>
      <p className="form-success">
        {t('hifz.sanad.issuedOn', { date: formatKarachiDate(sanad.issuedAt, i18n.language) })}
      </p>
      <dl className="sanad-facts">
        <dt>{t('hifz.sanad.completedOn')}</dt>
        <dd>{formatCalendarDate(sanad.completedOn, i18n.language)}</dd>
        <dt>{t('hifz.sanad.teachers')}</dt>
        <dd>
          {sanad.teachers.map((teacher, i) => (
            <span key={teacher.id}>
              {i > 0 ? t('hifz.sanad.separator') : null}
              <TypedInline text={teacher.name} />
            </span>
          ))}
        </dd>
        <dt>{t('hifz.sanad.verifyAddress')}</dt>
        <dd>
          <a href={`/verify/${encodeURIComponent(sanad.code)}`} lang="en" dir="ltr">
            {sanad.verifyUrl}
          </a>
        </dd>
      </dl>
      <div className="hifz-actions">
        <button type="button" className="btn" onClick={() => void pdf()}>
          {t('hifz.sanad.download')}
        </button>
        <button
          type="button"
          className="btn btn-outline sanad-revoke"
          disabled={revoke.isPending}
          onClick={() => void revokeIt()}
        >
          {t('hifz.sanad.revoke')}
        </button>
      </div>
      <StatusMessage message={outcome} />
      {dialog}
    </div>
  );
}

/** Issue sanad: the completion date and the teachers, checked as the API checks them. */
function IssueSanadForm({ student }: { student: Student }) {
  const { t } = useTranslation('hifz');
  const words = useApiMessages();
  const teachers = useTeachers();
  const issue = useIssueSanad(student.id);
  const today = karachiIsoToday();
  const [completedOn, setCompletedOn] = useState(today);
  const [chosen, setChosen] = useState<string[]>([student.teacherId]);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function check(): Errors {
    const found: Errors = {};
    const parsed = z.safeParse(issueSanadBody, { completedOn, teacherIds: chosen });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'teacherIds' ? 'teacherIds' : 'completedOn';
        found[field] ??= words.issue(issue);
      }
    if (!found.completedOn && !isCompletionDate(completedOn, today))
      found.completedOn = words.field({ code: 'future-day' });
    return found;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setOutcome(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await issue.mutateAsync({ completedOn, teacherIds: chosen });
      setOutcome({ ok: true, text: t('hifz.sanad.issued') });
    } catch (err) {
      console.error('The sanad could not be issued', err);
      if (err instanceof ApiError) setErrors(words.fields(err.fields));
      setOutcome({ ok: false, text: words.error(err) });
    }
  }

  const toggle = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));

  return (
    <form className="hifz-form sanad-form" onSubmit={(e) => void submit(e)} noValidate>
      <p>{t('hifz.sanad.intro')}</p>
      <label>
        {t('hifz.sanad.completedOn')}
        <input
          type="date"
          name="completedOn"
          value={completedOn}
          max={today}
          onChange={(e) => setCompletedOn(e.target.value)}
          aria-invalid={errors.completedOn ? true : undefined}
          aria-describedby={errors.completedOn ? 'completedOn-error' : undefined}
        />
        {errors.completedOn ? (
          <span className="field-error" id="completedOn-error">
            {errors.completedOn}
          </span>
        ) : null}
      </label>
      <fieldset
        className="sanad-teachers"
        aria-invalid={errors.teacherIds ? true : undefined}
        aria-describedby={errors.teacherIds ? 'teacherIds-error' : undefined}
      >
        <legend>{t('hifz.sanad.teachersChoose', { max: MAX_SANAD_TEACHERS })}</legend>
        {teachers.isPending ? <p role="status">{t('hifz.sanad.loadingTeachers')}</p> : null}
        {teachers.isError ? (
          <p className="form-error" role="alert">
            {words.error(teachers.error)}
          </p>
        ) : null}
        {teachers.data?.map((teacher) => (
          <label key={teacher.id} className="sanad-teacher">
            <input
              type="checkbox"
              name="teacherIds"
              value={teacher.id}
              checked={chosen.includes(teacher.id)}
              onChange={(e) => toggle(teacher.id, e.target.checked)}
            />
            <TypedInline text={teacher.name} />
          </label>
        ))}
        {errors.teacherIds ? (
          <span className="field-error" id="teacherIds-error">
            {errors.teacherIds}
          </span>
        ) : null}
      </fieldset>
      <button type="submit" className="btn" disabled={issue.isPending}>
        {issue.isPending ? t('hifz.sanad.issuing') : t('hifz.sanad.issue')}
      </button>
      <StatusMessage message={outcome} />
    </form>
  );
}
