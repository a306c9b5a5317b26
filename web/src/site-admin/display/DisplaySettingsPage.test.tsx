/**
 * The hall screen's settings form: the night window saved as typed, both times or neither, a
 * single time refused in the reader's language with nothing saved.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fill, press, refusal } from '../../common/testing/form-queries.ts';
import { renderAdmin, type SaveSpy } from '../testing.tsx';
import { DisplaySettingsPage } from './DisplaySettingsPage.tsx';

const save = vi.hoisted((): SaveSpy => vi.fn());
const stored = vi.hoisted(() => ({ current: {} as Record<string, string> }));
vi.mock('./display-settings-admin-data.ts', () => ({
  useDisplaySettingsLive: () => ({ status: 'ready', data: stored.current }),
  saveDisplaySettings: save,
}));
vi.mock('../../common/ui/use-page-title.ts', () => ({ usePageTitle: () => {} }));

describe('DisplaySettingsPage', () => {
  beforeEach(() => {
    save.mockReset().mockResolvedValue(undefined);
    stored.current = {};
  });

  it('saves the night window typed', async () => {
    await renderAdmin(<DisplaySettingsPage />);
    fill(/^Dim from/, '22:15');
    fill(/^Until/, '04:30');
    press('Save settings');
    await vi.waitFor(() =>
      expect(save).toHaveBeenCalledWith({ nightFrom: '22:15', nightUntil: '04:30' }),
    );
    expect(await screen.findByText('Hall screen settings saved.')).toBeTruthy();
  });

  it('turns night mode off when both times are emptied', async () => {
    stored.current = { nightFrom: '22:00', nightUntil: '04:30' };
    await renderAdmin(<DisplaySettingsPage />);
    fill(/^Dim from/, '');
    fill(/^Until/, '');
    press('Save settings');
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith({}));
  });

  it('refuses one time alone, in Urdu on an Urdu page, and saves nothing', async () => {
    await renderAdmin(<DisplaySettingsPage />, 'ur');
    fill(/^مدھم کریں/, '22:15');
    press('ترتیبات محفوظ کریں');
    expect(await refusal('nightUntil')).toBe(
      'رات کے دونوں اوقات الگ الگ درج کریں، یا دونوں خالی چھوڑ دیں۔',
    );
    expect(save).not.toHaveBeenCalled();
  });
});
