import { useTranslation } from 'react-i18next';
import { displaySettingsDocSchema, type DisplaySettings } from '@masjid/domain/display-settings';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { FormFooter } from '../forms/FormFooter.tsx';
import { Field } from '../forms/Field.tsx';
import { LoadStatus } from '../../common/ui/LoadStatus.tsx';
import { useContentForm } from '../forms/use-content-form.ts';
import { saveDisplaySettings, useDisplaySettingsLive } from './display-settings-admin-data.ts';
import '../forms/content-admin.css';

/** The form's values: both times as typed (`HH:MM` from the time inputs; empty: not set). */
interface Values {
  nightFrom: string;
  nightUntil: string;
}

/**
 * `/admin-display`: the hall screen's settings, for now its night mode: from when (after Isha)
 * until when (before Fajr) the screen at `/display` dims; both empty, it never dims. Checked with
 * the shared schema; an open screen follows a saved change within seconds.
 */
export function DisplaySettingsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('displaySettings.admin.title'));
  const state = useDisplaySettingsLive();
  return (
    <>
      <h1>{t('displaySettings.admin.title')}</h1>
      <p className="form-note">{t('displaySettings.admin.intro')}</p>
      <LoadStatus
        status={state.status}
        loading={t('videos.loading')}
        failed={t('displaySettings.admin.loadFailed')}
      />
      {state.status === 'ready' ? <DisplaySettingsForm initial={state.data} /> : null}
    </>
  );
}

function DisplaySettingsForm({ initial }: { initial: DisplaySettings }) {
  const { t } = useTranslation('admin');
  const form = useContentForm<Values, DisplaySettings>(
    () => ({ nightFrom: initial.nightFrom ?? '', nightUntil: initial.nightUntil ?? '' }),
    {
      parse: (values) =>
        displaySettingsDocSchema.safeParse({
          ...(values.nightFrom ? { nightFrom: values.nightFrom } : {}),
          ...(values.nightUntil ? { nightUntil: values.nightUntil } : {}),
        }),
      save: async (settings) => {
        await saveDisplaySettings(settings);
        form.setOutcome({ ok: true, text: t('displaySettings.admin.saved') });
      },
      failedText: t('displaySettings.admin.saveFailed'),
    },
  );
  const { errors, bind } = form;
  return (
    <form className="admin-form content-form" onSubmit={form.submit} noValidate>
      <fieldset>
        <legend>{t('displaySettings.admin.night')}</legend>
        <p className="form-note">{t('displaySettings.admin.nightHint')}</p>
        <div className="content-form-pair">
          {(['nightFrom', 'nightUntil'] as const).map((key) => (
            <Field
              key={key}
              name={key}
              label={t(`displaySettings.admin.${key}`)}
              error={errors[key]}
            >
              <input type="time" lang="en" dir="ltr" {...bind(key)} />
            </Field>
          ))}
        </div>
      </fieldset>
      <FormFooter
        errors={errors}
        outcome={form.outcome}
        busy={form.busy}
        dirty={form.dirty}
        submitLabel={t('displaySettings.admin.save')}
      />
    </form>
  );
}
