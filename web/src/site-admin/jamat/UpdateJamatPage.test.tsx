/** The jamat times form: each time box is named for its prayer, in the page's language. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing.tsx';
import { UpdateJamatPage } from './UpdateJamatPage.tsx';

vi.mock('../../common/ui/use-page-title.ts', () => ({ usePageTitle: () => {} }));
vi.mock('./save-jamat-timings.ts', () => ({
  invalidJamatTimes: () => [],
  saveJamatTimings: vi.fn(),
  useStoredJamatTimings: () => ({ status: 'ready', data: { fajr: '05:45', isha: '20:00' } }),
}));

vi.mock('./jumuah-admin-data.ts', () => ({
  saveJumuah: vi.fn(),
  useStoredJumuah: () => ({ status: 'ready', data: [] }),
}));

describe('UpdateJamatPage', () => {
  it('names each time box "Fajr jamat time" and so on', async () => {
    await renderAdmin(<UpdateJamatPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Fajr jamat time')).toBeTruthy();
    expect(screen.getByLabelText('Isha jamat time')).toBeTruthy();
  });

  it('names them in Urdu on the Urdu page', async () => {
    await renderAdmin(<UpdateJamatPage />, 'ur');
    fireEvent.click(screen.getByRole('button', { name: 'ترمیم' }));
    expect(screen.getByLabelText('فجر کی جماعت کا وقت')).toBeTruthy();
  });
});
