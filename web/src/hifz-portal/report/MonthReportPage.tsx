/**
 * The parent's monthly report screen: the month's report as an image for WhatsApp (drawn on the
 * device, report-image.ts) and as a PDF (made by the functions), in Urdu or English, with "Share on
 * WhatsApp" (the device's share sheet with the image where the browser can share files, else a
 * download). `/students/{id}/report?month=YYYY-MM` for the owner, the student's qari (who also
 * writes the month's note here) and the student; `/dashboard-student/report?month=` for the
 * parent's link, whose token this tab already holds (parent-link-token.ts), with the parent's
 * notification switch.
 */
import { formatMonthYear } from '../../common/time/karachi-time.ts';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { doc, setDoc } from 'firebase/firestore';
import * as z from 'zod/mini';
import { STUDENTS_COLLECTION, studentAccess } from '@masjid/domain/hifz';
import {
  MONTH_NOTES_SUBCOLLECTION,
  MONTH_NOTE_MAX,
  monthKey,
  monthNoteTextSchema,
  monthReportSchema,
  parseMonthKey,
  type MonthNote,
  type MonthReport,
  type ReportLanguage,
} from '@masjid/domain/month-report';
import { addMonths, type YearMonth } from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import type { HifzRole } from '@masjid/domain/roles';
import { apiFetch, apiFetchBlob } from '../../common/api/client.ts';
import { firestore } from '../../common/firebase/firebase.ts';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';
import { RequireHifzRole } from '../sign-in/RequireHifzRole.tsx';
import { useStudent } from '../students/students-data.ts';
import { useParentPageHead, useParentToken } from '../students/parent-link-token.ts';
import { reportImage } from './report-image.ts';
import { download, shareOrDownload } from './share-file.ts';
import { ParentNotifications } from './ParentNotifications.tsx';
import '../sign-in/hifz.css';
import './report.css';
import { TypedInSentence } from '../../common/ui/TypedText.tsx';
import { PageFailure } from '../../common/ui/PageFailure.tsx';
import { useApiMessages } from '../../common/api/api-messages.ts';
import { withOutcome } from '../../common/ui/outcome.ts';

/** `/students/{id}/report`: for the owner, the student's qari and the student. */
export function StudentReportPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('hifz');
  usePageTitle(t('report.pageTitle'));
  return (
    <RequireHifzRole roles={['admin', 'qari', 'student']}>
      {(user, role) => <SignedInReport id={id} uid={user.uid} role={role} />}
    </RequireHifzRole>
  );
}

function SignedInReport({ id, uid, role }: { id: string; uid: string; role: HifzRole }) {
  const student = useStudent(id);
  const { t } = useTranslation('hifz');
  if (student.status === 'loading')
    return <p className="container section">{t('report.loading')}</p>;
  const writable =
    student.status === 'ready' &&
    student.data &&
    studentAccess({ uid, role }, student.data) === 'write';
  return (
    <ReportScreen
      path={`/users/${encodeURIComponent(id)}`}
      auth
      back={role === 'student' ? '/dashboard-student' : `/students/${id}`}
      noteWriter={writable ? { studentId: id, uid } : undefined}
    />
  );
}

/** `/dashboard-student/report`: the parent's link (the token this tab holds). */
export function ParentReportPage() {
  const { t } = useTranslation('hifz');
  usePageTitle(t('report.pageTitle'));
  useParentPageHead();
  const token = useParentToken();
  if (!token)
    return (
      <PageFailure message={t('report.error')}>
        <Link to="/dashboard-student">{t('report.back')}</Link>
      </PageFailure>
    );
  return (
    <ReportScreen
      path={`/students/by-token/${encodeURIComponent(token)}`}
      auth={false}
      back="/dashboard-student"
      parentToken={token}
    />
  );
}

type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

function currentMonth(): YearMonth {
  const { year, month } = karachiDay();
  return { year, month };
}

/**
 * A month's report screen: month and language, the image, the PDF, and (for its writer) the
 * qari's note; `path` is where the API's report paths start.
 */
