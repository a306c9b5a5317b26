import { describe, expect, it } from 'vitest';
import { readPushPayload } from './push-payload.ts';

const data = {
  kind: 'recording',
  title: 'New Friday bayan',
  body: 'Sabr aur shukr',
  link: '/bayan/abc',
  lang: 'en',
  tag: 'recording-abc',
};

describe('readPushPayload', () => {
  it('reads the data of an FCM message as delivered to the browser', () => {
    expect(readPushPayload({ data, from: '1234', fcmMessageId: 'x' })).toEqual(data);
  });

  it('keeps Urdu and falls back to the kind as tag', () => {
    const { tag: _tag, ...rest } = data;
    expect(readPushPayload({ data: { ...rest, lang: 'ur' } })).toMatchObject({
      lang: 'ur',
      tag: 'recording',
    });
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a javascript address', 'javascript:alert(1)'],
    ['no link', undefined],
  ])('refuses a message whose link is %s', (_name, link) => {
    expect(readPushPayload({ data: { ...data, link } })).toBeUndefined();
  });

  it('refuses unknown kinds, empty titles and non-objects', () => {
    expect(readPushPayload({ data: { ...data, kind: 'ad' } })).toBeUndefined();
    expect(readPushPayload({ data: { ...data, title: ' ' } })).toBeUndefined();
    expect(readPushPayload('hello')).toBeUndefined();
    expect(readPushPayload(null)).toBeUndefined();
  });
});
