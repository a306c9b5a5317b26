/**
 * Which page buttons to show under a listing of 12 a page: the first and last page, the current
 * page and its neighbours (+/-1), with an ellipsis for each gap. A gap of a single page shows that
 * page instead of an ellipsis, which takes the same room.
 */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export function paginationItems(current: number, pages: number): PageItem[] {
  if (pages <= 1) return [1];
  const page = Math.min(Math.max(current, 1), pages);
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) items.push(previous + 1);
    else if (p - previous > 2) items.push(previous === 1 ? 'ellipsis-start' : 'ellipsis-end');
    items.push(p);
    previous = p;
  }
  return items;
}
