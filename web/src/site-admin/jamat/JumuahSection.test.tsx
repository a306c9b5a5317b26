/**
 * The Jumu'ah section of /update-jamat: it opens on the jamats in force (the first at the table's
 * Jumma time, the old single time as one main-hall jamat when no list is stored); a row shows once
 * the one before has a time; several jamats save as the document the rules take (the save writes
 * the Jumma time with it); a bayan after its jamat and jamats out of order are refused on their
 * row, in the page's language, with nothing saved.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fieldError, press, refusal } from '../../common/testing/form-queries.ts';
import { renderAdmin } from '../testing.tsx';
import { JumuahSection } from './JumuahSection.tsx';

const save = vi.hoisted(() => vi.fn<(data: unknown) => Promise<void>>());
const stored = vi.hoisted(() => {
  // The stored jamat times as a live source: a change re-renders the section, as Firestore's does.
  const listeners = new Set<() => void>();
  const store = {
    timings: {} as Record<string, string>,
    jamats: [] as object[],
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (timings: Record<string, string>) => {
      store.timings = timings;
      for (const listener of listeners) listener();
    },
  };
  return store;
});
vi.mock('./jumuah-admin-data.ts', () => ({
  saveJumuah: save,
  useStoredJumuah: () => ({ status: 'ready', data: stored.jamats }),
}));
vi.mock('./save-jamat-timings.ts', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useStoredJamatTimings: () => ({
      status: 'ready',
      data: useSyncExternalStore(stored.subscribe, () => stored.timings),
    }),
  };
});

const jamatTimes = () => screen.getAllByLabelText<HTMLInputElement>(/^Jamat time/);
const change = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } });

describe('JumuahSection', () => {
  beforeEach(() => {
    save.mockReset().mockResolvedValue(undefined);
    stored.timings = { zuhr: '13:15', jumma: '13:30' };
    stored.jamats = [];
  });

  it('opens on the old single Jumma time as one jamat, and saves a second jamat with it', async () => {
    await renderAdmin(<JumuahSection />);
    // The first row holds the Jumma time; the second shows, empty, for the next jamat.
    expect(jamatTimes().map((i) => i.value)).toEqual(['13:30', '']);
    expect(screen.getAllByLabelText<HTMLSelectElement>(/^Place/)[0]!.value).toBe('mainHall');
    change(screen.getAllByLabelText(/^Bayan starts/)[0]!, '13:00');
    change(jamatTimes()[1]!, '14:15');
    change(screen.getAllByLabelText(/^Place/)[1]!, 'courtyard');
    change(screen.getAllByLabelText(/^Bayan in/)[1]!, 'english');
    expect(jamatTimes()).toHaveLength(3);
    press('Save Jumu’ah jamats');
    await vi.waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        jamats: [
          { bayanTime: '13:00', jamatTime: '13:30', place: 'mainHall', language: 'urdu' },
          { jamatTime: '14:15', place: 'courtyard', language: 'english' },
        ],
      }),
    );
    expect(await screen.findByText('Jumu’ah jamats saved.')).toBeTruthy();
  });

  it('opens on the stored list with its first jamat at the Jumma time in force', async () => {
    stored.timings = { jumma: '13:45' };
    stored.jamats = [
      { bayanTime: '13:00', jamatTime: '13:30', place: 'mainHall', language: 'urdu' },
      { jamatTime: '14:30', place: 'upperFloor', language: 'pashto' },
    ];
    await renderAdmin(<JumuahSection />);
    expect(jamatTimes().map((i) => i.value)).toEqual(['13:45', '14:30', '']);
    expect(screen.getAllByLabelText<HTMLSelectElement>(/^Bayan in/)[1]!.value).toBe('pashto');
  });

  it('refuses a bayan after its jamat on its row, and saves nothing', async () => {
    await renderAdmin(<JumuahSection />);
    change(jamatTimes()[1]!, '14:15');
    change(screen.getAllByLabelText(/^Bayan starts/)[1]!, '14:30');
    press('Save Jumu’ah jamats');
    expect(await refusal('jamats.1.bayanTime')).toBe('The bayan starts before its jamat');
    expect(fieldError('jamats.0.bayanTime')).toBeUndefined();
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses jamats out of order on the later row, in Urdu on the Urdu page', async () => {
    await renderAdmin(<JumuahSection />, 'ur');
    const times = screen.getAllByLabelText<HTMLInputElement>(/^جماعت کا وقت/);
    change(times[1]!, '13:00');
    press('جمعہ کی جماعتیں محفوظ کریں');
    expect(await refusal('jamats.1.jamatTime')).toBe('ہر جماعت پچھلی جماعت کے بعد ہو');
    expect(fieldError('jamats.0.jamatTime')).toBeUndefined();
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a form with no jamat time', async () => {
    await renderAdmin(<JumuahSection />);
    change(jamatTimes()[0]!, '');
    press('Save Jumu’ah jamats');
    expect(await refusal('jamats.0.jamatTime')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps its form and "saved" line after its own save moves the Jumma time; a table save reopens it', async () => {
    // The save writes the Jumma time too (jumuah-admin-data.ts): the stored times follow.
    save.mockImplementation(async (data) => {
      const { jamats } = data as { jamats: { jamatTime: string }[] };
      stored.set({ ...stored.timings, jumma: jamats[0]!.jamatTime });
    });
    await renderAdmin(<JumuahSection />);
    change(jamatTimes()[0]!, '13:40');
    press('Save Jumu’ah jamats');
    expect(await screen.findByText('Jumu’ah jamats saved.')).toBeTruthy();
    expect(jamatTimes()[0]!.value).toBe('13:40');
    // The Jumma time changed in the table above: the form opens anew on it.
    act(() => stored.set({ ...stored.timings, jumma: '13:50' }));
    await vi.waitFor(() => expect(jamatTimes()[0]!.value).toBe('13:50'));
    expect(screen.queryByText('Jumu’ah jamats saved.')).toBeNull();
  });
});
