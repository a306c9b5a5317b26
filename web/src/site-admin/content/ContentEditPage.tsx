import { useState, type FormEvent } from 'react';
import { TypedInSentence } from '../../common/ui/TypedText.tsx';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  CONTENT_PAGES,
  CONTENT_TEXT_LIMITS,
  KIND_FIELDS,
  slugify,
  type ContentEntry,
  type ContentEntryData,
  type ContentKind,
} from '@masjid/domain/content';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import type { Outcome } from '../../common/ui/StatusMessage.tsx';
import { FormFooter } from '../forms/FormFooter.tsx';
import {
  createContentEntry,
  updateContentEntry,
  useContentEntriesLive,
  useContentEntryLive,
} from './content-admin-data.ts';
import {
  EMPTY_FORM,
  entryToForm,
  formToEntry,
  type ContentFormValues,
  type FormErrors,
  type FormField,
} from './content-form.ts';
import { useKindParam } from './ContentAdminPage.tsx';
import '../access/admin.css';
import { CONTENT_IMAGES } from '@masjid/domain/content-image';
import { PictureUploadField } from '../media-uploads/PictureUploadField.tsx';
import { Field, type FieldControl } from '../forms/Field.tsx';
import './content-admin.css';
import { useApiMessages } from '../../common/api/api-messages.ts';

const pageSlugSchema = z.enum(CONTENT_PAGES);

/** `/manage-content/new?kind=…` (and `&slug=` for a page): a new entry of that kind. */
export function NewContentPage() {
  const kind = useKindParam();
  const [params] = useSearchParams();
  const pageSlug = pageSlugSchema.safeParse(params.get('slug'));
  const list = useContentEntriesLive(kind);
  const { t } = useTranslation('admin');
  if (list.status === 'loading') return <p className="status-text">{t('contentAdmin.loading')}</p>;
  if (list.status === 'error')
    return (
      <p className="error-text" role="alert">
        {t('contentAdmin.loadError')}
      </p>
    );
  if (kind === 'page' && !pageSlug.success) return <NotFound />;
  const order = list.data.reduce((max, e) => Math.max(max, e.order), 0) + 10;
  return (
    <ContentEditor
      kind={kind}
      order={order}
      slug={pageSlug.success ? pageSlug.data : undefined}
      name={pageSlug.success ? t(`contentAdmin.pages.${pageSlug.data}`) : undefined}
      others={list.data}
      initial={EMPTY_FORM}
      save={(data) => createContentEntry(data).then(() => undefined)}
    />
  );
}

/** `/manage-content/edit/{id}`: change an entry. */
export function EditContentPage() {
  const { id = '' } = useParams();
  const state = useContentEntryLive(id);
  const { t } = useTranslation('admin');
  if (state.status === 'loading') return <p className="status-text">{t('contentAdmin.loading')}</p>;
  if (state.status === 'error') return <NotFound />;
  return <EditLoaded key={id} entry={state.data} />;
}

function EditLoaded({ entry }: { entry: ContentEntry }) {
  const list = useContentEntriesLive(entry.kind);
  const { id, ...data } = entry;
  return (
    <ContentEditor
      kind={entry.kind}
      order={entry.order}
      slug={entry.kind === 'service' ? undefined : entry.slug}
      editing={data}
      others={list.status === 'ready' ? list.data.filter((e) => e.id !== id) : []}
      initial={entryToForm(data)}
      save={(next) => updateContentEntry(id, next)}
    />
  );
}

function NotFound() {
  const { t } = useTranslation('admin');
  return (
    <p className="error-text" role="alert">
      {t('contentAdmin.notFound')} <Link to="/manage-content">{t('contentAdmin.back')}</Link>
    </p>
  );
}

/** Which texts are long (a textarea) and their limits. */
const TEXTS = {
  summary: { long: true, max: CONTENT_TEXT_LIMITS.summary.max },
  body: { long: true, max: CONTENT_TEXT_LIMITS.body.max },
  details: { long: true, max: CONTENT_TEXT_LIMITS.details.max },
} as const;

/**
 * The editor of one entry: English and Urdu inputs (with their `lang` and `dir`) for each text
 * the kind uses, checked with the shared schema on Save, a message per field, and the outcome.
 * After a save it goes back to the list of the kind.
 */
