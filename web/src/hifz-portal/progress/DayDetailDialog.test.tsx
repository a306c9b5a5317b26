/**
 * The day form: a surah:ayah that does not exist is named as typed; unsaved edits are not lost by
 * the Back button without asking; its messages in English are set left to right inside the Urdu
 * (right-to-left) form.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DAY_LABELS } from '@masjid/domain/progress';
import { press } from '../../common/testing/form-queries.ts';
import { renderHifz } from '../testing.tsx';
import { hifzEn } from '../i18n/en.ts';
import { DayDetailDialog } from './DayDetailDialog.tsx';

const day = hifzEn.hifzProgress.day;

/** The day form of 5 November 2026, editable, nothing recorded yet; its save and close spies. */
async function renderDay(language: 'en' | 'ur' = 'en', history: readonly string[] = ['/']) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  const rendered = await renderHifz(
    <DayDetailDialog
      date="2026-11-05"
      initial={{}}
      readOnly={false}
      onSave={onSave}
      onClose={onClose}
    />,
    language,
    history,
  );
  return { ...rendered, onSave, onClose };
}

/** Types `value` into the input `name` of the form (`sabaq-from`, `sabaq-to`, ...). */
function type(name: string, value: string) {
  const input = document.querySelector(`input[name="${name}"]`);
  if (!input) throw new Error(`No input ${name}`);
  fireEvent.change(input, { target: { value } });
}

describe('DayDetailDialog', () => {
  it('names the ayah that does not exist (3:999), not the other end of the portion', async () => {
    const { onSave } = await renderDay();
    type('sabaq-from', '3:999');
    type('sabaq-to', '3:5');
    press(DAY_LABELS.save);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('surah 3 has no ayah 999');
    expect(alert.textContent).not.toContain('ayah 5');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks in English, left to right, before Close drops unsaved edits', async () => {
    await renderDay('en');
    type('sabaq-from', '2:1');
    press(DAY_LABELS.close);
    const question = await screen.findByText(day.unsavedTitle);
    const block = question.closest('[lang]');
    expect(block?.getAttribute('lang')).toBe('en');
    expect(block?.getAttribute('dir')).toBe('ltr');
  });

  it('asks before the Back button drops unsaved edits, and stays when told to', async () => {
    const { router, onClose } = await renderDay('en', ['/dashboard-qari', '/students/s1']);
    type('sabaq-from', '2:1');
    void router.navigate(-1);
    await screen.findByText(day.unsavedTitle);
    expect(router.state.location.pathname).toBe('/students/s1');
    press(day.stay);
    await waitFor(() => expect(screen.queryByText(day.unsavedTitle)).toBeNull());
    expect(router.state.location.pathname).toBe('/students/s1');
    expect(onClose).not.toHaveBeenCalled();

    void router.navigate(-1);
    await screen.findByText(day.unsavedTitle);
    press(day.leave);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-qari'));
  });

  it('goes Back at once when nothing was changed', async () => {
    const { router } = await renderDay('en', ['/dashboard-qari', '/students/s1']);
    void router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-qari'));
    expect(screen.queryByText(day.unsavedTitle)).toBeNull();
  });

  it('says on the screen that 2.142 is read like 2:142, in English and Urdu', async () => {
    const english = await renderDay();
    const hint = document.querySelector('#sabaq-help');
    expect(hint?.textContent).toContain('2.142');
    expect(
      document.querySelector('input[name="sabaq-from"]')?.getAttribute('aria-describedby'),
    ).toBe('sabaq-help');
    english.unmount();
    await renderDay('ur');
    expect(document.querySelector('#sabaq-help')?.textContent).toContain('2.142');
  });

  it('an absent day asks no namaz, libaas or mutala, and saves none of them', async () => {
    const onSave = vi.fn();
    await renderHifz(
      <DayDetailDialog
        date="2026-11-05"
        initial={{
          attendance: 'on-time',
          sabaq: 'weak',
          mutala: 'done',
          libaas: 'suitable',
          namaz: { fajr: true, zuhr: true, asr: true, maghrib: true, isha: true },
        }}
        readOnly={false}
        onSave={onSave}
        onClose={() => undefined}
      />,
    );
    expect(document.querySelector('input[name="fajr"]')).not.toBeNull();
    fireEvent.click(screen.getByLabelText(DAY_LABELS.absent));
    for (const name of ['fajr', 'mutala', 'libaas', 'sabaq'])
      expect(document.querySelector(`input[name="${name}"]`), name).toBeNull();
    press(DAY_LABELS.save);
    expect(onSave).toHaveBeenCalledWith({ attendance: 'absent' }, expect.anything());
  });

  it('a parent sees the surah by name beside surah:ayah, and یاد نہیں as a warning', async () => {
    await renderHifz(
      <DayDetailDialog
        date="2026-11-05"
        initial={{
          attendance: 'on-time',
          sabaq: 'not-memorised',
          sabaqPortion: { from: { surah: 78, ayah: 1 }, to: { surah: 78, ayah: 20 } },
        }}
        readOnly
        onSave={() => undefined}
        onClose={() => undefined}
      />,
    );
    const sabaq = document.querySelector('[data-part="sabaq"] .day-value');
    expect(sabaq?.textContent).toContain('النبإ 78:1 – 78:20');
    const grade = document.querySelector('[data-field="sabaq"]');
    expect(grade?.classList.contains('grade-warning')).toBe(true);
    expect(grade?.textContent).toBe('⚠ یاد نہیں');
  });

  it.each([
    ['en', 'Changed on two devices', 'Qari Bilal', 'the admin'],
    ['ur', 'دو آلات پر تبدیلی', 'Qari Bilal', 'منتظم'],
  ] as const)(
    'shows, in %s, the value a save replaced without having seen it, who set it and who replaced it',
    async (language, title, who, replacedBy) => {
      await renderHifz(
        <DayDetailDialog
          date="2026-11-05"
          initial={{
            sabaq: 'not-memorised',
            overwritten: {
              sabaq: {
                value: 'weak',
                by: 'q1',
                byName: 'Qari Bilal',
                at: '2026-11-05T04:00:00.000Z',
                replacedBy: 'a1',
                replacedAt: '2026-11-05T05:30:00.000Z',
              },
            },
          }}
          readOnly={false}
          onSave={() => undefined}
          onClose={() => undefined}
        />,
        language,
      );
      const note = screen.getByText(title).closest('section');
      expect(note?.getAttribute('lang')).toBe(language);
      const line = note?.querySelector('[data-overwritten="sabaq"]')?.textContent ?? '';
      expect(line).toContain(DAY_LABELS.sabaq);
      expect(line).toContain(DAY_LABELS.weak);
      expect(line).toContain(who);
      expect(line).toContain(replacedBy);
    },
  );
});