export function ReportScreen(props: {
  /** `/users/{id}` or `/students/by-token/{token}`: the API's report paths start here. */
  path: string;
  auth: boolean;
  back: string;
  noteWriter?: { studentId: string; uid: string };
  parentToken?: string;
}) {
  const { t, i18n } = useTranslation('hifz');
  const [search, setSearch] = useSearchParams();
  const month = parseMonthKey(search.get('month') ?? '') ?? currentMonth();
  const key = monthKey(month);
  const isFuture = key > monthKey(currentMonth());
  const [lang, setLang] = useState<ReportLanguage>(i18n.language === 'ur' ? 'ur' : 'en');
  const [report, setReport] = useState<Loaded<MonthReport>>({ status: 'loading' });
  const [image, setImage] = useState<{ blob: Blob; url: string } | undefined>();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    if (isFuture) return;
    let cancelled = false;
    // Fetched again for the same month (a note saved): the report stays, and with it the note
    // form and its "saved" line, until the new one replaces it.
    setReport((shown) =>
      shown.status === 'ready' && monthKey(shown.data) === key ? shown : { status: 'loading' },
    );
    apiFetch(`${props.path}/report?month=${key}`, monthReportSchema, { auth: props.auth }).then(
      (data) => !cancelled && setReport({ status: 'ready', data }),
      (err: unknown) => {
        console.error('The report could not be loaded', err);
        if (!cancelled) setReport({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [props.path, props.auth, key, isFuture, reload]);

  const data = report.status === 'ready' ? report.data : undefined;
  useEffect(() => {
    if (!data) return;
    let cancelled = false;
    setImage(undefined);
    reportImage(data, lang).then(
      (blob) => {
        if (cancelled) return;
        // A data: address, which the site's Content-Security-Policy allows for images.
        const reader = new FileReader();
        reader.onload = () =>
          !cancelled && typeof reader.result === 'string' && setImage({ blob, url: reader.result });
        reader.readAsDataURL(blob);
      },
      (err: unknown) => console.error('The report image could not be drawn', err),
    );
    return () => {
      cancelled = true;
    };
  }, [data, lang]);

  const fileBase = `report-${key}-${lang}`;
  // The page's own words (the month between its arrows, the picture's description) are in the
  // page's language; the report's language is the picture's and the PDF's.
  const monthName = formatMonthYear(month, i18n.language);

  function go(delta: number) {
    const next = addMonths(month, delta);
    setSearch({ month: monthKey(next) }, { replace: true });
  }

  async function share() {
    if (!image) return;
    const done = await shareOrDownload(
      image.blob,
      `${fileBase}.png`,
      'image/png',
      t('report.pageTitle'),
    );
    if (done === 'downloaded') setNotice({ ok: true, text: t('report.shareUnsupported') });
  }

  async function pdf() {
    setNotice(null);
    try {
      const blob = await apiFetchBlob(`${props.path}/report.pdf?month=${key}&lang=${lang}`, {
        auth: props.auth,
      });
      download(blob, `${fileBase}.pdf`);
    } catch (err) {
      console.error('The PDF could not be made', err);
      setNotice({ ok: false, text: t('report.pdfFailed') });
    }
  }

  return (
    <div className="container hifz-page month-report-page">
      <p>
        <Link to={props.back}>{t('report.back')}</Link>
      </p>
      <h1>
        {data ? (
          <TypedInSentence
            sentence={(name) => t('report.heading', { name })}
            text={data.studentName}
          />
        ) : (
          t('report.pageTitle')
        )}
      </h1>
      <div className="month-nav">
        <button type="button" className="btn btn-outline btn-small" onClick={() => go(-1)}>
          {t('report.prev')}
        </button>
        <h2>{monthName}</h2>
        <button
          type="button"
          className="btn btn-outline btn-small"
          onClick={() => go(1)}
          disabled={key >= monthKey(currentMonth())}
        >
          {t('report.next')}
        </button>
      </div>
      <fieldset className="report-language">
        <legend>{t('report.language')}</legend>
        {(['ur', 'en'] as const).map((l) => (
          <label key={l} lang={l}>
            <input
              type="radio"
              name="report-language"
              value={l}
              checked={lang === l}
              onChange={() => setLang(l)}
            />{' '}
            {t(`report.languages.${l}`)}
          </label>
        ))}
      </fieldset>
      <StatusMessage message={notice} />
      {isFuture ? (
        <p className="form-error" role="alert">
          {t('report.futureMonth')}
        </p>
      ) : report.status === 'loading' ? (
        <p role="status">{t('report.loading')}</p>
      ) : report.status === 'error' ? (
        <p className="form-error" role="alert">
          {t('report.error')}
        </p>
      ) : (
        <>
          <div className="report-actions">
            <button
              type="button"
              className="btn"
              onClick={() => void share()}
              disabled={!image}
              data-testid="report-share"
            >
              {t('report.share')}
            </button>
            {image ? (
              <a className="btn btn-outline" href={image.url} download={`${fileBase}.png`}>
                {t('report.downloadImage')}
              </a>
            ) : null}
            <button type="button" className="btn btn-outline" onClick={() => void pdf()}>
              {t('report.downloadPdf')}
            </button>
          </div>
          {props.noteWriter ? (
            <NoteEditor
              key={key}
              {...props.noteWriter}
              month={month}
              initial={report.data.note ?? ''}
              onSaved={() => setReload((n) => n + 1)}
            />
          ) : null}
          <figure className="report-image">
            {image ? (
              <img
                src={image.url}
                alt={t('report.imageAlt', { month: monthName })}
                data-testid="report-image"
              />
            ) : (
              <p role="status">{t('report.drawing')}</p>
            )}
            <figcaption className="visually-hidden">{t('report.image')}</figcaption>
          </figure>
          {props.parentToken ? (
            <ParentNotifications token={props.parentToken} name={report.data.studentName} />
          ) : null}
        </>
      )}
    </div>
  );
}

/** The qari's (or owner's) note of the month, written to Firestore under the rules. */
function NoteEditor(props: {
  studentId: string;
  uid: string;
  month: YearMonth;
  initial: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation('hifz');
  const words = useApiMessages();
  const [text, setText] = useState(props.initial);
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const parsed = z.safeParse(monthNoteTextSchema, text);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setState({ ok: false, text: issue ? words.issue(issue) : t('report.note.failed') });
      return;
    }
    setBusy(true);
    const note: MonthNote = { text: parsed.data, by: props.uid, at: new Date().toISOString() };
    const saved = await withOutcome(
      async () => {
        const db = await firestore();
        const path = [props.studentId, MONTH_NOTES_SUBCOLLECTION, monthKey(props.month)];
        await setDoc(doc(db, STUDENTS_COLLECTION, ...path), note);
      },
      setState,
      {
        ok: () => t('report.note.saved'),
        failed: t('report.note.failed'),
        what: 'The note could not be saved',
      },
      () => setBusy(false),
    );
    if (saved) props.onSaved();
  }

  return (
    <form
      className="report-note"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label htmlFor="month-note">{t('report.note.label')}</label>
      <textarea
        id="month-note"
        dir="auto"
        rows={4}
        maxLength={MONTH_NOTE_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby="month-note-hint"
      />
      <p id="month-note-hint" className="muted">
        {t('report.note.hint')}
      </p>
      <button type="submit" className="btn btn-small" disabled={busy}>
        {t('report.note.save')}
      </button>
      <StatusMessage message={state} />
    </form>
  );
}
