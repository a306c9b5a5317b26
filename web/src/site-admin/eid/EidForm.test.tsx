/**
 * The Eid form's rules: one jamat row at first, the next shown once a row has a time; at least one
 * jamat, jamats in order of time (the message on the row at fault), nothing saved while refused; a
 * complete Eid saved as the document the rules take, empty rows left out, at its year and Eid.
 * Fixed clock: 29 November 2026 (Jumada al-Thani 1448), so the form opens on Eid ul-Fitr 1448.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fieldError, press, refusal } from '../../common/testing/form-queries.ts';
import { newItem, renderAdmin, type SaveSpy } from '../testing.tsx';
import { EidForm } from './EidForm.tsx';

const save = vi.hoisted((): SaveSpy => vi.fn());
vi.mock('./eid-admin-data.ts', () => ({ eidWrites: { save } }));

let props = newItem();

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T07:00:00Z'));
});
afterAll(() => vi.useRealTimers());

const times = () => screen.getAllByLabelText<HTMLInputElement>(/^Time/);

describe('EidForm', () => {
  beforeEach(async () => {
    props = newItem(save);
    await renderAdmin(<EidForm {...props} />);
  });

  it('opens on the coming Eid, shown on the site, and needs a jamat', async () => {
    expect(screen.getByLabelText<HTMLInputElement>(/^Hijri year/).value).toBe('1448');
    expect(screen.getByLabelText<HTMLSelectElement>(/^Eid/).value).toBe('fitr');
    expect(screen.getByLabelText<HTMLInputElement>(/^Show on the site now/).checked).toBe(true);
    press('Save Eid jamats');
    expect(await refusal('jamats.0.time')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('puts an out-of-order jamat’s message on its row', async () => {
    expect(times()).toHaveLength(1);
    fireEvent.change(times()[0]!, { target: { value: '08:00' } });
    // The next row shows once the first has a time.
    fireEvent.change(times()[1]!, { target: { value: '07:00' } });
    press('Save Eid jamats');
    expect(await refusal('jamats.1.time')).toBeTruthy();
    expect(fieldError('jamats.0.time')).toBeUndefined();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a complete Eid as the document the rules take, and names it', async () => {
    fireEvent.change(times()[0]!, { target: { value: '06:30' } });
    fireEvent.change(screen.getAllByLabelText(/^Place/)[0]!, { target: { value: 'courtyard' } });
    fireEvent.change(screen.getAllByLabelText('Imam (Urdu)')[0]!, {
      target: { value: 'مفتی عبدالرحمٰن' },
    });
    fireEvent.change(screen.getAllByLabelText('Note (English)')[0]!, {
      target: { value: '  Bring your own prayer mat  ' },
    });
    fireEvent.change(times()[1]!, { target: { value: '08:30' } });
    fireEvent.change(screen.getAllByLabelText(/^Bayan in/)[1]!, { target: { value: 'english' } });
    expect(times()).toHaveLength(3);
    press('Save Eid jamats');
    await vi.waitFor(() => expect(props.onSaved).toHaveBeenCalledWith('Eid ul-Fitr 1448 AH'));
    expect(save).toHaveBeenCalledWith(
      {
        hijriYear: 1448,
        eid: 'fitr',
        published: true,
        jamats: [
          {
            time: '06:30',
            place: 'courtyard',
            language: 'urdu',
            imamUrdu: 'مفتی عبدالرحمٰن',
            note: 'Bring your own prayer mat',
          },
          { time: '08:30', place: 'mainHall', language: 'english' },
        ],
      },
      undefined,
    );
  });
});
