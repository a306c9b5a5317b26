/**
 * The owner's fees due: who still owes the month, most owed first, with the concession's kind and
 * the sponsor, and the month's totals with concessions apart; in English and Urdu.
 */
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { dueList, type OwnerTerms } from '@masjid/domain/fees';
import { renderHifz } from '../testing.tsx';
import { FeesDuePanel } from './FeesDuePanel.tsx';

const STAMP = { by: 'o', at: '2026-11-01T00:00:00.000Z' };
const terms = (t: Omit<OwnerTerms, 'by' | 'at'>): OwnerTerms => ({ ...t, ...STAMP });
const LIST = dueList('2026-11', [
  { studentId: 'a', name: 'Ahmed Raza', terms: terms({ monthlyFee: 2000 }), paid: 0 },
  {
    studentId: 'b',
    name: 'Bilal Khan',
    terms: terms({
      monthlyFee: 2000,
      concession: { kind: 'zakat-funded', amount: 1000, showKind: false },
      sponsor: { name: 'Haji Abdul Sattar' },
    }),
    paid: 500,
  },
  { studentId: 'c', name: 'Chand', terms: terms({ monthlyFee: 2000 }), paid: 2000 },
]);

const asked = vi.hoisted(() => ({ paths: [] as string[] }));
vi.mock('../../common/api/client.ts', () => ({
  apiFetch: (path: string) => {
    asked.paths.push(path);
    return Promise.resolve(LIST);
  },
}));

const panel = () => (
  <QueryClientProvider client={new QueryClient()}>
    <FeesDuePanel />
  </QueryClientProvider>
);

describe("the owner's fees due", () => {
  it('lists who owes, most owed first, with concession and sponsor, and the totals', async () => {
    const { container } = await renderHifz(panel());
    expect(await screen.findByText('Ahmed Raza')).toBeTruthy();
    expect(asked.paths[0]).toMatch(/^\/fees\/due\?month=\d{4}-\d{2}$/);
    const items = [...container.querySelectorAll('.fees-due-list > li')];
    expect(items.map((li) => li.getAttribute('data-student'))).toEqual(['a', 'b']);
    expect(items[1]?.textContent).toContain('zakat-funded, Rs. 1,000');
    expect(items[1]?.textContent).toContain('Haji Abdul Sattar');
    expect(items[1]?.textContent).toContain('Still owedRs. 500');
    expect(screen.getByTestId('fees-due-totals').textContent).toBe(
      'Fees Rs. 6,000 · concessions Rs. 1,000 · expected Rs. 5,000 · collected Rs. 2,500 · still owed Rs. 2,500',
    );
  });

  it('in Urdu', async () => {
    const { container } = await renderHifz(panel(), 'ur');
    expect(await screen.findByText('Ahmed Raza')).toBeTruthy();
    expect(container.textContent).toContain('واجب الادا فیس');
    expect(container.textContent).toContain('زکوٰۃ سے');
  });
});
