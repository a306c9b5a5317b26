import { useTranslation } from 'react-i18next';
import { VIDEO_KINDS, videoFormSchema, type Video, type VideoKind } from '@masjid/domain/videos';
import { ListForm } from '../forms/AdminForm.tsx';
import { EN, Field, UR } from '../forms/Field.tsx';
import { optionalText, useContentForm, valuesOf } from '../forms/use-content-form.ts';
import type { ListFormProps } from '../ui/use-admin-list.tsx';
import { nextOrder, videoWrites } from './videos-admin-data.ts';

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
}: ListFormProps<Video> & {
  /** Every video (for the order of a new one). */
  videos: Video[];
}) {
  const { t } = useTranslation('admin');
  const form = useContentForm<Values, Omit<Video, 'id' | 'order'>>(
    editing
      ? { ...valuesOf(EMPTY, editing), youtube: editing.youtubeId, kind: editing.kind }
      : EMPTY,
    {
      parse: (values) => {
        const parsed = videoFormSchema.safeParse(optionalText(values, ['titleUrdu', 'artist']));
        if (!parsed.success) return parsed;
        const { youtube, ...rest } = parsed.data;
        return { success: true, data: { ...rest, youtubeId: youtube } };
      },
      save: async (data) => {
        const sameKind = videos.filter((v) => v.kind === data.kind && v.id !== editing?.id);
        const order = editing && editing.kind === data.kind ? editing.order : nextOrder(sameKind);
        await videoWrites.save({ ...data, order }, editing?.id);
        if (!editing) form.setValues({ ...EMPTY, kind: data.kind });
        onSaved(data.title);
      },
      failedText: t('videos.admin.saveFailed'),
    },
  );
  const { bind, field } = form;

  return (
    <ListForm
      form={form}
      strings="videos.admin"
      editing={!!editing}
      title={editing?.title}
      onCancel={onCancel}
    >
      <Field
        {...field('youtube')}
        required
        label={t('videos.admin.youtube')}
        hint={t('videos.admin.youtubeHint')}
      >
        <input
          type="text"
          inputMode="url"
          autoComplete="off"
          {...EN}
          placeholder="https://www.youtube.com/watch?v=…"
          {...bind('youtube')}
        />
      </Field>
      <Field {...field('title')} required label={t('videos.admin.videoTitle')}>
        <input type="text" {...EN} maxLength={200} {...bind('title')} />
      </Field>
      <Field {...field('titleUrdu')} label={t('videos.admin.titleUrdu')}>
        <input type="text" {...UR} maxLength={200} {...bind('titleUrdu')} />
      </Field>
      <Field {...field('artist')} label={t('videos.admin.artist')}>
        <input type="text" {...EN} maxLength={120} {...bind('artist')} />
      </Field>
      <Field {...field('kind')} label={t('videos.admin.kindLabel')}>
        <select {...bind('kind')}>
          {VIDEO_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`videos.admin.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </Field>
    </ListForm>
  );
}
