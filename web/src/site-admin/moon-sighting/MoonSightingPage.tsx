import { useTranslation } from 'react-i18next';
import {
  HIJRI_MONTHS_EN,
  adjacentHijriMonth,
  calculatedHijriDate,
  calculatedMonthStart,
  hijriMonthStartId,
  monthStartProblem,
  type HijriDate,
  type MonthStartProblem,
  formatHijri,
  hijriDateOf,
  hijriMonthName,
  hijriMonthStartDocSchema,
  type HijriMonthStart,
  type HijriMonthStartData,
} from '@masjid/domain/hijri';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { formatCalendarDay } from '../../common/time/karachi-time.ts';
import { useConfirmDialog } from '../../common/ui/ConfirmDialog.tsx';
import { AdminForm } from '../forms/AdminForm.tsx';
import { Field } from '../forms/Field.tsx';
import { useContentForm } from '../forms/use-content-form.ts';
import { AdminListPage } from '../ui/AdminListPage.tsx';
import { AdminListSection } from '../ui/AdminListSection.tsx';
import { useAdminList } from '../ui/use-admin-list.tsx';
import { deleteMonthStart, saveMonthStart, useMonthStartsLive } from './moon-sighting-data.ts';
import { PushChoice } from '../ui/PushChoice.tsx';

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
      form={<DecisionForm title={title} decisions={items} />}
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
 * The form of a decision: the Hijri month (none chosen at first, so no tap restarts a month) and
 * year, its first Gregorian day beside the calculated one, and whether to notify subscribers.
 * Checked with the shared schema and, against the recorded `decisions`, that every month keeps 29
 * or 30 days; a decision that changes today's Hijri date is confirmed first. `title` words a
 * decision for the saved line.
 */
export function DecisionForm({
  title,
  decisions,
}: {
  title: (d: HijriMonthStartData) => string;
  decisions: readonly HijriMonthStart[];
}) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const { confirm, dialog } = useConfirmDialog();
  const day = (date: string) => formatCalendarDay(date, lang);
  const hijri = (date: HijriDate) => formatHijri(date, lang);
  /** The refusal of a decision that would make a month other than 29 or 30 days. */
  const lengthText = (problem: MonthStartProblem) =>
    t(`jamatMonth.moonAdmin.${problem.which === 'before' ? 'lengthBefore' : 'lengthOwn'}`, {
      month: hijriMonthName(
        problem.which === 'own' ? nextMonth(problem).month : problem.month,
        lang,
      ),
      year: problem.which === 'own' ? nextMonth(problem).year : problem.year,
      start: day(problem.neighbour),
      source: t(`jamatMonth.moonAdmin.${problem.recorded ? 'sourceRecorded' : 'sourceCalculated'}`),
      first: day(problem.allowed[0]),
      second: day(problem.allowed[1]),
    });
  const form = useContentForm<Values, HijriMonthStartData>(
    () => ({
      year: String(calculatedHijriDate(karachiIsoToday()).year),
      month: '',
      startDate: '',
      announce: false,
    }),
    {
      parse: (values) => {
        const parsed = hijriMonthStartDocSchema.safeParse({
          hijriYear: Number(values.year),
          hijriMonth: Number(values.month),
          startDate: values.startDate,
          ...(values.announce ? { announce: true } : {}),
        });
        if (!parsed.success) {
          // Each refusal in the page's words, on the field it concerns.
          const issues = parsed.error.issues.map((issue) => {
            const key = issue.path[0];
            if (key === 'hijriYear' || key === 'hijriMonth')
              return {
                path: [key],
                text: t(`jamatMonth.moonAdmin.${key === 'hijriYear' ? 'badYear' : 'badMonth'}`),
              };
            return { path: ['startDate'], text: t('jamatMonth.moonAdmin.badDate') };
          });
          return { success: false, error: { issues } };
        }
        const problem = monthStartProblem(parsed.data, decisions);
        if (!problem) return parsed;
        return {
          success: false,
          error: { issues: [{ path: ['startDate'], text: lengthText(problem) }] },
        };
      },
      save: async (data) => {
        const today = karachiIsoToday();
        const id = hijriMonthStartId(data.hijriYear, data.hijriMonth);
        const before = hijriDateOf(today, decisions);
        const after = hijriDateOf(today, [...decisions.filter((d) => d.id !== id), data]);
        if (hijri(before) !== hijri(after)) {
          const ok = await confirm({
            message: t('jamatMonth.moonAdmin.confirmToday', {
              from: hijri(before),
              to: hijri(after),
            }),
            detail: t('jamatMonth.moonAdmin.confirmTodayDetail'),
            confirmLabel: t('jamatMonth.moonAdmin.confirmRecord'),
            cancelLabel: t('admin.common.cancel'),
            danger: false,
          });
          if (!ok) return false;
        }
        await saveMonthStart(data);
        form.setOutcome({
          ok: true,
          text: t('jamatMonth.moonAdmin.saved', { title: title(data) }),
        });
        form.setValues((v) => ({ ...v, month: '', startDate: '', announce: false }));
      },
      failedText: t('jamatMonth.moonAdmin.saveFailed'),
    },
  );
  const { bind, field, values } = form;
  const [year, month] = [Number(values.year), Number(values.month)];
  const calculated =
    Number.isInteger(year) && year >= 1420 && year <= 1520 && month >= 1 && month <= 12
      ? t('jamatMonth.moonAdmin.calculated', {
          month: hijriMonthName(month, lang),
          year,
          date: day(calculatedMonthStart(year, month)),
        })
      : undefined;

  return (
    <AdminForm form={form} submitLabel={t('jamatMonth.moonAdmin.save')}>
      {dialog}
      <div className="content-form-pair">
        <Field {...field('hijriMonth')} required label={t('jamatMonth.moonAdmin.hijriMonth')}>
          <select {...bind('month')}>
            <option value="">{t('jamatMonth.moonAdmin.chooseMonth')}</option>
            {HIJRI_MONTHS_EN.map((_, i) => (
              <option key={i} value={String(i + 1)}>
                {hijriMonthName(i + 1, lang)}
              </option>
            ))}
          </select>
        </Field>
        <Field {...field('hijriYear')} required label={t('jamatMonth.moonAdmin.hijriYear')}>
          <input type="number" inputMode="numeric" min={1420} max={1520} {...bind('year')} />
        </Field>
      </div>
      <Field
        {...field('startDate')}
        required
        label={t('jamatMonth.moonAdmin.startDate')}
        hint={calculated}
      >
        <input type="date" {...bind('startDate')} />
      </Field>
      <PushChoice
        checked={values.announce}
        onChange={(announce) => form.setValues((v) => ({ ...v, announce }))}
        label={t('jamatMonth.moonAdmin.announce')}
      />
    </AdminForm>
  );
}

/** The month after the month of `problem` (whose recorded start it was counted against). */
function nextMonth(problem: MonthStartProblem) {
  return adjacentHijriMonth(problem.year, problem.month, 1);
}
