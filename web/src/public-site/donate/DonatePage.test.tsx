/**
 * The giving page as a reader sees it: zakat apart with the admin's line in the reader's
 * language, each account's details grouped for reading and copied without spaces ("Copied", or
 * the value selected when the browser refuses), a QR code per account, and the published
 * statements in rupees written in the page's language.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DonationAccount, DonationStatement } from '@masjid/domain/donations';
import { siteDetailsFallback } from '@masjid/domain/site-details';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { publicEn } from '../i18n/en.ts';
import { publicUr } from '../i18n/ur.ts';
import { DonatePage } from './DonatePage.tsx';

const ACCOUNTS: DonationAccount[] = [
  {
    id: 'z',
    cause: 'zakat',
    title: 'Zakat Fund',
    bank: 'Meezan Bank',
    iban: 'PK30MEZN0001230100123456',
    note: 'Zakat goes only to those entitled to it.',
    noteUrdu: 'زکوٰۃ صرف مستحقین کو دی جاتی ہے۔',
  },
  {
    id: 's',
    cause: 'sadaqah',
    title: 'Masjid Trust',
    iban: 'PK72HABB0012345678901234',
    wallet: 'jazzcash',
    walletNumber: '03001234567',
  },
];
const STATEMENTS: DonationStatement[] = [
  {
    id: 'st',
    cause: 'sadaqah',
    month: '2026-10',
    income: 482500,
    spending: 356200,
    balance: 1126300,
    published: true,
  },
];
vi.mock('../../common/site-content/donations-data.ts', () => ({
  useDonationAccounts: () => ({ status: 'ready', data: ACCOUNTS }),
  useDonationStatements: () => ({ status: 'ready', data: STATEMENTS }),
}));

vi.mock('../../common/site-content/site-details-data.ts', () => ({
  useSiteDetails: () => siteDetailsFallback,
}));

const PUBLIC = { namespace: 'public', en: publicEn, ur: publicUr } as const;
const render = (language: 'en' | 'ur' = 'en') =>
  renderInLanguage(<DonatePage />, PUBLIC, language, ['/donate']);
/** The Copy button of the detail `label` in `card`, and that detail's status line. */
function copyOf(card: HTMLElement, label: string) {
  const button = within(card).getByRole('button', { name: new RegExp(`^Copy\\W+${label}$`) });
  return { button, status: () => within(button.parentElement!).getByRole('status').textContent };
}
const account = (id: string) => document.querySelector<HTMLElement>(`[data-account-id="${id}"]`)!;

afterEach(() => vi.restoreAllMocks());

describe('DonatePage', () => {
  it('shows zakat first and apart, with the line on why, in the reader’s language', async () => {
    await render('ur');
    const causes = [...document.querySelectorAll('[data-cause]')].map((s) =>
      s.getAttribute('data-cause'),
    );
    expect(causes.slice(0, 2)).toEqual(['zakat', 'sadaqah']);
    const zakat = document.querySelector<HTMLElement>('.donate-zakat')!;
    expect(within(zakat).getByRole('heading', { level: 2 }).textContent).toBe('زکوٰۃالگ کھاتہ');
    const line = zakat.querySelector('.donate-zakat-line')!;
    expect(line.textContent).toBe('زکوٰۃ صرف مستحقین کو دی جاتی ہے۔');
    expect([line.getAttribute('lang'), line.getAttribute('dir')]).toEqual(['ur', 'rtl']);
  });

  it('groups the IBAN in fours and copies it without spaces, saying Copied', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await render();
    const zakat = account('z');
    expect(within(zakat).getByText('PK30 MEZN 0001 2301 0012 3456').getAttribute('dir')).toBe(
      'ltr',
    );
    const iban = copyOf(zakat, 'IBAN');
    fireEvent.click(iban.button);
    await waitFor(() => expect(iban.status()).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith('PK30MEZN0001230100123456');
  });

  it('selects the number to copy by hand when the browser refuses the clipboard', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await render();
    const trust = account('s');
    const wallet = copyOf(trust, 'JazzCash');
    fireEvent.click(wallet.button);
    await waitFor(() => expect(wallet.status()).toMatch(/select the text/));
    expect(window.getSelection()?.toString()).toBe('0300 1234567');
  });

  it('draws a QR code for each account, named with its title', async () => {
    await render();
    await waitFor(() => expect(document.querySelectorAll('svg.donate-qr-code')).toHaveLength(2));
    expect(screen.getByRole('img', { name: 'QR code of Zakat Fund' })).toBeTruthy();
  });

  it('shows the published statement in rupees, in Urdu on the Urdu page', async () => {
    await render('ur');
    const statement = document.querySelector<HTMLElement>('.donate-statement')!;
    expect(within(statement).getByRole('heading').textContent).toBe('صدقہ اور عمومی عطیات');
    expect(statement.textContent).toContain('آمدن');
    expect(statement.textContent).toMatch(/4,82,500|482,500/);
    expect(statement.textContent).toContain('روپے');
    expect(document.querySelector('.donate-month h3')?.textContent).toMatch(/اکتوبر 2026/);
  });
});
