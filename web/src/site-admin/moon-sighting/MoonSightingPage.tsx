import { useTranslation } from 'react-i18next';
import {
  HIJRI_MONTHS_EN,
  calculatedHijriDate,
  formatHijri,
  hijriDateOf,
  hijriMonthName,
  hijriMonthStartDocSchema,
  type HijriMonthStart,
  type HijriMonthStartData,
} from '@masjid/domain/hijri';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { formatCalendarDay } from '../../common/time/karachi-time.ts';
import { AdminForm } from '../forms/AdminForm.tsx';
import { Field } from '../forms/Field.tsx';
import { useContentForm } from '../forms/use-content-form.ts';
import { AdminListPage } from '../ui/AdminListPage.tsx';
import { AdminListSection } from '../ui/AdminListSection.tsx';
import { useAdminList } from '../ui/use-admin-list.tsx';
import { deleteMonthStart, saveMonthStart, useMonthStartsLive } from './moon-sighting-data.ts';

interface Values {
  year: string;
  month: string;
  startDate: string;
  announce: boolean;
}

/**
 * `/admin-moon-sighting`: record the local committee's decision on when a Hijri month began
 * ("Ramadan 1448 began on …"), optionally notifying subscribers; list and delete decisions. The
 * Hijri date of every page, the timetable and the feeds follows them.
 */
export function MoonSightingPage() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const decisions = useMonthStartsLive();
  const today = karachiIsoToday();
  const title = (d: Pick<HijriMonthStart, 'hijriYear' | 'hijriMonth' | 'startDate'>) =>
    t('jamatMonth.moonAdmin.began', {
      month: hijriMonthName(d.hijriMonth, lang),
      year: d.hijriYear,
      date: formatCalendarDay(d.startDate, lang),
    });
  const list = useAdminList<HijriMonthStart>({
    strings: 'jamatMonth.moonAdmin',
    nameOf: title,
    typedName: false,
    editable: false,
    remove: deleteMonthStart,
  });
  const items = decisions.status === 'ready' ? decisions.data : [];

  return (
    <AdminListPage
      intro={
        <>
          <p className="field-hint">{t('jamatMonth.moonAdmin.lead')}</p>
          <p>
            {t('jamatMonth.moonAdmin.today', {
              date: formatHijri(hijriDateOf(today, items), lang),
            })}
          </p>
        </>
      }
      list={list}
      form={<DecisionForm title={title} />}
      state={decisions}
    >
      {(decided) => (
        <AdminListSection
          id="moon-decisions"
          heading={t('jamatMonth.moonAdmin.listHeading')}
          items={decided}
          empty={t('jamatMonth.moonAdmin.none')}
          itemData="decision"
          render={(d) => (
            <>
              <div className="content-admin-text">
                <p>{title(d)}</p>
              </div>
              {list.actionsFor(d)}
            </>
          )}
        />
      )}
    </AdminListPage>
  );
}

/**
 * The form of a decision: the Hijri month and year, its first Gregorian day and whether to notify
 * subscribers; checked with the shared schema. `title` words a decision for the saved line.
 */
function DecisionForm({ title }: { title: (d: HijriMonthStartData) => string }) {
  const { t, i18n } = useTranslation('admin');
  const form = useContentForm<Values, HijriMonthStartData>(
    () => {
      const today = karachiIsoToday();
      const calculated = calculatedHijriDate(today);
      const [year, month] = [String(calculated.year), String(calculated.month)];
      return { year, month, startDate: today, announce: false };
    },
    {
      parse: (values) => {
        const parsed = hijriMonthStartDocSchema.safeParse({
          hijriYear: Number(values.year),
          hijriMonth: Number(values.month),
          startDate: values.startDate,
          ...(values.announce ? { announce: true } : {}),
        });
        if (parsed.success) return parsed;
        // Each refusal in the page's words, on the field it concerns: the year or the date.
        const issues = parsed.error.issues.map((issue) => {
          const year = issue.path[0] === 'hijriYear';
          const text = t(year ? 'jamatMonth.moonAdmin.badYear' : 'jamatMonth.moonAdmin.badDate');
          return { path: [year ? 'hijriYear' : 'startDate'], text };
        });
        return { success: false, error: { issues } };
      },
      save: async (data) => {
        await saveMonthStart(data);
        form.setOutcome({
          ok: true,
          text: t('jamatMonth.moonAdmin.saved', { title: title(data) }),
        });
        form.setValues((v) => ({ ...v, announce: false }));
      },
      failedText: t('jamatMonth.moonAdmin.saveFailed'),
    },
  );
  const { bind, field, values } = form;

  return (
    <AdminForm form={form} submitLabel={t('jamatMonth.moonAdmin.save')}>
      <div className="content-form-pair">
        <label>
          {t('jamatMonth.moonAdmin.hijriMonth')}
          <select {...bind('month')}>
            {HIJRI_MONTHS_EN.map((_, i) => (
              <option key={i} value={String(i + 1)}>
                {hijriMonthName(i + 1, i18n.language)}
              </option>
            ))}
          </select>
        </label>
        <Field {...field('hijriYear')} label={t('jamatMonth.moonAdmin.hijriYear')}>
          <input type="number" inputMode="numeric" min={1420} max={1520} {...bind('year')} />
        </Field>
      </div>
      <Field {...field('startDate')} label={t('jamatMonth.moonAdmin.startDate')}>
        <input type="date" {...bind('startDate')} />
      </Field>
      <label className="checkbox-label">
        <input
          type="checkbox"
          checked={values.announce}
          onChange={(e) => form.setValues((v) => ({ ...v, announce: e.target.checked }))}
        />{' '}
        {t('jamatMonth.moonAdmin.announce')}
      </label>
    </AdminForm>
  );
}
