import { useTranslation } from 'react-i18next';
import { ForTyped } from '../../common/ui/ForItem.tsx';
import {
  MAX_SOCIAL_LINKS,
  siteDetailsDocSchema,
  type Bilingual,
  type SiteDetails,
} from '@masjid/domain/site-details';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { FormFooter } from '../forms/FormFooter.tsx';
import { Field } from '../forms/Field.tsx';
import { LoadStatus } from '../../common/ui/LoadStatus.tsx';
import { useContentForm } from '../forms/use-content-form.ts';
import { saveSiteDetails, useSiteDetailsLive } from './site-details-admin-data.ts';
import { useConfirmDelete } from '../ui/use-confirm-delete.tsx';
import '../forms/content-admin.css';
import '../events/events-admin.css';

type TextKey = 'name' | 'address' | 'welcome' | 'footerAbout';

/** The label of each part of a social link, numbered ('Link 2: name'). */
const SOCIAL_LABELS = {
  label: 'siteDetails.admin.socialLabel',
  url: 'siteDetails.admin.socialUrl',
} as const;

/** The form's values: the details, with the position as typed (text). */
interface Values extends Omit<SiteDetails, 'location'> {
  location: { latitude: string; longitude: string };
}

const toValues = (d: SiteDetails): Values => ({
  ...d,
  location: { latitude: String(d.location.latitude), longitude: String(d.location.longitude) },
});

/** A typed number, or NaN-free undefined-ish text for the schema to refuse. */
const toNumber = (text: string): number | string => {
  const n = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(n) ? n : text;
};

/**
 * `/admin-site-details`: the mosque's name, address, phone, e-mail, WhatsApp number, map position,
 * social links, the home page's welcome text and the footer's text, each text in English and Urdu.
 * Checked with the shared schema (a message per field); the header, footer, contact page, home
 * page and structured data show a saved change without a reload.
 */
export function SiteDetailsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('siteDetails.admin.title'));
  const state = useSiteDetailsLive();
  return (
    <>
      <h1>{t('siteDetails.admin.title')}</h1>
      <p className="form-note">{t('siteDetails.admin.intro')}</p>
      <LoadStatus
        status={state.status}
        loading={t('videos.loading')}
        failed={t('siteDetails.admin.loadFailed')}
      />
      {state.status === 'ready' ? <SiteDetailsForm initial={state.data} /> : null}
    </>
  );
}

