/**
 * Every public route at phone and desktop width: its key content,
 * the shared header and footer (no footer on /bayan/*), the document title, no serious or critical
 * WCAG 2 A/AA violation (axe-core), and a full-page screenshot in test-results/screens/{project}/.
 */
import type { Page, TestInfo } from '@playwright/test';
import {
  closeAdmin,
  expect,
  expectFrame,
  expectNoSeriousA11yViolations,
  open,
  saveScreen,
  site,
  storedEvents,
  test,
} from './support.ts';

import { mapEmbedUrl } from '@masjid/domain/site-details';
import { demoSiteDetails } from '../../seed/content/site-details.ts';

test.afterAll(closeAdmin);

const SITE = site.name;
const pageTitle = (title: string) => `${title} | ${SITE}`;

interface RouteCase {
  /** Screenshot name. */
  name: string;
  /** The address, or how to find it from the seeded data. */
  path: string | (() => Promise<string>);
  /** The answer's HTTP status, when not a success (a data page's not-found state is 404). */
  status?: number;
  /** Expected document title. */
  title: string | RegExp | (() => Promise<string>);
  /** Expected main heading (h1), when the page has a visible one. */
  h1?: string | RegExp | (() => Promise<string>);
  /** Footer shown (not on /bayan/*). */
  footer?: boolean;
  /** What the page must show beyond its heading. */
  check?: (page: Page, testInfo: TestInfo) => Promise<void>;
}

const main = (page: Page) => page.locator('main');

/** Each text is visible somewhere in the main content (case-insensitive). */
async function expectTexts(page: Page, texts: (string | RegExp)[]): Promise<void> {
  for (const text of texts) {
    const pattern =
      typeof text === 'string'
        ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i')
        : text;
    await expect(main(page).getByText(pattern).first(), `text ${pattern}`).toBeVisible();
  }
}

const firstUpcoming = async () => {
  const events = await storedEvents();
  const event = events.filter((e) => e.isUpcoming).sort((a, b) => a.date.localeCompare(b.date))[0];
  if (!event) throw new Error('no upcoming event in the seed');
  return event;
};

