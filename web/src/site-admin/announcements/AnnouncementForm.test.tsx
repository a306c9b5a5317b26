/**
 * The announcement form's rules, as the site admin meets them: each refusal under its field, in
 * the page's language, and nothing saved; a valid notice saved and named.
 */
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { addDays } from '@masjid/domain/jamat-schedule';
import { fieldError, fill, press, refusal } from '../../common/testing/form-queries.ts';
import { newItem, renderAdmin, type SaveSpy } from '../testing.tsx';
import { AnnouncementForm } from './AnnouncementForm.tsx';

const save = vi.hoisted((): SaveSpy => vi.fn());
vi.mock('./announcements-admin-data.ts', () => ({ announcementWrites: { save } }));

let props = newItem();
const renderForm = (language: 'en' | 'ur' = 'en') =>
  renderAdmin(<AnnouncementForm {...props} />, language);

describe('AnnouncementForm', () => {
  beforeEach(() => {
    props = newItem(save);
  });

  it('refuses a notice with no text in either language', async () => {
    await renderForm();
    press('Add announcement');
    expect(await refusal('text')).toBe('Write it in English or Urdu.');
    expect(screen.getByLabelText(/^Notice in English/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked above.');
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a last day before the first day', async () => {
    await renderForm();
    fill('Notice in English', 'Dars after Maghrib');
    fireEvent.change(document.querySelector('input[name="endDay"]')!, {
      target: { value: addDays(karachiIsoToday(), -1) },
    });
    press('Add announcement');
    expect(await refusal('endDay')).toBe('The last day cannot be before the first day.');
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a link that is not http or https, and a text that is too long', async () => {
    await renderForm();
    fill('Notice in English', 'x'.repeat(501));
    fill('Link (optional)', 'ftp://example.org/notice');
    press('Add announcement');
    expect(await refusal('text')).toBe('At most 500 characters.');
    expect(fieldError('link')).toBe('Use a link that starts with http:// or https://.');
    expect(save).not.toHaveBeenCalled();
  });

  it('words a refusal in Urdu on an Urdu page', async () => {
    await renderForm('ur');
    press('اعلان شامل کریں');
    expect(await refusal('text')).toBe('اسے انگریزی یا اردو میں لکھیں۔');
    expect(screen.getByRole('alert').textContent).not.toMatch(/[A-Za-z]/);
  });

  it('saves a notice in Urdu only and names it', async () => {
    await renderForm();
    fill('Notice in Urdu', '  مغرب کے بعد درس ');
    press('Add announcement');
    await vi.waitFor(() => expect(props.onSaved).toHaveBeenCalledWith('مغرب کے بعد درس'));
    const today = karachiIsoToday();
    expect(save).toHaveBeenCalledWith(
      { textUrdu: 'مغرب کے بعد درس', startDay: today, endDay: today },
      undefined,
    );
  });

  /** The screen checkbox labelled `label`. */
  const box = (label: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: label });

  it('ticks every hall screen for a new notice and stores none (every screen)', async () => {
    await renderForm();
    for (const label of ['Main hall', "Women's section", 'Entrance'])
      expect(box(label).checked).toBe(true);
    fill('Notice in English', 'Dars after Maghrib');
    press('Add announcement');
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0]).not.toHaveProperty('screens', expect.anything());
  });

  it('saves a notice for the women’s section’s screen alone', async () => {
    await renderForm();
    fill('Notice in English', 'Sisters’ dars after Asr');
    fireEvent.click(box('Main hall'));
    fireEvent.click(box('Entrance'));
    press('Add announcement');
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0]).toMatchObject({ screens: ['womensSection'] });
  });

  it.each([
    [
      'en',
      'Add announcement',
      ['Main hall', "Women's section", 'Entrance'],
      'Choose at least one screen.',
    ],
    [
      'ur',
      'اعلان شامل کریں',
      ['مرکزی ہال', 'خواتین کا حصہ', 'داخلی دروازہ'],
      'کم از کم ایک اسکرین چنیں۔',
    ],
  ] as const)(
    'in %s, refuses a notice for no screen and saves nothing',
    async (lang, add, labels, text) => {
      await renderForm(lang);
      fill(lang === 'en' ? 'Notice in English' : 'اعلان انگریزی میں', 'Dars');
      for (const label of labels) fireEvent.click(box(label));
      press(add);
      expect(await refusal('screens')).toBe(text);
      expect(box(labels[0]).getAttribute('aria-invalid')).toBe('true');
      expect(save).not.toHaveBeenCalled();
    },
  );

  it('shows the screens of a notice being edited', async () => {
    await renderAdmin(
      <AnnouncementForm
        {...props}
        editing={{
          id: 'n1',
          text: 'Dars',
          startDay: '2026-11-10',
          endDay: '2026-11-12',
          screens: ['entrance'],
        }}
      />,
    );
    expect(box('Main hall').checked).toBe(false);
    expect(box("Women's section").checked).toBe(false);
    expect(box('Entrance').checked).toBe(true);
  });
});
