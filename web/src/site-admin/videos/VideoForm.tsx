import { useTranslation } from 'react-i18next';
import { VIDEO_KINDS, videoFormSchema, type Video, type VideoKind } from '@masjid/domain/videos';
import { Field } from '../forms/Field.tsx';
import { FormFooter } from '../forms/FormFooter.tsx';
import { useContentForm } from '../forms/use-content-form.ts';
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
  const { t } = useTranslation('admin');
  const form = useContentForm<Values, Omit<Video, 'id' | 'order'>>(
    editing
      ? {
          youtube: editing.youtubeId,
          title: editing.title,
          titleUrdu: editing.titleUrdu ?? '',
          artist: editing.artist ?? '',
          kind: editing.kind,
        }
      : EMPTY,
    {
      parse: (values) => {
        const parsed = videoFormSchema.safeParse({
          ...values,
          titleUrdu: values.titleUrdu.trim() || undefined,
          artist: values.artist.trim() || undefined,
        });
        if (!parsed.success) return parsed;
        const { youtube, ...rest } = parsed.data;
        return { success: true, data: { ...rest, youtubeId: youtube } };
      },
      save: async (data) => {
        const sameKind = videos.filter((v) => v.kind === data.kind && v.id !== editing?.id);
        const order = editing && editing.kind === data.kind ? editing.order : nextOrder(sameKind);
        if (editing) await updateVideo(editing.id, { ...data, order });
        else await createVideo({ ...data, order });
        if (!editing) form.setValues({ ...EMPTY, kind: data.kind });
        onSaved(data.title);
      },
      failedText: t('videos.admin.saveFailed'),
    },
  );
  const { errors, bind } = form;

  return (
    <form className="admin-form content-form" onSubmit={form.submit} noValidate>
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
          inputMode="url"
          autoComplete="off"
          lang="en"
          dir="ltr"
          placeholder="https://www.youtube.com/watch?v=…"
          {...bind('youtube')}
        />
      </Field>
      <Field name="title" label={t('videos.admin.videoTitle')} error={errors.title}>
        <input type="text" lang="en" dir="ltr" maxLength={200} {...bind('title')} />
      </Field>
      <Field name="titleUrdu" label={t('videos.admin.titleUrdu')} error={errors.titleUrdu}>
        <input type="text" lang="ur" dir="rtl" maxLength={200} {...bind('titleUrdu')} />
      </Field>
      <Field name="artist" label={t('videos.admin.artist')} error={errors.artist}>
        <input type="text" lang="en" dir="ltr" maxLength={120} {...bind('artist')} />
      </Field>
      <Field name="kind" label={t('videos.admin.kindLabel')} error={errors.kind}>
        <select {...bind('kind')}>
          {VIDEO_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`videos.admin.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </Field>
      <FormFooter
        errors={errors}
        outcome={form.outcome}
        busy={form.busy}
        submitLabel={editing ? t('adminForms.saveChanges') : t('videos.admin.add')}
        onCancel={editing ? onCancel : undefined}
      />
    </form>
  );
}
