/**
 * A parent's link of a disabled student says so, in the reader's language, instead of showing
 * the child's progress (the API refuses it with `student-disabled`).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderHifz } from '../testing.tsx';
import { hifzEn } from '../i18n/en.ts';
import { hifzUr } from '../i18n/ur.ts';
import { ParentDashboard } from './ParentDashboard.tsx';

vi.mock('../progress/parent-reads.ts', () => ({
  useServedParentLink: () => undefined,
  useLinkStudent: () => ({ status: 'failed', refused: false, disabled: true }),
  useMonthFromToken: () => ({ status: 'loading' }),
  useMemorisationFromToken: () => ({ status: 'loading' }),
}));

describe("a disabled student's link", () => {
  it('says the account is closed, in English and Urdu', async () => {
    const english = await renderHifz(<ParentDashboard token="t" />);
    expect(screen.getByText(hifzEn.hifzProgress.page.studentDisabled)).toBeTruthy();
    english.unmount();
    await renderHifz(<ParentDashboard token="t" />, 'ur');
    expect(screen.getByText(hifzUr.hifzProgress.page.studentDisabled)).toBeTruthy();
  });
});
