/**
 * The header's account action (issue 39 §5): 'Login' for a visitor; for a device where a site
 * admin (or a hifz account) is signed in, who it is and the way back to their work, read from the
 * signed-in areas' hint without loading Firebase.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { siteDetailsFallback } from '@masjid/domain/site-details';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { readSessionHint, SESSION_HINT_KEY, writeSessionHint } from '../../common/session-hint.ts';
import { Header } from './Header.tsx';

vi.mock('../../common/site-content/site-details-data.ts', () => ({
  useSiteDetails: () => siteDetailsFallback,
}));
vi.mock('../../public-site/prayer-times/SunTimes.tsx', () => ({ SunTimes: () => null }));

const SHELL = { namespace: 'public', en: {}, ur: {} } as const;

describe('Header', () => {
  afterEach(() => localStorage.clear());

  it("offers 'Login' to a visitor", async () => {
    await renderInLanguage(<Header />, SHELL);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('account-action')).toBeNull();
  });

  it('shows a signed-in site admin who is signed in and the way back to the admin', async () => {
    writeSessionHint('siteadmin@demo.test', { siteAdmin: true });
    await renderInLanguage(<Header />, SHELL);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByTestId('account-action').textContent).toContain(
      'Signed in: siteadmin@demo.test',
    );
    expect(screen.getByRole('link', { name: 'Site admin' }).getAttribute('href')).toBe(
      '/update-jamat',
    );
  });

  it("says it in Urdu, and leads a qari to the qari's dashboard", async () => {
    writeSessionHint('qari@demo.test', { role: 'qari' });
    await renderInLanguage(<Header />, SHELL, 'ur');
    expect(screen.getByRole('link', { name: 'حفظ پورٹل' }).getAttribute('href')).toBe(
      '/dashboard-qari',
    );
  });

  it("goes back to 'Login' when the session ends, and ignores a malformed hint", async () => {
    writeSessionHint('siteadmin@demo.test', { siteAdmin: true });
    await renderInLanguage(<Header />, SHELL);
    act(() => writeSessionHint(undefined, undefined));
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    localStorage.setItem(SESSION_HINT_KEY, '{"email":1,"place":"owner"}');
    expect(readSessionHint()).toBeUndefined();
  });
});
