/**
 * The janaza form's rules: the name and the place each in English or Urdu, the prayer's time
 * chosen, no field longer than its limit; nothing saved while refused.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { JANAZA_NAME_MAX } from '@masjid/domain/janaza';
import { fieldError, fill, press, refusal } from '../../common/testing/form-queries.ts';
import { newItem, renderAdmin, type SaveSpy } from '../testing.tsx';
import { JanazaForm } from './JanazaForm.tsx';

const save = vi.hoisted((): SaveSpy => vi.fn());
vi.mock('./janaza-admin-data.ts', () => ({ janazaWrites: { save } }));

let props = newItem();

describe('JanazaForm', () => {
  beforeEach(async () => {
    props = newItem(save);
    await renderAdmin(<JanazaForm {...props} />);
  });

  it('refuses an empty form field by field', async () => {
    press('Post notice');
    expect(await refusal('name')).toBe('Write it in English or Urdu.');
    expect(fieldError('place')).toBe('Write it in English or Urdu.');
    expect(fieldError('prayerAt')).toBe('Choose the date and time of the prayer');
    expect(save).not.toHaveBeenCalled();
  });

  it('takes the Urdu alone, and refuses a name that is too long', async () => {
    fill('Name of the deceased (Urdu)', 'م'.repeat(JANAZA_NAME_MAX + 1));
    fill('Place (Urdu)', 'مرکزی ہال');
    press('Post notice');
    expect(await refusal('nameUrdu')).toBe(`At most ${JANAZA_NAME_MAX} characters.`);
    expect(fieldError('name')).toBeUndefined();
    expect(fieldError('place')).toBeUndefined();
    expect(save).not.toHaveBeenCalled();
  });

  it('posts a complete notice and names the deceased', async () => {
    fill('Name of the deceased (English)', 'Muhammad Yusuf');
    fill('Janaza prayer time', '2030-01-02T15:30');
    fill('Place (English)', 'Main hall');
    press('Post notice');
    await vi.waitFor(() => expect(props.onSaved).toHaveBeenCalledWith('Muhammad Yusuf'));
    expect(save).toHaveBeenCalledWith(
      {
        name: 'Muhammad Yusuf',
        place: 'Main hall',
        prayerAt: '2030-01-02T10:30:00.000Z',
        notify: true,
      },
      undefined,
    );
  });

  it('shows the push it sends, in English and Urdu, before posting (issue 39 §5)', async () => {
    expect(screen.getByLabelText('Notify subscribers')).toHaveProperty('checked', true);
    fill('Name of the deceased (English)', 'Muhammad Yusuf');
    fill('Name of the deceased (Urdu)', 'محمد یوسف');
    fill('Janaza prayer time', '2030-01-02T15:30');
    fill('Place (English)', 'Main hall');
    expect(screen.getByTestId('push-preview-en').textContent).toBe(
      'Janaza: Muhammad YusufJanaza prayer Wed 2 Jan, 3:30 PM, Main hall',
    );
    const ur = screen.getByTestId('push-preview-ur');
    expect(ur.getAttribute('lang')).toBe('ur');
    expect(ur.textContent).toContain('نمازِ جنازہ: محمد یوسف');
  });

  it('posts without a push when "Notify subscribers" is unticked', async () => {
    fill('Name of the deceased (English)', 'Muhammad Yusuf');
    fill('Janaza prayer time', '2030-01-02T15:30');
    fill('Place (English)', 'Main hall');
    fireEvent.click(screen.getByLabelText('Notify subscribers'));
    expect(screen.queryByTestId('push-preview-en')).toBeNull();
    press('Post notice');
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0]).toMatchObject({ notify: false });
  });
});
