/**
 * A parent's link that was once good and no longer opens says why and whom to ask, in the
 * reader's language, instead of showing the child's progress: the student disabled
 * (`student-disabled`), the qari disabled (`teacher-disabled`), the child moved to another qari
 * (`student-moved`, 410) or the link replaced (`link-replaced`, 410).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderHifz } from '../testing.tsx';
import { hifzEn } from '../i18n/en.ts';
import { hifzUr } from '../i18n/ur.ts';
import { ParentDashboard } from './ParentDashboard.tsx';

const state = vi.hoisted(() => ({ link: {} as Record<string, unknown> }));
vi.mock('../progress/parent-reads.ts', () => ({
  useServedParentLink: () => undefined,
  useLinkStudent: () => state.link,
  useMonthFromToken: () => ({ status: 'loading' }),
  useMemorisationFromToken: () => ({ status: 'loading' }),
  useFeesFromToken: () => ({ status: 'loading' }),
  receiptFromToken: () => Promise.reject(new Error('no receipt here')),
}));

const page = (lang: 'en' | 'ur') => (lang === 'en' ? hifzEn : hifzUr).hifzProgress.page;

describe('a link that no longer opens', () => {
  beforeEach(() => {
    state.link = { status: 'failed', refused: false, why: 'student-disabled' };
  });

  it.each(['en', 'ur'] as const)('a disabled student: the account is closed (%s)', async (lang) => {
    await renderHifz(<ParentDashboard token="t" />, lang);
    expect(screen.getByText(page(lang).studentDisabled)).toBeTruthy();
  });

  it.each(['en', 'ur'] as const)(
    'a moved child: the link was replaced, ask the qari or the office (%s)',
    async (lang) => {
      state.link = { status: 'failed', refused: true, why: 'student-moved' };
      await renderHifz(<ParentDashboard token="t" />, lang);
      expect(screen.getByText(page(lang).studentMoved)).toBeTruthy();
      expect(screen.getByText(page(lang).askNewLink)).toBeTruthy();
    },
  );

  it('a disabled qari, and a replaced link', async () => {
    state.link = { status: 'failed', refused: false, why: 'teacher-disabled' };
    const first = await renderHifz(<ParentDashboard token="t" />);
    expect(screen.getByText(page('en').teacherDisabled)).toBeTruthy();
    expect(screen.getByText(page('en').askOfficeForLink)).toBeTruthy();
    first.unmount();
    state.link = { status: 'failed', refused: true, why: 'link-replaced' };
    await renderHifz(<ParentDashboard token="t" />);
    expect(screen.getByText(page('en').linkReplaced)).toBeTruthy();
  });
});
