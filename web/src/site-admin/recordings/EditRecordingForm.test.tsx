/**
 * A published recording's text corrected without uploading again (issue 39 §5): title, Urdu
 * title and date, checked as the upload checks them; the audio is not sent.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldError, fill, press, refusal } from '../../common/testing/form-queries.ts';
import type { Recording } from '@masjid/domain/recording';
import { renderAdmin } from '../testing.tsx';
import { EditRecordingForm } from './EditRecordingForm.tsx';

const updateRecording = vi.hoisted(() => vi.fn());
vi.mock('./upload-recording.ts', () => ({ updateRecording }));

const recording: Recording = {
  id: 'demo-friday-01',
  title: 'Patiense in hardship',
  date: '2026-11-20',
  category: 'friday',
  downloadURL: '/media/recordings/demo-friday-01/audio.mp3',
  storagePath: 'recordings/demo-friday-01/audio.mp3',
  contentType: 'audio/mpeg',
  size: 31_678,
  createdAt: '2026-11-20T09:00:00.000Z',
};

describe('EditRecordingForm', () => {
  const onSaved = vi.fn();
  beforeEach(() => {
    onSaved.mockReset();
    updateRecording
      .mockReset()
      .mockImplementation((id: string, fields: object) =>
        Promise.resolve({ ...recording, ...fields, id }),
      );
  });

  it('saves the corrected title, an Urdu title and the date, and nothing of the audio', async () => {
    await renderAdmin(
      <EditRecordingForm recording={recording} onSaved={onSaved} onCancel={() => {}} />,
    );
    fill(/^Title(?! in)/, 'Patience in hardship');
    fill('Title in Urdu', 'مصیبت میں صبر');
    fill('Date', '2026-11-27');
    press('Save');
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(updateRecording).toHaveBeenCalledWith('demo-friday-01', {
      title: 'Patience in hardship',
      titleUr: 'مصیبت میں صبر',
      date: '2026-11-27',
    });
  });

  it('refuses a blank title, in Urdu too, and saves nothing', async () => {
    await renderAdmin(
      <EditRecordingForm recording={recording} onSaved={onSaved} onCancel={() => {}} />,
      'ur',
    );
    fill(/^عنوان/, ' ');
    press('محفوظ کریں');
    expect(await refusal('title')).toBeTruthy();
    expect(fieldError('date')).toBeUndefined();
    expect(updateRecording).not.toHaveBeenCalled();
  });
});
