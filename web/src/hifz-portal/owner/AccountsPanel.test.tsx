/**
 * Disable asks first (the site's confirm dialog naming the account and what follows) and acts
 * only on "Disable"; Enable, which takes nothing away, acts at once.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Student } from '@masjid/domain/hifz';
import { renderHifz } from '../testing.tsx';
import { hifzEn } from '../i18n/en.ts';
import { hifzUr } from '../i18n/ur.ts';
import { AccountsPanel } from './AccountsPanel.tsx';

const setDisabled = vi.hoisted(() => vi.fn());
vi.mock('./admin-data.ts', () => ({
  useSetDisabled: () => ({ mutate: setDisabled, isPending: false }),
  useReassign: () => ({ mutate: vi.fn(), isPending: false }),
  useSetPassword: () => ({ mutate: vi.fn(), isPending: false }),
}));

const student = (id: string, name: string, disabled: boolean): Student => ({
  id,
  name,
  email: `${id}@demo.test`,
  teacherId: 't1',
  disabled,
});
const panel = (
  <AccountsPanel
    teachers={[]}
    students={[student('s1', 'احمد رضا', false), student('s2', 'Bilal', true)]}
  />
);
const accounts = hifzEn.hifz.accounts;

/** The Disable or Enable button of the row of `id`. */
const toggleOf = (id: string) => {
  const button = document.querySelector(`[data-student-id="${id}"] .hifz-actions button`);
  if (!(button instanceof HTMLButtonElement)) throw new Error(`No toggle for ${id}`);
  return button;
};

describe('Disable', () => {
  it('asks first; Cancel changes nothing, Disable disables', async () => {
    setDisabled.mockClear();
    await renderHifz(panel);
    fireEvent.click(toggleOf('s1'));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('احمد رضا');
    expect(setDisabled).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: hifzEn.hifz.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(setDisabled).not.toHaveBeenCalled();

    fireEvent.click(toggleOf('s1'));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: accounts.confirmDisable }));
    await waitFor(() => expect(setDisabled).toHaveBeenCalledTimes(1));
    expect(setDisabled.mock.calls[0]?.[0]).toEqual({ uid: 's1', disabled: true });
  });

  it('asks in Urdu too', async () => {
    await renderHifz(panel, 'ur');
    fireEvent.click(toggleOf('s1'));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(hifzUr.hifz.accounts.confirmDisable);
  });

  it('Enable acts at once', async () => {
    setDisabled.mockClear();
    await renderHifz(panel);
    fireEvent.click(toggleOf('s2'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(setDisabled).toHaveBeenCalledTimes(1);
    expect(setDisabled.mock.calls[0]?.[0]).toEqual({ uid: 's2', disabled: false });
  });
});
