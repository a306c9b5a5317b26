/**
 * The scheduled-change notice of the home page and the hall screen (issue 39): every change inside
 * the notice window is announced, each with its own day, nearest first; none hides another.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { JamatChangesResponse } from '@masjid/domain/jamat-schedule';
import type { LiveState } from '../../common/data/live-query.ts';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { publicEn } from '../i18n/en.ts';
import { publicUr } from '../i18n/ur.ts';
import { JamatChangeNotice } from './JamatChangeNotice.tsx';

const changes = vi.hoisted(() => {
  const box: { state: LiveState<JamatChangesResponse> } = { state: { status: 'loading' } };
  return box;
});
vi.mock('../../common/jamat/jamat-changes.ts', () => ({ useJamatChanges: () => changes.state }));
vi.mock('../../common/page-data.ts', () => ({ useRendersToday: () => true }));

const PUBLIC = { namespace: 'public', en: publicEn, ur: publicUr } as const;

describe('JamatChangeNotice', () => {
  beforeEach(() => {
    // 28 November 2026, 15:00 in Karachi.
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
    const data: JamatChangesResponse = {
      noticeDays: 7,
      changes: [
        { id: 'dec1', effectiveDate: '2026-12-01', times: { fajr: '06:00', isha: '19:45' } },
        { id: 'nov29', effectiveDate: '2026-11-29', times: { isha: '19:50' } },
        { id: 'nov30', effectiveDate: '2026-11-30', times: { asr: '15:45' } },
        // Outside the seven days' notice: not yet announced.
        { id: 'dec20', effectiveDate: '2026-12-20', times: { fajr: '06:10' } },
      ],
    };
    changes.state = { status: 'ready', data };
  });
  afterEach(() => vi.useRealTimers());

  it('lists every change in the notice window with its day, nearest first', async () => {
    const { container } = await renderInLanguage(<JamatChangeNotice />, PUBLIC);
    const days = Array.from(container.querySelectorAll('[data-effective-date]'), (el) =>
      el.getAttribute('data-effective-date'),
    );
    expect(days).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Jamat times change on Sunday, 29 November 2026');
    expect(notice.textContent).toContain('Asr: 3:45 PM');
    expect(notice.textContent).toContain('Jamat times change on Tuesday, 1 December 2026');
    expect(notice.textContent).toContain('Fajr: 6:00 AM');
    expect(notice.textContent).toContain('Isha: 7:45 PM');
  });

  it('says the same in Urdu', async () => {
    const { container } = await renderInLanguage(<JamatChangeNotice />, PUBLIC, 'ur');
    expect(container.querySelectorAll('[data-effective-date]')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toContain('جماعت کے اوقات بدل رہے ہیں');
  });
});
