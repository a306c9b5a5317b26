/**
 * The site admin's recordings: a file that is not audio is refused before anything is
 * sent; a real audio file of about 10 MB (two upload chunks) is uploaded through the form with the
 * progress bar, the connection lost as the second chunk goes out and back (issue 41 §2: the form
 * says so, and the upload goes on from where the store stopped), shows in the public listing, and
 * is deleted after the confirmation (which names it), after which neither its Firestore document nor its file in the media store remains (checked
 * through the Admin SDK and on disk: the local store of our machines, `MEDIA_STORE_DIR`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RECORDINGS_COLLECTION, UPLOAD_CHUNK_BYTES } from '@masjid/domain/recording';
import { DEMO_RECORDINGS } from '../../seed/demo-data.ts';
import { localMediaDir } from '../../functions/src/lib/media-store/local-disk.ts';
import { adminDb, closeAdmin, expect, open, saveScreen, signedInAs, test } from './support.ts';

test.afterAll(closeAdmin);
test.use({ storageState: signedInAs('siteAdmin') });

/** A real MP3 of about 10 MB: the seeded recordings one after another, seven times over. */
function longRecording(): Buffer {
  const parts = DEMO_RECORDINGS.map((r) =>
    readFileSync(join(process.cwd(), 'seed', 'audio', `${r.id}.mp3`)),
  );
  return Buffer.concat(Array.from({ length: 7 }, () => parts).flat());
}

test('a file that is not audio is refused in the form, before any upload', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/recording-uploads')) calls.push(r.url());
  });
  await open(page, '/newbayanmorning');
  await page.locator('input[name="title"]').fill('Not a recording');
  await page.getByLabel('Audio file').setInputFiles({
    name: 'bayan.mp3',
    mimeType: 'audio/mpeg',
    buffer: Buffer.from('%PDF-1.7\n' + 'a document pretending to be audio\n'.repeat(100)),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('This file is not audio.')).toBeVisible();
  await page.locator('input[name="title"]').fill('');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  expect(calls).toEqual([]);
});

test('the site admin uploads a recording with progress, sees it listed, and deletes it', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `Test upload ${Date.now()}`;
  const audio = longRecording();
  await open(page, '/newbayan');
  await expect(page.getByRole('heading', { name: 'Add Friday Bayan' })).toBeVisible();

  // A slow connection (about 2 MB/s up), so the progress can be seen.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 4 * 1024 * 1024,
    uploadThroughput: 2 * 1024 * 1024,
  });

  await page.locator('input[name="title"]').fill(title);
  // About 10 MB handed to the page: more than the default 10 s on a busy machine.
  await page
    .getByLabel('Audio file')
    .setInputFiles(
      { name: 'long-bayan.mp3', mimeType: 'audio/mpeg', buffer: audio },
      { timeout: 30_000 },
    );
  const date = await page.getByLabel('Date').inputValue();
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The connection drops as the second chunk goes out (Chromium offline, the request failed).
  let dropped = false;
  await page.route('**/api/media-uploads/*', async (route) => {
    const range = route.request().headers()['content-range'] ?? '';
    if (!dropped && range.startsWith(`bytes ${UPLOAD_CHUNK_BYTES}-`)) {
      dropped = true;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    } else await route.continue();
  });
  await page.getByRole('button', { name: 'Upload' }).click();

  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('value').catch(() => '0')), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  await saveScreen(page, testInfo, 'newbayan-uploading');
  // The admin is told, and the upload waits; once the connection is back it goes on.
  const lost = page.locator('.upload-progress').getByRole('alert');
  await expect(lost).toHaveText(
    'Connection lost. The upload continues when the connection returns.',
    { timeout: 30_000 },
  );
  await saveScreen(page, testInfo, 'newbayan-connection-lost');
  await context.setOffline(false);
  await expect(lost).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Recording uploaded' })).toHaveText(
    `Recording uploaded: “${title}”. It is now listed on Friday Bayan.`,
    { timeout: 60_000 },
  );
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // The form is cleared.
  await expect(page.locator('input[name="title"]')).toHaveValue('');
  await expect(page.getByLabel('Audio file')).toHaveValue('');

  const stored = await adminDb()
    .collection(RECORDINGS_COLLECTION)
    .where('title', '==', title)
    .get();
  expect(stored.size).toBe(1);
  const doc = stored.docs[0]!;
  expect(doc.data()).toMatchObject({ category: 'friday', date, size: audio.length });
  const file = join(localMediaDir(), 'objects', doc.get('storagePath') as string);
  // Exactly the file's bytes, though its second chunk was sent again after the connection returned.
  expect(readFileSync(file).equals(audio)).toBe(true);
  expect(dropped).toBe(true);
  await page.unroute('**/api/media-uploads/*');

  // Listed first on the public page (today's date is the newest).
  await open(page, '/fridaybayan');
  await expect(page.locator('.recording-card').first().getByRole('heading')).toHaveText(title);

  // Deleted from the admin list after the confirmation.
  await open(page, '/update-delete-morningfridaybayan');
  const row = page.locator(`[data-recording-id="${doc.id}"]`);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Delete/ }).click();
  // The confirmation names the recording and its day before anything is deleted.
  const confirmation = page.getByRole('alertdialog');
  await expect(confirmation).toContainText(
    new RegExp(`Delete the recording “\u2068?${title}\u2069?” of \\w+day, \\d{1,2} \\w+ \\d{4}\\?`),
  );
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`Deleted “${title}”.`);
  await expect(row).toHaveCount(0);
  expect((await adminDb().collection(RECORDINGS_COLLECTION).doc(doc.id).get()).exists).toBe(false);
  expect(existsSync(file)).toBe(false);
  expect(existsSync(join(localMediaDir(), 'objects', 'recordings', doc.id))).toBe(false);
});
