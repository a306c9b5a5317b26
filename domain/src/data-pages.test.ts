import { describe, expect, it } from 'vitest';
import { dataPageAt } from './data-pages.ts';
import { pageDataKeys } from './page-data-keys.ts';

describe('dataPageAt', () => {
  it('names the data pages in both languages', () => {
    expect(dataPageAt('/events')).toEqual({ lang: 'en', kind: 'events' });
    expect(dataPageAt('/ur/events/')).toEqual({ lang: 'ur', kind: 'events' });
    expect(dataPageAt('/fridaybayan', new URLSearchParams('page=3'))).toEqual({
      lang: 'en',
      kind: 'recordings',
      category: 'friday',
      page: 3,
    });
    expect(dataPageAt('/ur/sundaybayan')).toMatchObject({ category: 'morningdars', page: 1 });
    expect(dataPageAt('/bayan/demo-friday-01')).toEqual({
      lang: 'en',
      kind: 'bayan',
      id: 'demo-friday-01',
      wellFormed: true,
    });
  });

  it("names a sanad's verify page by its code, in both languages", () => {
    expect(dataPageAt('/verify/AbC_12-xyzAbC_12-xyz0000')).toEqual({
      lang: 'en',
      kind: 'verify',
      code: 'AbC_12-xyzAbC_12-xyz0000',
    });
    expect(dataPageAt('/ur/verify/%3Cx%3E/')).toEqual({ lang: 'ur', kind: 'verify', code: '<x>' });
    expect(dataPageAt('/verify')).toBeUndefined();
    expect(dataPageAt('/verify/a/b')).toBeUndefined();
  });

  it('names the home page in both languages', () => {
    for (const path of ['/', '/ur', '/ur/'])
      expect(dataPageAt(path), path).toMatchObject({ kind: 'home' });
    expect(dataPageAt('/ur')).toEqual({ lang: 'ur', kind: 'home' });
    expect(dataPageAt('/')).toEqual({ lang: 'en', kind: 'home' });
  });

  it('reads a page number as the app does: anything malformed is page 1', () => {
    for (const query of ['', 'page=', 'page=abc', 'page=0', 'page=-2', 'page=1.5'])
      expect(dataPageAt('/fridaybayan', new URLSearchParams(query))).toMatchObject({ page: 1 });
    expect(dataPageAt('/fridaybayan')).toMatchObject({ page: 1 });
    expect(dataPageAt('/fridaybayan', new URLSearchParams('page=1001'))).toMatchObject({
      page: 1001,
    });
  });

  it("names a parent's link with its token, and the student's own dashboard without one", () => {
    expect(dataPageAt('/dashboard-student', new URLSearchParams('token=abc_DEF-123'))).toEqual({
      lang: 'en',
      kind: 'parentLink',
      token: 'abc_DEF-123',
    });
    expect(dataPageAt('/ur/dashboard-student', new URLSearchParams('token=x'))).toMatchObject({
      lang: 'ur',
      token: 'x',
    });
    expect(dataPageAt('/dashboard-student')).toEqual({
      lang: 'en',
      kind: 'parentLink',
      token: undefined,
    });
  });

  it('decodes a bayan id as the router does and marks ids that cannot name a recording', () => {
    expect(dataPageAt('/bayan/bad%20id')).toMatchObject({ id: 'bad id', wellFormed: false });
    expect(dataPageAt('/bayan/%E0%A4%A')).toMatchObject({ id: '%E0%A4%A', wellFormed: false });
  });

  it('names an event page, /events/{id}, in both languages', () => {
    expect(dataPageAt('/events/demo-event-1')).toEqual({
      lang: 'en',
      kind: 'event',
      id: 'demo-event-1',
      wellFormed: true,
    });
    expect(dataPageAt('/ur/events/bad%20id')).toMatchObject({
      lang: 'ur',
      kind: 'event',
      wellFormed: false,
    });
    expect(dataPageAt('/events/a/b')).toBeUndefined();
  });

  it('leaves every other address alone', () => {
    for (const path of [
      '/bayan',
      '/bayan/a/b',
      '/hazrat',
      '/urevents',
      '/dashboard-student/report',
      '/dashboard-qari',
    ])
      expect(dataPageAt(path), path).toBeUndefined();
  });

  it('names the values of the data block', () => {
    expect(pageDataKeys.recordingsPage('friday', 2)).toBe('recordings:friday:page:2');
    expect(pageDataKeys.recording('x')).toBe('recording:x');
    expect(pageDataKeys.api('/janaza')).toBe('api:/janaza');
  });
});
