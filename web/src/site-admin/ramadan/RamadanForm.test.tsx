/**
 * The Ramadan form's rules: the taraweeh start required; fitrana amounts all four or none, with
 * who announced them and the day; a later start's message on its own row; nothing saved while
 * refused. A complete year is saved as the document the rules take, at its year. Fixed clock:
 * 29 November 2026 (Jumada al-Thani 1448), so the form opens on Ramadan 1448.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fieldError, fill, press, refusal } from '../../common/testing/form-queries.ts';
import { newItem, renderAdmin, type SaveSpy } from '../testing.tsx';
import { RamadanForm } from './RamadanForm.tsx';

const save = vi.hoisted((): SaveSpy => vi.fn());
vi.mock('./ramadan-admin-data.ts', () => ({ ramadanWrites: { save } }));

let props = newItem();

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T07:00:00Z'));
});
afterAll(() => vi.useRealTimers());

describe('RamadanForm', () => {
  beforeEach(async () => {
    props = newItem(save);
    await renderAdmin(<RamadanForm {...props} />);
  });

  it('opens on the coming Ramadan, shown on the site, and needs the taraweeh start', async () => {
    expect(screen.getByLabelText<HTMLInputElement>(/^Hijri year/).value).toBe('1448');
    expect(screen.getByLabelText<HTMLInputElement>(/^Show on the site now/).checked).toBe(true);
    press('Save Ramadan');
    expect(await refusal('taraweehTime')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses some amounts without the others, and amounts without who announced them', async () => {
    fill(/^Taraweeh starts at/, '20:45');
    fill('Fitrana: wheat', '300');
    press('Save Ramadan');
    expect(await refusal('fitrana.barley')).toBeTruthy();
    for (const [label, value] of [
      ['Fitrana: barley', '1000'],
      ['Fitrana: dates', '2400'],
      ['Fitrana: raisins', '4400'],
    ] as const)
      fill(label, value);
    press('Save Ramadan');
    expect(await refusal('amountsAuthority')).toBe('Write it in English or Urdu.');
    expect(fieldError('amountsAnnouncedOn')).toBeTruthy();
    expect(fieldError('fitrana.barley')).toBeUndefined();
    expect(save).not.toHaveBeenCalled();
  });

  it('puts a later start’s message on the row it was typed in', async () => {
    fill(/^Taraweeh starts at/, '20:45');
    const nights = screen.getAllByLabelText('From night');
    fireEvent.change(nights[2]!, { target: { value: '1' } });
    press('Save Ramadan');
    expect(await refusal('taraweehChanges.2.fromNight')).toBeTruthy();
    expect(fieldError('taraweehChanges.0.fromNight')).toBeUndefined();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a complete year as the document the rules take, and names it', async () => {
    fill(/^Taraweeh starts at/, '20:45');
    fireEvent.change(screen.getAllByLabelText('From night')[1]!, { target: { value: '21' } });
    fireEvent.change(screen.getAllByLabelText('Starts at')[1]!, { target: { value: '21:00' } });
    fill('Imam or hafiz (Urdu)', 'حافظ محمد عثمان');
    fill(/^Paras each night/, '1.5');
    fill(/^Khatm night/, '27');
    fill('I’tikaf (English)', '  Give your name by the 15th.  ');
    for (const [c, amount] of [
      ['wheat', '300'],
      ['barley', '1000'],
      ['dates', '2400'],
      ['raisins', '4400'],
    ] as const) {
      fill(`Fitrana: ${c}`, amount);
      fill(`Fidya: ${c}`, amount);
    }
    fill('Announced by (English)', 'Darul Ifta');
    fill('Announced on', '2027-02-01');
    press('Save Ramadan');
    await vi.waitFor(() => expect(props.onSaved).toHaveBeenCalledWith('1448 AH'));
    const amounts = { wheat: 300, barley: 1000, dates: 2400, raisins: 4400 };
    expect(save).toHaveBeenCalledWith(
      {
        hijriYear: 1448,
        published: true,
        taraweehTime: '20:45',
        taraweehChanges: [{ fromNight: 21, time: '21:00' }],
        imamUrdu: 'حافظ محمد عثمان',
        parasPerNight: 1.5,
        khatmNight: 27,
        itikafNotes: 'Give your name by the 15th.',
        fitrana: amounts,
        fidya: amounts,
        amountsAuthority: 'Darul Ifta',
        amountsAnnouncedOn: '2027-02-01',
      },
      undefined,
    );
  });
});