const ROUTES: RouteCase[] = [
  {
    name: 'home',
    path: '/',
    title: SITE,
    check: async (page) => {
      await expect(page.getByRole('region', { name: 'Jamat times today' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Jamat Timing' })).toBeVisible();
      await expect(page.locator('.slideshow')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Listen to the Holy Quran' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Explore/ })).toHaveCount(3);
      await expect(page.getByRole('heading', { name: 'Event Highlights' })).toBeVisible();
    },
  },
  {
    name: 'events',
    path: '/events',
    title: pageTitle('All Events'),
    h1: 'All Events',
    check: async (page) => {
      const events = await storedEvents();
      await expect(main(page).locator('.event-tile')).toHaveCount(events.length);
      await expect(page.getByRole('link', { name: /View Details/ })).toHaveCount(events.length);
    },
  },
  {
    name: 'event-detail',
    path: async () => `/events/${(await firstUpcoming()).id}`,
    title: async () => pageTitle((await firstUpcoming()).title),
    h1: async () => (await firstUpcoming()).title,
    check: async (page) => {
      const event = await firstUpcoming();
      await expect(page.getByText(event.description.slice(0, 50))).toBeVisible();
      await expect(page.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
        'href',
        event.registrationLink,
      );
    },
  },
  {
    name: 'hazrat',
    path: '/hazrat',
    title: pageTitle('Bayanat'),
    h1: 'Bayanat',
    check: async (page) => {
      await expect(main(page).getByRole('link', { name: 'Friday Bayan' })).toHaveAttribute(
        'href',
        '/fridaybayan',
      );
      await expect(main(page).getByRole('link', { name: 'Morning Dars' })).toHaveAttribute(
        'href',
        '/sundaybayan',
      );
      await expectTexts(page, [/every Friday/i, /after the Fajr/i]);
      const videos = main(page).locator('video');
      await expect(videos).toHaveCount(2);
      for (const video of await videos.all()) {
        await expect(video).toHaveJSProperty('muted', true);
        await expect(video).toHaveJSProperty('loop', true);
      }
    },
  },
  {
    name: 'fridaybayan',
    path: '/fridaybayan',
    title: /Listen To Bayan|Friday Bayan/,
    h1: 'Listen To Bayan',
    check: async (page) => {
      await expect(main(page).locator('.recording-card')).toHaveCount(12);
    },
  },
  {
    name: 'sundaybayan',
    path: '/sundaybayan',
    title: /Listen To Bayan|Morning Dars/,
    h1: 'Listen To Bayan',
    check: async (page) => {
      await expect(main(page).locator('.recording-card')).toHaveCount(12);
    },
  },
  {
    name: 'bayan-not-found',
    path: '/bayan/no-such-recording',
    status: 404,
    title: pageTitle('Page not found'),
    h1: 'Page not found',
    footer: false,
    check: async (page) => {
      // No recording has this id, so the page is the not-found page.
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    },
  },
  {
    name: 'naat',
    path: '/naat',
    title: pageTitle('Naat'),
    h1: 'Naat',
    check: async (page) => {
      const cards = main(page).getByRole('listitem');
      await expect(cards).toHaveCount(5);
      for (const card of await cards.all()) {
        await expect(card.getByRole('heading')).toHaveText(/\S/);
        await expect(card.getByRole('paragraph').first()).toHaveText(/\S/);
        await expect(card.getByRole('button', { name: /^Play video/ })).toBeVisible();
      }
      // A video loads its player when asked: a YouTube embed at 560x315.
      await cards
        .first()
        .getByRole('button', { name: /^Play video/ })
        .click();
      const frame = cards.first().locator('iframe');
      await expect(frame).toHaveAttribute('src', /youtube(-nocookie)?\.com\/embed\//);
      await expect(frame).toHaveAttribute('width', '560');
      await expect(frame).toHaveAttribute('height', '315');
    },
  },
  {
    name: 'seerat',
    path: '/seerat',
    title: pageTitle('Books'),
    h1: 'Books',
    check: async (page) => {
      const downloads = main(page).getByRole('link', { name: /^Download/ });
      await expect(downloads).toHaveCount(6);
      await expect(main(page).getByRole('listitem')).toHaveCount(6);
      const topics = [
        /Prophet|Seerat|Seerah/i,
        /Deeds/i,
        /Quran/i,
        /Prayer|Salah|Namaz/i,
        /Volume 1|Vol\. ?1/i,
        /Volume 2|Vol\. ?2/i,
      ];
      const titles = (
        await main(page).getByRole('listitem').getByRole('heading').allTextContents()
      ).join(' | ');
      for (const topic of topics) expect(titles, `a book about ${topic}`).toMatch(topic);
      for (const link of await downloads.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        const href = (await link.getAttribute('href'))!;
        const res = await page.request.get(href);
        expect(res.status(), `GET ${href}`).toBe(200);
        expect(res.headers()['content-type'], `content type of ${href}`).toMatch(
          /^application\/pdf/,
        );
        expect((await res.body()).subarray(0, 5).toString('latin1'), `${href} is a PDF file`).toBe(
          '%PDF-',
        );
      }
      // Every cover image loads.
      for (const img of await main(page).locator('img').all()) {
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
          .toBe(true);
      }
    },
  },
  {
    name: 'activities',
    path: '/activities',
    title: /Activities/,
    h1: /Activities/,
    check: async (page) => {
      await expectTexts(page, [
        'Hifz and Nazra Classes',
        'Tafseer Quran',
        'Dars-e-Quran',
        'Consulting Service',
        'Youth Mentoring Program',
        /25 minutes/i,
        /20 minutes/i,
        /WhatsApp/i,
      ]);
    },
  },
  {
    name: 'blog',
    path: '/blog',
    title: /Blog/,
    h1: 'Our Blogs',
    check: async (page) => {
      const posts = main(page).locator('article');
      await expect(posts).toHaveCount(3);
      for (const post of await posts.all()) {
        await expect(post.getByRole('heading')).toHaveText(/\S/);
        await expect(post).toContainText('By Admin');
      }
    },
  },
  {
    name: 'about',
    path: '/about',
    title: /About/,
    h1: /About/,
    check: async (page) => {
      await expect(main(page).locator('img').first()).toBeVisible();
    },
  },
  {
    name: 'services',
    path: '/services',
    title: /Services/,
    h1: /Services/,
    check: async (page) => {
      for (const slug of ['helpingpoor', 'mosquedev', 'funeral', 'quranclasses']) {
        await expect(
          main(page).locator(`a[href="/services-detail-${slug}"]`).first(),
        ).toBeVisible();
      }
      await expect(main(page).getByRole('heading', { name: /Five Pillars/i })).toBeVisible();
      await expectTexts(page, [/Shahad/i, /Sal(ah|at)/i, /Zakat/i, /Sawm|Fasting/i, /Hajj/i]);
    },
  },
  {
    name: 'services-funeral',
    path: '/services-detail-funeral',
    title: /Funeral/i,
    h1: /Funeral/i,
    check: (page) => expectTexts(page, [/transport/i, /ghusl|ghusal/i, /kafan/i, /janaza/i]),
  },
  {
    name: 'services-quranclasses',
    path: '/services-detail-quranclasses',
    title: /Quran/i,
    h1: /Quran/i,
    check: (page) => expectTexts(page, [/spiritual development/i, /knowledge/i, /character/i]),
  },
  {
    name: 'services-helpingpoor',
    path: '/services-detail-helpingpoor',
    title: /Poor|Helping/i,
    h1: /Poor|Helping/i,
    check: (page) =>
      expectTexts(page, ['Sasti Roti', 'Food Bank', 'Medical Assistance', /Shelter and Clothing/i]),
  },
  {
    name: 'services-mosquedev',
    path: '/services-detail-mosquedev',
    title: /Mosque Development|Development/i,
    h1: /Development/i,
    check: (page) =>
      expectTexts(page, [/financial contribution/i, /volunteer/i, /professional services/i]),
  },
  {
    name: 'contact',
    path: '/contact',
    title: /Contact/,
    h1: /Contact/,
    check: async (page) => {
      await expectTexts(page, [site.whatsapp.display, site.email, /Karachi/]);
      await expect(
        main(page)
          .getByText(/Defence Housing Authority|DHA/)
          .first(),
      ).toBeVisible();
      await expect(
        main(page).locator(`a[href^="https://wa.me/${site.whatsapp.digits}"]`).first(),
      ).toBeVisible();
      await expect(main(page).locator(`a[href="mailto:${site.email}"]`).first()).toBeVisible();
      await expect(main(page).locator(`a[href="${site.social.url}"]`).first()).toBeVisible();
      // The map comes from the seeded site details' position.
      const map = main(page).locator(`iframe[src="${mapEmbedUrl(demoSiteDetails.location)}"]`);
      await expect(map).toHaveCount(1);
      await expect(map).toHaveAttribute('title', /\S/);
      const form = main(page).locator(`iframe[src="${site.contactFormUrl}"]`);
      await expect(form).toHaveCount(1);
      await expect(form).toHaveAttribute('title', /\S/);
    },
  },
  {
    name: 'iftar-o-clock',
    path: '/iftar-o-clock-2.0',
    title: /Eid|Iftar/i,
    h1: /Eid|Iftar/i,
    check: async (page) => {
      await expectTexts(page, [
        /20 April 2025/,
        /Sunday/,
        /DHA Phase 8|Phase 8/,
        /6\s*(-|–|to)\s*14/,
        /Maghrib/,
        /Rs\.? ?1,?000/,
        /Defence/,
        /Clifton/,
      ]);
      // Registration through an external form, open until the day (20 April 2025 in Karachi).
      await expect(
        main(page)
          .getByText(/Registration form/i)
          .first(),
      ).toBeVisible();
      const register = main(page).getByRole('link', { name: /Regist/i });
      if (Date.now() < Date.parse('2025-04-20T16:00:00+05:00')) {
        await expect(register.first()).toHaveAttribute('href', /^https:\/\//);
        await expect(register.first()).toHaveAttribute('target', '_blank');
      } else {
        await expect(register).toHaveCount(0);
        await expect(main(page).getByText(/Registration is closed/i)).toBeVisible();
      }
    },
  },
  { name: 'courses', path: '/courses', title: /Courses/, h1: /Courses/ },
  { name: 'noor-after-ramadan', path: '/noor-after-ramadan', title: /Noor/i, h1: /Noor/i },
  {
    name: 'home-page-events',
    path: '/home-page-events',
    title: pageTitle('Upcoming Events'),
    h1: 'Upcoming Events',
    check: async (page) => {
      const upcoming = (await storedEvents()).filter((e) => e.isUpcoming);
      await expect(main(page).locator('article')).toHaveCount(upcoming.length);
      await expect(main(page).locator('article .badge')).toHaveText(upcoming.map(() => 'Upcoming'));
    },
  },
  {
    name: 'login',
    path: '/login',
    title: pageTitle('Login'),
    h1: 'Login',
    check: async (page) => {
      await expect(main(page).locator('input[type="email"]')).toBeVisible();
      await expect(main(page).locator('input[type="password"]')).toBeVisible();
      await expect(main(page).getByRole('button', { name: /Log ?in|Sign in/i })).toBeVisible();
    },
  },
  {
    name: 'hifz-login',
    path: '/hifz-login',
    title: pageTitle('Hifz Login'),
    h1: 'Hifz Login',
    check: async (page) => {
      await expect(main(page).locator('input[type="email"][required]')).toBeVisible();
      await expect(main(page).locator('input[type="password"][required]')).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Login' })).toBeVisible();
      await expectTexts(page, ['* Contact the organization for login details']);
    },
  },
  {
    name: 'not-found',
    path: '/no-such-page-here',
    title: pageTitle('Page not found'),
    h1: 'Page not found',
    check: async (page) => {
      await expect(main(page).getByRole('link', { name: /home page/i })).toHaveAttribute(
        'href',
        '/',
      );
    },
  },
];

const resolve = async <T>(value: T | (() => Promise<T>)): Promise<T> =>
  typeof value === 'function' ? (value as () => Promise<T>)() : value;

for (const route of ROUTES) {
  const label = typeof route.path === 'string' ? route.path : `/${route.name}`;
  test(`${label}: content, header and footer, title, accessibility`, async ({ page }, testInfo) => {
    const path = await resolve(route.path);
    await open(page, path, route.status);
    try {
      if (route.h1 !== undefined) {
        await expect(
          page.getByRole('heading', { level: 1, name: await resolve(route.h1) }),
        ).toBeVisible();
      }
      await route.check?.(page, testInfo);
      await expectFrame(page, { footer: route.footer ?? true });
      await expect(page).toHaveTitle(await resolve(route.title));
      await expectNoSeriousA11yViolations(page, testInfo);
    } finally {
      // The picture of every route and width, whether its checks passed or not.
      await saveScreen(page, testInfo, route.name).catch(() => undefined);
    }
  });
}
