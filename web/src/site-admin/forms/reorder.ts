/**
 * Moving an item of an ordered admin list (pages and lists, books, slides): the list is
 * renumbered in its new order and every item whose number changes is written in one batch, so
 * the list is never half-moved and equal or missing numbers from older writes are straightened.
 */
import { doc, writeBatch } from 'firebase/firestore';
import { firestore } from '../../common/firebase/firebase.ts';
import { savedToSite } from '../../common/data/saved-to-site.ts';

/**
 * Moves `items[index]` by `delta` places (-1 up, +1 down) in the collection `name` and numbers
 * the list `first`, `first + step`, … (0, 1, 2… by default).
 */
export async function moveInOrder(
  name: string,
  items: readonly { id: string; order: number }[],
  index: number,
  delta: -1 | 1,
  { first = 0, step = 1 }: { first?: number; step?: number } = {},
): Promise<void> {
  const target = index + delta;
  if (target < 0 || target >= items.length) return;
  const moved = [...items];
  const [item] = moved.splice(index, 1);
  if (!item) return;
  moved.splice(target, 0, item);
  const db = await firestore();
  const batch = writeBatch(db);
  moved.forEach((entry, i) => {
    const order = first + i * step;
    if (entry.order !== order) batch.update(doc(db, name, entry.id), { order });
  });
  await savedToSite(batch.commit());
}
