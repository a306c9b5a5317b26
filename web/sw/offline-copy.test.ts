import { describe, expect, it } from 'vitest';
import { isAssetList } from './offline-copy.ts';

describe('isAssetList', () => {
  it('takes the build’s list of script and style paths', () => {
    expect(isAssetList(['/assets/index-AbC_1.js', '/assets/app-x.css'])).toBe(true);
    expect(isAssetList([])).toBe(true);
  });

  it.each([
    ['another origin', ['https://evil.example/x.js']],
    ['a protocol-relative address', ['//evil.example/x.js']],
    ['a relative path', ['assets/x.js']],
    ['a file outside /assets/', ['/sw.js']],
    ['a page', ['/assets/../index.html']],
    ['a query', ['/assets/x.js?v=1']],
    ['a number', [1]],
    ['an object', { '/assets/x.js': true }],
    ['null', null],
  ])('refuses %s', (_name, list) => {
    expect(isAssetList(list)).toBe(false);
  });
});
