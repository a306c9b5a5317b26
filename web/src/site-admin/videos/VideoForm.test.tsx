/** The video form's rules: a YouTube link or id (stored as the id) and a title. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldError, fill, press, refusal } from '../../common/testing/form-queries.ts';
import { newItem, renderAdmin, type SaveSpy } from '../testing.tsx';
import { VideoForm } from './VideoForm.tsx';

const save = vi.hoisted((): SaveSpy => vi.fn());
vi.mock('./videos-admin-data.ts', () => ({ videoWrites: { save }, nextOrder: () => 10 }));

let props = newItem();
const renderForm = (language: 'en' | 'ur' = 'en') =>
  renderAdmin(<VideoForm {...props} videos={[]} />, language);

describe('VideoForm', () => {
  beforeEach(() => {
    props = newItem(save);
  });

  it('refuses a link that is not YouTube, and a missing title', async () => {
    await renderForm();
    fill('YouTube link or video id', 'https://vimeo.com/123456');
    press('Add video');
    expect(await refusal('youtube')).toMatch(/^Paste a YouTube link/);
    expect(fieldError('title')).toBe('This field is required.');
    expect(save).not.toHaveBeenCalled();
  });

  it('words the refusal in Urdu on an Urdu page', async () => {
    await renderForm('ur');
    fill('یوٹیوب لنک یا ویڈیو آئی ڈی', 'https://vimeo.com/123456');
    press('ویڈیو شامل کریں');
    const message = await refusal('youtube');
    expect(message).toMatch(/یوٹیوب/);
    expect(message).not.toMatch(/Paste/);
  });

  it('stores a youtu.be link as its id, at the end of its kind', async () => {
    await renderForm();
    fill('YouTube link or video id', 'https://youtu.be/dQw4w9WgXcQ?si=share');
    fill(/^Title \(required\)$/, 'A naat');
    press('Add video');
    await vi.waitFor(() => expect(props.onSaved).toHaveBeenCalledWith('A naat'));
    expect(save).toHaveBeenCalledWith(
      { youtubeId: 'dQw4w9WgXcQ', title: 'A naat', kind: 'naat', order: 10 },
      undefined,
    );
  });
});
