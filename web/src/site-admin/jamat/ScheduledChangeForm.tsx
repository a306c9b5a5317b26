import { useTranslation } from 'react-i18next';
import { PUBLIC_PRAYERS, type PublicPrayer } from '@masjid/domain/jamat';
import {
  addDays,
  jamatChangeDocSchema,
  type JamatChange,
  type JamatChangeData,
} from '@masjid/domain/jamat-schedule';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { Field } from '../forms/Field.tsx';
import { ListForm } from '../forms/AdminForm.tsx';
import { saveToList, useContentForm, type Checked } from '../forms/use-content-form.ts';
import type { FormIssue } from '../forms/field-errors.ts';
import { formatCalendarDay } from '../../common/time/karachi-time.ts';
import type { ListFormProps } from '../ui/use-admin-list.tsx';
import { saveScheduledChange } from './scheduled-changes-data.ts';

type Values = Record<PublicPrayer | 'effectiveDate', string>;

const emptyValues = (): Values => ({
  effectiveDate: addDays(karachiIsoToday(), 1),
  fajr: '',
  zuhr: '',
  asr: '',
  maghrib: '',
  isha: '',
  jumma: '',
});

/**
 * Schedules a jamat change, or edits `editing`: its first day (after today, Karachi) and the new
 * time of each prayer that changes (at least one). Checked with the shared schema, which the
 * rules mirror; each message in the admin's language.
 */
export function ScheduledChangeForm({ editing, onSaved, onCancel }: ListFormProps<JamatChange>) {
  const { t, i18n } = useTranslation('admin');

  function parse(values: Values): Checked<JamatChangeData> {
    const times = Object.fromEntries(
      PUBLIC_PRAYERS.filter((p) => values[p]).map((p) => [p, values[p]]),
    );
    const data = { effectiveDate: values.effectiveDate, times };
    const parsed = jamatChangeDocSchema.safeParse(data);
    const issues: FormIssue[] = (parsed.success ? [] : parsed.error.issues).map((issue) => {
      const [first, second] = issue.path;
      if (first === 'times' && typeof second === 'string')
        return { path: [second], text: t('jamatMonth.changesAdmin.badTime') };
      if (first === 'times') return { path: ['fajr'], text: t('jamatMonth.changesAdmin.noTime') };
      return { path: ['effectiveDate'], text: t('jamatMonth.changesAdmin.pastDate') };
    });
    if (
      values.effectiveDate <= karachiIsoToday() &&
      !issues.some((i) => i.path[0] === 'effectiveDate')
    )
      issues.push({ path: ['effectiveDate'], text: t('jamatMonth.changesAdmin.pastDate') });
    if (issues.length > 0 || !parsed.success) return { success: false, error: { issues } };
    return { success: true, data: parsed.data };
  }

  const form = useContentForm<Values, JamatChangeData>(
    editing
      ? { ...emptyValues(), effectiveDate: editing.effectiveDate, ...editing.times }
      : emptyValues,
    {
      parse,
      ...saveToList({ save: saveScheduledChange }, { editing, onSaved }, (data) =>
        formatCalendarDay(data.effectiveDate, i18n.language),
      ),
      failedText: t('jamatMonth.changesAdmin.saveFailed'),
    },
  );
  const { bind, field } = form;

  return (
    <ListForm
      form={form}
      className="scheduled-change-form"
      strings="jamatMonth.changesAdmin"
      editing={!!editing}
      saveLabel={t('jamatMonth.changesAdmin.save')}
      onCancel={onCancel}
    >
      <Field
        {...field('effectiveDate')}
        required
        label={t('jamatMonth.changesAdmin.effectiveDate')}
        hint={t('jamatMonth.changesAdmin.effectiveDateHint')}
      >
        <input type="date" {...bind('effectiveDate')} />
      </Field>
      <fieldset>
        <legend>{t('jamatMonth.changesAdmin.timesLegend')}</legend>
        <p className="field-hint">{t('jamatMonth.changesAdmin.timesHint')}</p>
        <div className="scheduled-change-times">
          {PUBLIC_PRAYERS.map((p) => (
            <Field key={p} {...field(p)} label={t(`prayer.${p}`)}>
              <input type="time" {...bind(p)} />
            </Field>
          ))}
        </div>
      </fieldset>
    </ListForm>
  );
}