function SiteDetailsForm({ initial }: { initial: SiteDetails }) {
  const { t } = useTranslation('admin');
  const { confirmDelete, dialog } = useConfirmDelete();
  const form = useContentForm<Values, SiteDetails>(() => toValues(initial), {
    parse: (values) =>
      siteDetailsDocSchema.safeParse({
        ...values,
        location: {
          latitude: toNumber(values.location.latitude),
          longitude: toNumber(values.location.longitude),
        },
      }),
    save: async (details) => {
      await saveSiteDetails(details);
      form.setOutcome({ ok: true, text: t('siteDetails.admin.saved') });
    },
    failedText: t('siteDetails.admin.saveFailed'),
  });
  const { values, setValues, errors, bind } = form;

  const setBilingual =
    (key: TextKey, lang: keyof Bilingual) => (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: { ...v[key], [lang]: e.target.value } }));
  const setLocation = (key: 'latitude' | 'longitude') => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, location: { ...v.location, [key]: e.target.value } }));
  const setSocial = (index: number, key: 'label' | 'url') => (e: { target: { value: string } }) =>
    setValues((v) => ({
      ...v,
      social: v.social.map((s, i) => (i === index ? { ...s, [key]: e.target.value } : s)),
    }));

  const bilingual = (key: TextKey, multiline: boolean, max: number) => (
    <fieldset>
      <legend>{t(`siteDetails.admin.fields.${key}`)}</legend>
      {(['en', 'ur'] as const).map((lang) => {
        const props = {
          name: `${key}.${lang}`,
          lang,
          dir: lang === 'ur' ? 'rtl' : 'ltr',
          maxLength: max,
          value: values[key][lang],
          onChange: setBilingual(key, lang),
        };
        return (
          <Field
            key={lang}
            name={`${key}.${lang}`}
            label={t(`siteDetails.admin.${lang === 'en' ? 'english' : 'urdu'}`)}
            error={errors[`${key}.${lang}`] ?? (lang === 'en' ? errors[key] : undefined)}
          >
            {multiline ? <textarea rows={4} {...props} /> : <input type="text" {...props} />}
          </Field>
        );
      })}
    </fieldset>
  );

  /** The Field of one part (its label or address) of the social link at `index`. */
  const socialField = (
    link: Values['social'][number],
    index: number,
    key: 'label' | 'url',
    { type, maxLength }: { type: 'text' | 'url'; maxLength?: number },
  ) => (
    <Field
      name={`social.${index}.${key}`}
      label={t(SOCIAL_LABELS[key], { n: index + 1 })}
      error={errors[`social.${index}.${key}`]}
    >
      <input
        type={type}
        name={`social.${index}.${key}`}
        inputMode={type === 'url' ? 'url' : undefined}
        lang="en"
        dir="ltr"
        maxLength={maxLength}
        value={link[key]}
        onChange={setSocial(index, key)}
      />
    </Field>
  );

  return (
    <form className="admin-form content-form" onSubmit={form.submit} noValidate>
      {dialog}
      {bilingual('name', false, 120)}
      {bilingual('address', true, 300)}
      <fieldset>
        <legend>{t('siteDetails.admin.contact')}</legend>
        <Field name="phone" label={t('siteDetails.admin.fields.phone')} error={errors.phone}>
          <input type="tel" lang="en" dir="ltr" {...bind('phone')} />
        </Field>
        <Field
          name="whatsapp"
          label={t('siteDetails.admin.fields.whatsapp')}
          hint={t('siteDetails.admin.whatsappHint')}
          error={errors.whatsapp}
        >
          <input type="tel" lang="en" dir="ltr" {...bind('whatsapp')} />
        </Field>
        <Field name="email" label={t('siteDetails.admin.fields.email')} error={errors.email}>
          <input type="email" lang="en" dir="ltr" {...bind('email')} />
        </Field>
      </fieldset>
      <fieldset>
        <legend>{t('siteDetails.admin.fields.location')}</legend>
        <p className="form-note">{t('siteDetails.admin.locationHint')}</p>
        <div className="content-form-pair">
          {(['latitude', 'longitude'] as const).map((key) => (
            <Field
              key={key}
              name={`location.${key}`}
              label={t(`siteDetails.admin.${key}`)}
              error={errors[`location.${key}`]}
            >
              <input
                type="text"
                inputMode="decimal"
                name={`location.${key}`}
                lang="en"
                dir="ltr"
                value={values.location[key]}
                onChange={setLocation(key)}
              />
            </Field>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('siteDetails.admin.fields.social')}</legend>
        {errors.social ? <p className="field-error">{errors.social}</p> : null}
        {values.social.map((link, index) => (
          <div key={index} className="content-form-pair social-row">
            {socialField(link, index, 'label', { type: 'text', maxLength: 40 })}
            {socialField(link, index, 'url', { type: 'url' })}
            <p>
              <button
                type="button"
                className="btn btn-danger"
                onClick={async () => {
                  const title = link.label || link.url || String(index + 1);
                  const question = 'siteDetails.admin.confirmRemoveLink';
                  if (
                    !(await confirmDelete(
                      question,
                      { title },
                      'siteDetails.admin.removeLinkDetail',
                    ))
                  )
                    return;
                  setValues((v) => ({ ...v, social: v.social.filter((_, i) => i !== index) }));
                }}
              >
                {t('siteDetails.admin.removeLink')}
                <ForTyped text={link.label} />
              </button>
            </p>
          </div>
        ))}
        {values.social.length < MAX_SOCIAL_LINKS ? (
          <p>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() =>
                setValues((v) => ({ ...v, social: [...v.social, { label: '', url: '' }] }))
              }
            >
              {t('siteDetails.admin.addLink')}
            </button>
          </p>
        ) : null}
      </fieldset>
      {bilingual('welcome', true, 600)}
      {bilingual('footerAbout', true, 400)}
      <FormFooter
        errors={errors}
        outcome={form.outcome}
        busy={form.busy}
        dirty={form.dirty}
        submitLabel={t('siteDetails.admin.save')}
      />
    </form>
  );
}
