import { describe, expect, it } from 'vitest';
import { isAssetList } from './offline-copy.ts';

const build = '3f9a0c1d2e4b5a67';

describe('isAssetList', () => {
  it('takes the build’s id and its script and style paths', () => {
    expect(isAssetList({ build, files: ['/assets/index-AbC_1.js', '/assets/app-x.css'] })).toBe(
      true,
    );
    expect(isAssetList({ build, files: [] })).toBe(true);
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
  ])('refuses files that are %s', (_name, files) => {
    expect(isAssetList({ build, files })).toBe(false);
  });

  it('refuses a list without a build id, or with an odd one', () => {
    expect(isAssetList(['/assets/x.js'])).toBe(false);
    expect(isAssetList({ files: ['/assets/x.js'] })).toBe(false);
    expect(isAssetList({ build: 'a b', files: [] })).toBe(false);
    expect(isAssetList({ build: 'x'.repeat(65), files: [] })).toBe(false);
    expect(isAssetList(null)).toBe(false);
  });
});
