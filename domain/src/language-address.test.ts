import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, withoutLanguage } from './language-address.ts';

describe('language of an address', () => {
  it('is Urdu for /ur and below only', () => {
    expect(languageOfPath('/ur')).toBe('ur');
    expect(languageOfPath('/ur/')).toBe('ur');
    expect(languageOfPath('/ur/events/abc')).toBe('ur');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/urdu-classes')).toBe('en');
    expect(languageOfPath('/events')).toBe('en');
  });

  it('strips the prefix, /ur becoming the home page', () => {
    expect(withoutLanguage('/ur')).toBe('/');
    expect(withoutLanguage('/ur/')).toBe('/');
    expect(withoutLanguage('/ur/bayan/x1')).toBe('/bayan/x1');
    expect(withoutLanguage('/urdu-classes')).toBe('/urdu-classes');
  });
});

describe('the same page in the other language', () => {
  it('adds and removes /ur, keeping the rest of the path, the query and the fragment', () => {
    expect(pathInLanguage('/', 'ur')).toBe('/ur');
    expect(pathInLanguage('/events/abc', 'ur')).toBe('/ur/events/abc');
    expect(pathInLanguage('/fridaybayan?page=3', 'ur')).toBe('/ur/fridaybayan?page=3');
    expect(pathInLanguage('/?x=1#jamat', 'ur')).toBe('/ur?x=1#jamat');
    expect(pathInLanguage('/ur/fridaybayan?page=3', 'en')).toBe('/fridaybayan?page=3');
    expect(pathInLanguage('/ur', 'en')).toBe('/');
    expect(pathInLanguage('/ur?x=1', 'en')).toBe('/?x=1');
  });

  it('is idempotent: a path already in the language is unchanged', () => {
    expect(pathInLanguage('/ur/events', 'ur')).toBe('/ur/events');
    expect(pathInLanguage('/events', 'en')).toBe('/events');
    expect(pathInLanguage('/urdu-classes', 'ur')).toBe('/ur/urdu-classes');
  });
});
