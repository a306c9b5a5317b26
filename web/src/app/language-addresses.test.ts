import { describe, expect, it } from 'vitest';
import { addressToOpen } from './language-addresses.ts';

describe('the address a freshly opened page is shown at', () => {
  it('sends a visitor who chose Urdu from an English public page to its Urdu twin', () => {
    expect(addressToOpen('/events/abc', 'en', false, 'ur')).toBe('/ur/events/abc');
    expect(addressToOpen('/', 'en', false, 'ur')).toBe('/ur');
  });

  it('leaves English pages alone for English, for no choice (crawlers, first visits)', () => {
    expect(addressToOpen('/events', 'en', false, 'en')).toBeUndefined();
    expect(addressToOpen('/events', 'en', false, undefined)).toBeUndefined();
  });

  it('never sends anyone away from an Urdu public page, whatever was chosen', () => {
    expect(addressToOpen('/ur/events', 'ur', false, 'en')).toBeUndefined();
    expect(addressToOpen('/ur/bayan/x', 'ur', false, undefined)).toBeUndefined();
  });

  it('gives signed-in pages their one address, with or without a choice', () => {
    expect(addressToOpen('/ur/login', 'ur', true, 'ur')).toBe('/login');
    expect(addressToOpen('/ur/dashboard-qari', 'ur', true, undefined)).toBe('/dashboard-qari');
    expect(addressToOpen('/dashboard-qari', 'en', true, 'ur')).toBeUndefined();
  });
});
