/**
 * A recording's card (issue 39 §4): its stored length is shown before it is played, in both
 * languages, since the player itself shows 0:00 until it has loaded the audio.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Recording } from '@masjid/domain/recording';
import { renderInLanguage } from '../testing/render-in-language.tsx';
import { RecordingCard } from './RecordingCard.tsx';

const CATALOGUES = { namespace: 'public', en: {}, ur: {} } as const;

const recording: Recording = {
  id: 'demo-friday-01',
  title: 'Patience',
  date: '2026-11-27',
  category: 'friday',
  downloadURL: '/media/recordings/demo-friday-01/audio.mp3',
  storagePath: 'recordings/demo-friday-01/audio.mp3',
  contentType: 'audio/mpeg',
  size: 31_678,
  durationSeconds: 754,
  createdAt: '2026-11-27T09:00:00.000Z',
};

describe('RecordingCard', () => {
  it('shows the stored length before the audio is played', async () => {
    await renderInLanguage(<RecordingCard recording={recording} />, CATALOGUES);
    const length = screen.getByTestId('recording-length');
    expect(length.textContent).toBe('Length: 12:34');
    expect(length.querySelector('time')?.getAttribute('dateTime')).toBe('PT12M34S');
  });

  it('says it in Urdu', async () => {
    await renderInLanguage(<RecordingCard recording={recording} />, CATALOGUES, 'ur');
    expect(screen.getByTestId('recording-length').textContent).toBe('دورانیہ: 12:34');
  });

  it('shows no length for a recording stored without one', async () => {
    const { durationSeconds: _unknown, ...withoutLength } = recording;
    await renderInLanguage(<RecordingCard recording={withoutLength} />, CATALOGUES);
    expect(screen.queryByTestId('recording-length')).toBeNull();
  });
});
