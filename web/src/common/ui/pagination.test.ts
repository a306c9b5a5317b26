import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination.ts';

describe('paginationItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 0, [1]],
    [1, 3, [1, 2, 3]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, 'ellipsis-end', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 5, [1, 'ellipsis-start', 4, 5]],
    [5, 10, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [10, 10, [1, 'ellipsis-start', 9, 10]],
    [99, 10, [1, 'ellipsis-start', 9, 10]],
  ] as const)('page %i of %i shows %j', (current, pages, expected) => {
    expect(paginationItems(current, pages)).toEqual(expected);
  });
});
