/** The scheduled jamat change form's rules: a day after today and at least one new time. */
import { describe, expect, it, vi } from 'vitest';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { addDays } from '@masjid/domain/jamat-schedule';
import { fill, press, refusal } from '../../common/testing/form-queries.ts';
import { newItem, renderAdmin, type SaveSpy } from '../testing.tsx';
import { ScheduledChangeForm } from './ScheduledChangeForm.tsx';

const saveScheduledChange = vi.hoisted((): SaveSpy => vi.fn());
vi.mock('./scheduled-changes-data.ts', () => ({ saveScheduledChange }));

let props = newItem();
/** A new form, the save mock cleared. */
async function start() {
  props = newItem(saveScheduledChange);
  await renderAdmin(<ScheduledChangeForm {...props} />);
}

describe('ScheduledChangeForm', () => {
  it('refuses a change with no new time', async () => {
    await start();
    press('Schedule change');
    expect(await refusal('fajr')).toBe('Enter at least one new time');
    expect(saveScheduledChange).not.toHaveBeenCalled();
  });

  it('refuses a first day that is not after today', async () => {
    await start();
    fill('First day of the new times', karachiIsoToday());
    fill('Fajr', '05:50');
    press('Schedule change');
    expect(await refusal('effectiveDate')).toBe('Choose a day after today');
    expect(saveScheduledChange).not.toHaveBeenCalled();
  });

  it('saves the changed times only', async () => {
    await start();
    const day = addDays(karachiIsoToday(), 2);
    fill('First day of the new times', day);
    fill('Fajr', '05:50');
    press('Schedule change');
    await vi.waitFor(() => expect(props.onSaved).toHaveBeenCalled());
    expect(saveScheduledChange).toHaveBeenCalledWith(
      { effectiveDate: day, times: { fajr: '05:50' } },
      undefined,
    );
  });
});
