import { describe, expect, it } from 'vitest';
import { searchKey } from './search-text.ts';
import { matchesStudentSearch } from './hifz.ts';

/**
 * A name typed in Urdu is found however the qari types it: Arabic or Urdu keyboard letters
 * (ي/ی, ك/ک, ه/ہ/ھ, ة), with or without diacritics and tatweel, in any case for Latin letters.
 */
describe('searchKey', () => {
  it('makes the Arabic keyboard letters the Urdu ones', () => {
    expect(searchKey('علي')).toBe(searchKey('علی'));
    expect(searchKey('مصطفى')).toBe(searchKey('مصطفی'));
    expect(searchKey('كريم')).toBe(searchKey('کریم'));
    expect(searchKey('حمزه')).toBe(searchKey('حمزہ'));
    expect(searchKey('فاطمة')).toBe(searchKey('فاطمہ'));
    expect(searchKey('بهائی')).toBe(searchKey('بھائی'));
  });

  it('drops diacritics, tatweel and invisible marks, and folds case and spaces', () => {
    expect(searchKey('مُحَمَّد')).toBe(searchKey('محمد'));
    expect(searchKey('محـــمد')).toBe(searchKey('محمد'));
    expect(searchKey('\u2067محمد\u2069\u200c')).toBe(searchKey('محمد'));
    expect(searchKey('  AHMED   Raza ')).toBe('ahmed raza');
    expect(searchKey('Zoë')).toBe('zoe');
    expect(searchKey('۱۲')).toBe('12');
  });
});

describe('matchesStudentSearch in Urdu', () => {
  it('finds محمد علی حمزہ by علي, مُحَمَّد and حمزه, not by كريم', () => {
    const student = { id: 's1', name: 'محمد علی حمزہ', email: 'ali@demo.test' };
    const found = ['علي', 'مُحَمَّد', 'حمزه', 'كريم'].filter((q) => matchesStudentSearch(student, q));
    expect(found).toEqual(['علي', 'مُحَمَّد', 'حمزه']);
  });
});
