/**
 * The change history screen: each change says what was done to which item, when and by whom, in
 * the page's language; "Restore the previous version" is offered only where an earlier version
 * can be put back, asks first (naming the item and the change's time) and restores that entry.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from './history-data.ts';
import { renderAdmin } from '../testing.tsx';
import { ChangeHistoryPage } from './ChangeHistoryPage.tsx';

const PAGE = { kind: 'page', slug: 'about', order: 10, title: { en: 'About us' } };
/** An update by the demo site admin; `entry` gives the rest. */
const byAdmin = (entry: Omit<HistoryEntry, 'action' | 'by' | 'byEmail'>): HistoryEntry => ({
  action: 'update',
  by: 'uid-1',
  byEmail: 'siteadmin@demo.test',
  ...entry,
});
const ENTRIES: HistoryEntry[] = [
  byAdmin({
    id: 'e3',
    target: 'jamatTimes',
    docPath: 'site/jamatTimings',
    at: '2026-11-20T10:30:00.000Z',
    summary: '',
    // Zuhr's later value was written past the screens, not as `HH:MM`: shown as stored.
    before: { fajr: '05:30', zuhr: '13:15', isha: '20:00' },
    after: { fajr: '05:45', zuhr: '1:30 PM', isha: '20:00' },
  }),
  byAdmin({
    id: 'e2',
    target: 'content',
    docPath: 'contentEntries/about',
    at: '2026-11-20T09:00:00.000Z',
    summary: 'About us',
    before: { ...PAGE, body: { en: 'Old text' } },
    after: { ...PAGE, body: { en: 'New text' } },
  }),
  {
    id: 'e1',
    target: 'janaza',
    docPath: 'janazaNotices/j1',
    action: 'delete',
    at: '2026-11-19T08:00:00.000Z',
    summary: 'Haji Abdul Karim',
    before: { name: 'Haji Abdul Karim', prayerAt: '2026-11-19T07:00:00.000Z', place: 'Hall' },
  },
  {
    id: 'e0',
    target: 'announcement',
    docPath: 'announcements/a1',
    action: 'delete',
    at: '2026-11-18T08:00:00.000Z',
    by: 'uid-gone',
    summary: 'Parking',
    before: { text: 'Parking', startDay: '2026-11-18', endDay: '2026-11-18' },
  },
];

const restored: string[] = [];
vi.mock('../../common/ui/use-page-title.ts', () => ({ usePageTitle: () => {} }));
vi.mock('./history-data.ts', () => ({
  useChangeHistoryLive: () => ({ status: 'ready', data: ENTRIES }),
  restoreVersion: async (entry: HistoryEntry) => {
    restored.push(entry.id);
  },
}));

/** Text without the marks that keep typed text in its own direction (U+2066 to U+2069). */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');
const item = (id: string) => document.querySelector<HTMLElement>(`[data-history-id="${id}"]`)!;

describe('ChangeHistoryPage', () => {
  beforeEach(() => {
    restored.length = 0;
  });

  it('says what changed, when and by whom, newest first', async () => {
    await renderAdmin(<ChangeHistoryPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Change history');
    const items = [...document.querySelectorAll('[data-history-id]')].map((li) =>
      li.getAttribute('data-history-id'),
    );
    expect(items).toEqual(['e3', 'e2', 'e1', 'e0']);
    const jamat = plain(item('e3').textContent);
    expect(jamat).toContain('Changed · Jamat times');
    expect(jamat).toContain('Fajr: 5:30 AM → 5:45 AM');
    expect(jamat).not.toContain('Isha');
    expect(jamat).toContain('By siteadmin@demo.test');
    expect(jamat).toContain('20 November 2026');
    expect(plain(item('e2').textContent)).toContain('Changed · Page or list entry');
    expect(plain(item('e2').textContent)).toContain('About us');
    const janaza = plain(item('e1').textContent);
    expect(janaza).toContain('Deleted · Janaza notice');
    expect(janaza).toContain('By: not recorded (an automatic change)');
    // The writer's account since deleted: its id, as recorded.
    expect(plain(item('e0').textContent)).toContain('By uid-gone');
  });

  it('offers a restore only where the earlier version can be put back', async () => {
    await renderAdmin(<ChangeHistoryPage />);
    const restore = /^Restore the previous version/;
    expect(within(item('e3')).getByRole('button', { name: restore })).toBeDefined();
    expect(within(item('e2')).getByRole('button', { name: restore })).toBeDefined();
    expect(within(item('e1')).queryByRole('button')).toBeNull();
  });

  it('restores after a confirmation naming the item, and says so; Cancel restores nothing', async () => {
    await renderAdmin(<ChangeHistoryPage />);
    const button = within(item('e2')).getByRole('button', { name: /^Restore/ });
    fireEvent.click(button);
    let dialog = await screen.findByRole('alertdialog');
    expect(plain(dialog.textContent)).toContain(
      'Put back “About us” as it was before the change of',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(restored).toEqual([]);

    fireEvent.click(button);
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    const status = await screen.findByRole('status');
    expect(plain(status.textContent)).toContain('“About us” is back as it was before the change');
    expect(restored).toEqual(['e2']);
  });

  it('speaks Urdu on the Urdu page', async () => {
    await renderAdmin(<ChangeHistoryPage />, 'ur');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('تبدیلیوں کا ریکارڈ');
    expect(plain(item('e3').textContent)).toContain('تبدیل کیا گیا · اوقاتِ جماعت');
    // A stored value that is no time is marked English, not read as Urdu.
    const typed = item('e3').querySelector('span[lang="en"]');
    expect(typed?.textContent).toBe('1:30 PM');
    expect(plain(item('e3').textContent)).toContain('1:15 دوپہر');
    expect(plain(item('e1').textContent)).toContain('کس نے: درج نہیں (خودکار تبدیلی)');
    // Who wrote it, an e-mail or (the account gone) its id, is marked English, not read as Urdu.
    expect(item('e3').querySelector('.field-hint span[lang="en"]')?.textContent).toBe(
      'siteadmin@demo.test',
    );
    expect(item('e0').querySelector('.field-hint span[lang="en"]')?.textContent).toBe('uid-gone');
    expect(within(item('e2')).getByRole('button', { name: /^پچھلا نسخہ بحال کریں/ })).toBeDefined();
  });
});
