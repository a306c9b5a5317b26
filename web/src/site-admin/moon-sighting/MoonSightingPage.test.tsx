/**
 * The moon-sighting form as the site admin meets it, on 25 December 2025 (5 Rajab 1447 by the
 * calculation): no month chosen at first, the calculated start shown beside the date, a decision
 * that would make a month other than 29 or 30 days refused, and one that changes today's Hijri
 * date asked about first.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HijriMonthStart } from '@masjid/domain/hijri';
import { fieldError, fill, press, refusal } from '../../common/testing/form-queries.ts';
import { renderAdmin, type SaveSpy } from '../testing.tsx';
import { DecisionForm } from './MoonSightingPage.tsx';

const save = vi.hoisted((): SaveSpy => vi.fn());
vi.mock('./moon-sighting-data.ts', () => ({ saveMonthStart: save }));

// The page's other imports reach the Firebase set-up, which no component test has.
vi.mock('../../common/firebase/firebase.ts', () => ({ firestore: vi.fn() }));

const JUMADA_II = { id: '1447-06', hijriYear: 1447, hijriMonth: 6, startDate: '2025-11-22' };
const recorded: HijriMonthStart[] = [JUMADA_II];

/** The form among the recorded decisions. */
const renderPage = () =>
  renderAdmin(
    <DecisionForm title={(d) => `${d.hijriMonth}/${d.hijriYear}`} decisions={recorded} />,
  );

const chooseMonth = (name: string) =>
  fireEvent.change(screen.getByLabelText(/^Month/), {
    target: {
      value: String(
        Array.from(screen.getByLabelText<HTMLSelectElement>(/^Month/).options).findIndex(
          (o) => o.text === name,
        ),
      ),
    },
  });

describe('the moon-sighting form (DecisionForm)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-25T07:00:00Z'));
    save.mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens with no month and no day chosen, so one tap records nothing', async () => {
    await renderPage();
    expect(screen.getByLabelText<HTMLSelectElement>(/^Month/).value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>(/^First day of the month/).value).toBe('');
    press('Record decision');
    expect(await refusal('hijriMonth')).toBe('Choose the month');
    expect(fieldError('startDate')).toBe('Choose a date');
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the calculated start of the month chosen beside the date', async () => {
    await renderPage();
    chooseMonth('Rajab');
    expect(
      screen.getByText('By the calculation Rajab 1447 begins on Sunday, 21 December 2025.'),
    ).toBeTruthy();
  });

  it('refuses "Rajab began" one day after Jumada al-Thani began, naming the days it may be', async () => {
    await renderPage();
    chooseMonth('Rajab');
    fill(/^First day of the month/, '2025-11-23');
    press('Record decision');
    expect(await refusal('startDate')).toBe(
      'Jumada al-Thani 1447 began on Saturday, 22 November 2025 (as recorded). A month has 29 or 30 days, so this month begins on Sunday, 21 December 2025 or Monday, 22 December 2025.',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('asks before a decision that changes today’s Hijri date, and records only when told', async () => {
    await renderPage();
    chooseMonth('Rajab');
    fill(/^First day of the month/, '2025-12-22');
    press('Record decision');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'This decision changes today’s Hijri date from 5 Rajab 1447 AH to 4 Rajab 1447 AH.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(save).not.toHaveBeenCalled();

    fireEvent.click(await screen.findByRole('button', { name: 'Record decision' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Record' }),
    );
    await vi.waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        hijriYear: 1447,
        hijriMonth: 7,
        startDate: '2025-12-22',
      }),
    );
  });

  it('records without asking a decision that leaves today’s date as it is', async () => {
    await renderPage();
    chooseMonth('Rajab');
    fill(/^First day of the month/, '2025-12-21');
    press('Record decision');
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('draws "Notify subscribers" beside its checkbox, and marks the required fields', async () => {
    await renderPage();
    const notify = screen.getByLabelText('Notify subscribers');
    // `.checkbox-row` (admin.css) puts the box and its words on one line; a plain label of an
    // admin form stacks them.
    expect(notify.closest('label')?.className).toBe('checkbox-row');
    for (const label of [/^Month/, /^Hijri year/, /^First day of the month/])
      expect(screen.getByLabelText(label).getAttribute('aria-required')).toBe('true');
  });
});
