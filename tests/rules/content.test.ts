/**
 * Security rules of the mosque's text content (`contentEntries`): everyone reads it (a visitor,
 * and so a parent opening a deep link, who is not signed in); only the site admin writes it, and
 * only entries the shared schema accepts (the full table is in
 * tests/security/rules-zod-parity.test.ts). Signed-in hifz accounts (owner, qaris, students) and
 * an account without roles may read but never write.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { CONTENT_COLLECTION } from '@masjid/domain/content';
import { EVERYONE, describeAccessMatrix, useRulesHarness } from './roles.ts';

const POST = {
  kind: 'blog',
  slug: 'rules-post',
  order: 10,
  title: { en: 'Rules post', ur: 'قواعد کی تحریر' },
  summary: { en: 'Written by the rules tests.' },
  date: '2026-11-20',
  image: { src: '/images/blog/good-neighbour.webp', alt: { en: 'Four figures' } },
};
const PAGE = {
  kind: 'page',
  slug: 'eid-gathering',
  order: 10,
  title: { en: 'Eid Gathering' },
  details: { en: 'Date: Sunday' },
  link: { url: 'https://forms.gle/x', label: { en: 'Registration form' } },
  linkUntil: '2026-04-20',
};

describeAccessMatrix('content entries', [
  {
    doc: `${CONTENT_COLLECTION}/rules-post`,
    existing: POST,
    write: { ...POST, order: 20, title: { en: 'Renamed post' } },
    allow: {
      get: EVERYONE,
      list: EVERYONE,
      create: ['siteAdmin'],
      update: ['siteAdmin'],
      delete: ['siteAdmin'],
    },
  },
  {
    doc: `${CONTENT_COLLECTION}/rules-page`,
    existing: PAGE,
    write: { ...PAGE, linkUntil: '2026-04-21' },
    allow: {
      get: EVERYONE,
      list: EVERYONE,
      create: ['siteAdmin'],
      update: ['siteAdmin'],
      delete: ['siteAdmin'],
    },
  },
]);

describe('the rules check what the site admin writes to content entries', () => {
  const harness = useRulesHarness();
  const path = `${CONTENT_COLLECTION}/rules-checked`;

  it('refuses a partial update that breaks the entry, and keeps it as it was', async () => {
    await harness().admin.doc(path).set(POST);
    const admin = harness().clients.siteAdmin.doc(path);
    await assertFails(admin.update({ order: -1 }));
    await assertFails(admin.update({ title: { en: '' } }));
    await assertFails(admin.update({ kind: 'video' }));
    await assertFails(admin.update({ 'image.src': '//evil.example/x.png' }));
    expect((await harness().admin.doc(path).get()).data()).toEqual(POST);
    await assertSucceeds(admin.update({ order: 30 }));
  });

  it('refuses a document over the size bounds', async () => {
    await harness().admin.doc(path).delete();
    await assertFails(
      harness()
        .clients.siteAdmin.doc(path)
        .set({ ...POST, body: { en: 'x'.repeat(10_001), ur: 'y'.repeat(10_000) } }),
    );
    expect((await harness().admin.doc(path).get()).exists).toBe(false);
  });
});