function ContentEditor({
  kind,
  order,
  slug,
  name,
  editing,
  others,
  initial,
  save,
}: {
  kind: ContentKind;
  order: number;
  /** What a new entry is, for the heading (default: the kind's name). */
  name?: string;
  /** A page's slug, or the stored slug of an entry being edited (not a service). */
  slug?: string;
  editing?: ContentEntryData;
  others: readonly ContentEntry[];
  initial: ContentFormValues;
  save: (data: ContentEntryData) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const words = useApiMessages();
  const navigate = useNavigate();
  const heading = editing
    ? t('contentAdmin.editTitle', { title: editing.title.en })
    : t('contentAdmin.newTitle', { kind: name ?? t(`contentAdmin.one.${kind}`) });
  usePageTitle(heading);
  const [values, setValues] = useState(initial);
  // The values a Save refused: their messages are worded at each render, in the page's language.
  const [refused, setRefused] = useState<{ values: ContentFormValues } | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [slugEdited, setSlugEdited] = useState(Boolean(editing));
  const fields = KIND_FIELDS[kind];

  const set = (name: FormField, value: string) =>
    setValues((v) => {
      const next = { ...v, [name]: value };
      // A new service's address follows its title until typed in.
      if (name === 'title.en' && kind === 'service' && !slugEdited) next.slug = slugify(value, '');
      return next;
    });

  /** The entry the form's values make, or a message per field, in the page's language. */
  const check = (formValues: ContentFormValues) =>
    formToEntry(formValues, {
      kind,
      order,
      slug,
      takenSlugs: others.map((o) => o.slug),
      slugTaken: t('contentAdmin.slugTaken'),
      pictureMissing: t('pictureUpload.missing'),
      describe: words.issue,
    });
  const recheck = refused ? check(refused.values) : null;
  const errors: FormErrors = recheck && !recheck.ok ? recheck.errors : {};
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setOutcome(null);
    const result = check(values);
    if (!result.ok) {
      setRefused({ values });
      return;
    }
    setRefused(null);
    setBusy(true);
    try {
      await save(result.data);
      navigate(`/manage-content?kind=${kind}`, { state: { saved: result.data.title.en } });
    } catch (err) {
      console.error('Saving content failed', err);
      setOutcome({ ok: false, text: t('contentAdmin.saveFailed') });
      setBusy(false);
    }
  }

  const input = (name: FormField, props: { long?: boolean; max?: number; type?: string }) => {
    const lang = name.endsWith('.ur') ? 'ur' : 'en';
    const common = {
      id: `f-${name}`,
      name,
      value: values[name],
      lang,
      dir: lang === 'ur' ? 'rtl' : 'ltr',
      maxLength: props.max,
      onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    } as const;
    return props.long ? (
      <textarea {...common} rows={name.startsWith('body') ? 10 : 4} />
    ) : (
      <input type={props.type ?? 'text'} {...common} />
    );
  };
  const one = (name: FormField, label: string, control: FieldControl, hint?: string) => (
    <Field key={name} name={name} label={label} hint={hint} error={errors[name]}>
      {control}
    </Field>
  );
  /** An English input and an Urdu one under one label. */
  const pair = (
    base: 'title' | 'summary' | 'body' | 'details' | 'image.alt' | 'link.label',
    label: string,
    props: { long?: boolean; max: number },
    hint?: string,
  ) => {
    const en = `${base}.en` as const;
    const ur = `${base}.ur` as const;
    return (
      <fieldset className="content-pair" key={base}>
        <legend>{label}</legend>
        {hint ? <span className="field-hint">{hint}</span> : null}
        {one(en, t('contentAdmin.english'), input(en, props))}
        {one(ur, t('contentAdmin.urdu'), input(ur, props))}
      </fieldset>
    );
  };

  return (
    <>
      <h1>
        {editing ? (
          <TypedInSentence
            sentence={(title) => t('contentAdmin.editTitle', { title })}
            text={editing.title.en}
          />
        ) : (
          heading
        )}
      </h1>
      <p>
        <Link to={`/manage-content?kind=${kind}`}>{t('contentAdmin.back')}</Link>
      </p>
      <form className="admin-form content-form" onSubmit={onSubmit} noValidate>
        {pair('title', t('contentAdmin.fields.title'), { max: CONTENT_TEXT_LIMITS.title.max })}
        {kind === 'service'
          ? one(
              'slug',
              t('contentAdmin.fields.slug'),
              <input
                id="f-slug"
                name="slug"
                type="text"
                lang="en"
                dir="ltr"
                inputMode="url"
                autoCapitalize="none"
                value={values.slug}
                maxLength={60}
                onChange={(e) => {
                  setSlugEdited(true);
                  set('slug', e.target.value);
                }}
              />,
              t('contentAdmin.hints.slug'),
            )
          : null}
        {fields.map((field) => {
          switch (field) {
            case 'summary':
            case 'body':
            case 'details':
              return pair(
                field,
                t(`contentAdmin.fields.${field}`),
                TEXTS[field],
                field === 'summary' ? undefined : t(`contentAdmin.hints.${field}`),
              );
            case 'date':
              return one('date', t('contentAdmin.fields.date'), input('date', { type: 'date' }));
            case 'image':
              return (
                <div className="content-group" key="image">
                  <PictureUploadField
                    kind={CONTENT_IMAGES}
                    name="image.src"
                    label={t('contentAdmin.fields.imageSrc')}
                    previewAlt={values['image.alt.en'] || t('pictureUpload.contentPreview')}
                    value={values['image.src']}
                    error={errors['image.src']}
                    onChange={(url) => set('image.src', url)}
                    onRemove={() => {
                      set('image.src', '');
                      set('image.alt.en', '');
                      set('image.alt.ur', '');
                    }}
                  />
                  {pair(
                    'image.alt',
                    t('contentAdmin.fields.imageAlt'),
                    { max: CONTENT_TEXT_LIMITS.alt.max },
                    t('contentAdmin.hints.imageAlt'),
                  )}
                </div>
              );
            case 'link':
              return (
                <div className="content-group" key="link">
                  {one(
                    'link.url',
                    t('contentAdmin.fields.linkUrl'),
                    input('link.url', { type: 'url', max: 2048 }),
                    t('contentAdmin.hints.linkUrl'),
                  )}
                  {pair('link.label', t('contentAdmin.fields.linkLabel'), {
                    max: CONTENT_TEXT_LIMITS.label.max,
                  })}
                  {one(
                    'linkUntil',
                    t('contentAdmin.fields.linkUntil'),
                    input('linkUntil', { type: 'date' }),
                    t('contentAdmin.hints.linkUntil'),
                  )}
                </div>
              );
          }
        })}
        <FormFooter
          errors={errors}
          outcome={outcome}
          busy={busy}
          dirty={dirty}
          submitLabel={t('contentAdmin.save')}
          busyLabel={t('contentAdmin.saving')}
        />
      </form>
    </>
  );
}
