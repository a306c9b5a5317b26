/**
 * Events: the 'All Events' list of every seeded event, an event page with Register
 * Now only while the event is ahead, the embedded video at 560x315, and an unknown id.
 */
import { splitEventsByTime } from '@masjid/domain/event';
import { closeAdmin, expect, open, storedEvents, test } from './support.ts';

test.afterAll(closeAdmin);

test('/events lists every seeded event with its date and View Details', async ({ page }) => {
  const { upcoming, past } = splitEventsByTime(await storedEvents());
  const events = [...upcoming, ...past];
  await open(page, '/events');
  await expect(page.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();
  const items = page.locator('main .event-tile');
  await expect(items).toHaveCount(events.length);
  await expect(items.getByRole('heading')).toHaveText(events.map((e) => e.title));
  for (const [i, event] of events.entries()) {
    const item = items.nth(i);
    await expect(item.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      `/events/${event.id}`,
    );
    await expect(item.locator('time')).toHaveAttribute('datetime', event.date);
    await expect(item.locator('img')).toHaveAttribute('src', event.imageUrl);
  }
  // View Details opens the event.
  const target = events[Math.floor(events.length / 2)]!;
  await items
    .nth(Math.floor(events.length / 2))
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(page).toHaveURL(`/events/${target.id}`);
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
});

test('an event still ahead shows Register Now to its registration link, in a new tab', async ({
  page,
}) => {
  const events = await storedEvents();
  const future = events.find((e) => Date.parse(e.date) > Date.now() + 86_400_000);
  expect(future, 'a seeded event at least a day ahead').toBeDefined();
  await open(page, `/events/${future!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: future!.title })).toBeVisible();
  await expect(page).toHaveTitle(`${future!.title} | Masjid Al-Noor`);
  await expect(page.getByText(future!.description.slice(0, 60))).toBeVisible();
  const register = page.getByRole('link', { name: 'Register Now' });
  await expect(register).toBeVisible();
  await expect(register).toHaveAttribute('href', future!.registrationLink);
  await expect(register).toHaveAttribute('target', '_blank');
  await expect(register).toHaveAttribute('rel', /noopener/);
  // Date and time shown in Karachi time.
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Karachi',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(future!.date));
  await expect(page.locator('.event-when')).toContainText(when);
});

test('an event that has taken place shows no Register Now', async ({ page }) => {
  const events = await storedEvents();
  const past = events.find((e) => Date.parse(e.date) < Date.now() - 86_400_000);
  expect(past, 'a seeded past event').toBeDefined();
  await open(page, `/events/${past!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: past!.title })).toBeVisible();
  await expect(page.getByText(past!.description.slice(0, 60))).toBeVisible();
  await expect(page.getByRole('link', { name: /Register Now/ })).toHaveCount(0);
});

test('an event with a YouTube watch link embeds the video at 560x315', async ({ page }) => {
  const events = await storedEvents();
  const withVideo = events.find((e) => e.videoUrl?.includes('watch?v='));
  expect(withVideo, 'a seeded event with a watch?v= link').toBeDefined();
  const videoId = new URL(withVideo!.videoUrl!).searchParams.get('v')!;
  await open(page, `/events/${withVideo!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: withVideo!.title })).toBeVisible();
  const frame = page.locator('iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('src', new RegExp(`/embed/${videoId}`));
  await expect(frame).not.toHaveAttribute('src', /watch\?v=/);
  await expect(frame).toHaveAttribute('width', '560');
  await expect(frame).toHaveAttribute('height', '315');
  await expect(frame).toHaveAttribute('title', /.+/);
  await expect(frame).toBeVisible();
});

test('an event without a video has no player', async ({ page }) => {
  const events = await storedEvents();
  const noVideo = events.find((e) => !e.videoUrl);
  expect(noVideo).toBeDefined();
  await open(page, `/events/${noVideo!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: noVideo!.title })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('an unknown event id shows the not-found page', async ({ page }) => {
  await open(page, '/events/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Register Now/ })).toHaveCount(0);
  await expect(page.locator('footer.site-footer')).toBeVisible();
});
