/**
 * Lists read from outside (an API answer, a value remembered on the device) in which a malformed
 * item is left out rather than failing the whole list.
 */
import * as z from 'zod/mini';

/**
 * A schema of an array whose items are kept when `item` parses them (its output) and left out
 * otherwise; only a value that is not an array at all fails.
 */
export function validItemsSchema<T>(item: z.ZodMiniType<T>): z.ZodMiniType<T[], unknown> {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((items) =>
      items.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  );
}
