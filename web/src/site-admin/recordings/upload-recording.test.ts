/**
 * How the recording upload reads the media store's answers (Cloud Storage's resumable protocol):
 * where to go on, done, try again after a lost connection, or start again.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../common/api/client.ts';
import { sessionAnswer } from './upload-recording.ts';

describe('sessionAnswer', () => {
  it('goes on after the bytes the session holds: 308 with Range, or from 0 without it', () => {
    expect(sessionAnswer(308, 'bytes=0-8388607')).toBe(8388608);
    expect(sessionAnswer(308, null)).toBe(0);
  });

  it('is done on 200 (a status query once complete) and 201', () => {
    expect(sessionAnswer(200, null)).toBeUndefined();
    expect(sessionAnswer(201, null)).toBeUndefined();
  });

  it.each([404, 410])('asks to start again on %i (the session expired or was swept)', (status) => {
    expect(() => sessionAnswer(status, null)).toThrow(
      expect.objectContaining({ reason: 'upload-not-found', code: 'not-found' }),
    );
  });

  it.each([408, 429, 500, 503])('tries again on %i', (status) => {
    expect(() => sessionAnswer(status, null)).toThrow(
      expect.objectContaining({ name: 'ConnectionLost', status }),
    );
  });

  it('gives up with a refusal on any other answer', () => {
    expect(() => sessionAnswer(400, null)).toThrow(ApiError);
    expect(() => sessionAnswer(403, null)).toThrow(
      expect.objectContaining({ reason: 'upload-out-of-order' }),
    );
  });
});
