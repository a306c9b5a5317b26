/**
 * What every admin form does through the shared pattern (useContentForm, AdminForm, FormFooter,
 * useAdminList), shown with the janaza form on its list page: the messages follow the page's
 * language when the reader switches it; after a refused save the focus is on the first field in
 * error; an older "saved" or "deleted" line gives way to a newer line or refusal; leaving with
 * unsaved changes asks first.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JanazaNotice } from '@masjid/domain/janaza';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';
import { fieldError, fill, press, refusal } from '../../common/testing/form-queries.ts';
import { renderAdmin, type SaveSpy } from '../testing.tsx';
import { useAdminList } from '../ui/use-admin-list.tsx';
import { JanazaForm } from '../janaza/JanazaForm.tsx';
import { PageStatusProvider } from './page-status.ts';

const save = vi.hoisted((): SaveSpy => vi.fn());
vi.mock('../janaza/janaza-admin-data.ts', () => ({ janazaWrites: { save } }));

const NOTICE: JanazaNotice = {
  id: 'j1',
  name: 'Muhammad Yusuf',
  prayerAt: '2030-01-02T10:30:00.000Z',
  place: 'Main hall',
};

/** The page's i18next instance, to switch the language as the header's switch does. */
let i18n: I18n | undefined;

/** The janaza list page as AdminListPage lays it out: the form, the list's line, one notice. */
function Page() {
  i18n = useTranslation().i18n;
  const list = useAdminList<JanazaNotice>({
    strings: 'hall.janaza.admin',
    nameOf: (n) => n.name ?? '',
    remove: async () => {},
  });
  return (
    <>
      {list.dialog}
      <PageStatusProvider value={list.status}>
        <JanazaForm {...list.formProps} />
      </PageStatusProvider>
      <StatusMessage message={list.message} />
      {list.actionsFor(NOTICE)}
    </>
  );
}

const fillNotice = () => {
  fill('Name of the deceased (English)', 'Muhammad Yusuf');
  fill('Janaza prayer time', '2030-01-02T15:30');
  fill('Place (English)', 'Main hall');
};

describe('the admin form pattern', () => {
  beforeEach(() => {
    save.mockReset().mockResolvedValue(undefined);
  });

  it('words the refusals in the language the reader switches to', async () => {
    await renderAdmin(<Page />);
    press('Post notice');
    expect(await refusal('name')).toBe('Write it in English or Urdu.');
    expect(fieldError('prayerAt')).toBe('Choose the date and time of the prayer');
    await i18n?.changeLanguage('ur');
    await vi.waitFor(() => expect(fieldError('name')).toBe('اسے انگریزی یا اردو میں لکھیں۔'));
    expect(fieldError('prayerAt')).toBe('نماز کی تاریخ اور وقت منتخب کریں');
    expect(screen.getByRole('alert').textContent).toBe('براہِ کرم اوپر نشان زدہ خانے درست کریں۔');
  });

  it('moves the focus to the first field in error after a refused save', async () => {
    await renderAdmin(<Page />);
    fill('Janaza prayer time', '2030-01-02T15:30');
    screen.getByRole('button', { name: 'Post notice' }).focus();
    press('Post notice');
    await refusal('name');
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByLabelText(/^Name of the deceased \(English\)/),
      ),
    );
  });

  it('takes away the "saved" line when a new refusal shows', async () => {
    await renderAdmin(<Page />);
    fillNotice();
    press('Post notice');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved the notice for “Muhammad Yusuf”.',
    );
    press('Post notice');
    await refusal('name');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes away a failed save’s line when the list deletes an item', async () => {
    await renderAdmin(<Page />);
    save.mockRejectedValueOnce(new Error('permission-denied'));
    fillNotice();
    press('Post notice');
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Muhammad Yusuf'),
    );
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('asks before leaving with unsaved changes, in the app and on reload', async () => {
    const { router } = await renderAdmin(<Page />);
    const reload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(reload()).toBe(false);
    fill('Name of the deceased (English)', 'Muhammad Yusuf');
    expect(reload()).toBe(true);

    void router.navigate('/admin-announcements');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Leave this page without saving?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on the page' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText<HTMLInputElement>(/^Name of the deceased \(English\)/).value).toBe(
      'Muhammad Yusuf',
    );

    void router.navigate('/admin-announcements');
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin-announcements'));
  });

  it('marks in the label, in both languages, the fields that must be filled', async () => {
    await renderAdmin(<Page />);
    const when = screen.getByLabelText(/^Janaza prayer time/);
    expect(when.closest('label')?.querySelector('.field-required')?.textContent).toBe(
      ' (required)',
    );
    expect(when.getAttribute('aria-required')).toBe('true');
    // The name is asked in English or Urdu: neither box alone is required.
    const name = screen.getByLabelText(/^Name of the deceased \(English\)/);
    expect(name.closest('label')?.querySelector('.field-required')).toBeNull();
    expect(name.getAttribute('aria-required')).toBeNull();
    await i18n?.changeLanguage('ur');
    await vi.waitFor(() =>
      expect(when.closest('label')?.querySelector('.field-required')?.textContent).toBe(' (ضروری)'),
    );
  });

  it('asks too when the changed form is not the last of the page (one guard for all)', async () => {
    const props = { editing: null, onSaved: () => {}, onCancel: () => {} };
    const { router } = await renderAdmin(
      <>
        <JanazaForm {...props} />
        <JanazaForm {...props} />
      </>,
    );
    const first = screen.getAllByLabelText(/^Place \(English\)/)[0];
    if (!first) throw new Error('no form');
    fireEvent.change(first, { target: { value: 'Main hall' } });
    void router.navigate('/admin-announcements');
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'Leave this page without saving?',
    );
  });
});
