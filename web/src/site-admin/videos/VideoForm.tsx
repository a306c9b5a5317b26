import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_KINDS, videoFormSchema, type Video, type VideoKind } from '@masjid/domain/videos';
import { StatusMessage, type Outcome } from '../../common/ui/StatusMessage.tsx';
import { Field } from '../forms/Field.tsx';
import { fieldErrors, type FieldErrors } from '../forms/field-errors.ts';
import { createVideo, nextOrder, updateVideo } from './videos-admin-data.ts';

interface Values {
  youtube: string;
  title: string;
  titleUrdu: string;
  artist: string;
  kind: VideoKind;
}

const EMPTY: Values = { youtube: '', title: '', titleUrdu: '', artist: '', kind: 'naat' };

/**
 * Adds a video, or edits `editing`: the YouTube link or id (any usual link form; the id is
 * stored), the title, an optional Urdu title, the naat khwan or speaker, and the kind. Checked
 * with the shared schema, a message per field. A new video goes to the end of its kind's list.
 */
export function VideoForm({
  editing,
  videos,
  onSaved,
  onCancel,
}: {
  editing: Video | null;
  /** Every video (for the order of a new one). */
  videos: Video[];
  /** Called with the saved title after a successful save. */
  onSaved: (title: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(
    editing
      ? {
          youtube: editing.youtubeId,
          title: editing.title,
          titleUrdu: editing.titleUrdu ?? '',
          artist: editing.artist ?? '',
          kind: editing.kind,
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const set = (name: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setOutcome(null);
    const parsed = videoFormSchema.safeParse({
      ...values,
      titleUrdu: values.titleUrdu.trim() || undefined,
      artist: values.artist.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    const { youtube, ...rest } = parsed.data;
    const sameKind = videos.filter((v) => v.kind === rest.kind && v.id !== editing?.id);
    const order = editing && editing.kind === rest.kind ? editing.order : nextOrder(sameKind);
    setBusy(true);
    try {
      const data = { ...rest, youtubeId: youtube, order };
      if (editing) await updateVideo(editing.id, data);
      else await createVideo(data);
      if (!editing) setValues({ ...EMPTY, kind: rest.kind });
      onSaved(rest.title);
    } catch (err) {
      console.error('Saving the video failed', err);
      setOutcome({ ok: false, text: t('videos.admin.saveFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form content-form" onSubmit={onSubmit} noValidate>
      <h2>
        {editing
          ? t('videos.admin.editHeading', { title: editing.title })
          : t('videos.admin.addHeading')}
      </h2>
      <Field
        name="youtube"
        label={t('videos.admin.youtube')}
        hint={t('videos.admin.youtubeHint')}
        error={errors.youtube}
      >
        <input
          type="text"
          name="youtube"
          inputMode="url"
          autoComplete="off"
          lang="en"
          dir="ltr"
          placeholder="https://www.youtube.com/watch?v=…"
          value={values.youtube}
          onChange={set('youtube')}
        />
      </Field>
      <Field name="title" label={t('videos.admin.videoTitle')} error={errors.title}>
        <input
          type="text"
          name="title"
          lang="en"
          dir="ltr"
          maxLength={200}
          value={values.title}
          onChange={set('title')}
        />
      </Field>
      <Field name="titleUrdu" label={t('videos.admin.titleUrdu')} error={errors.titleUrdu}>
        <input
          type="text"
          name="titleUrdu"
          lang="ur"
          dir="rtl"
          maxLength={200}
          value={values.titleUrdu}
          onChange={set('titleUrdu')}
        />
      </Field>
      <Field name="artist" label={t('videos.admin.artist')} error={errors.artist}>
        <input
          type="text"
          name="artist"
          lang="en"
          dir="ltr"
          maxLength={120}
          value={values.artist}
          onChange={set('artist')}
        />
      </Field>
      <Field name="kind" label={t('videos.admin.kindLabel')} error={errors.kind}>
        <select name="kind" value={values.kind} onChange={set('kind')}>
          {VIDEO_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`videos.admin.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </Field>
      {Object.keys(errors).length > 0 ? (
        <p className="form-error" role="alert">
          {t('contentAdmin.fixFields')}
        </p>
      ) : null}
      <StatusMessage message={outcome} />
      <div className="content-form-actions">
        <button type="submit" className="btn" disabled={busy}>
          {busy
            ? t('contentAdmin.saving')
            : editing
              ? t('contentAdmin.saveChanges')
              : t('videos.admin.add')}
        </button>
        {editing ? (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('contentAdmin.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
