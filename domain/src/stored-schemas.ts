/**
 * The schemas of a stored document kind, made once from its fields and its checks across fields,
 * so that each collection does not spell out the same three.
 */
import * as z from 'zod/mini';

/**
 * From a collection's stored fields (`shape`) and its checks across fields (`checks`, run after
 * the fields): `data`, a stored document as read (unknown keys dropped); `doc`, a document as a
 * client may write it (unknown keys refused, as the rules refuse them); `withId`, the document as
 * the API answers it (the stored fields and its id, the checks left to the writer).
 */
export function storedSchemas<Shape extends z.core.$ZodLooseShape>(
  shape: Shape,
  checks: readonly z.core.$ZodCheck<z.output<z.ZodMiniObject<Shape>>>[],
) {
  return {
    data: z.object(shape).check(...checks),
    doc: z.strictObject(shape).check(...checks),
    withId: z.extend(z.object(shape), { id: z.string() }),
  };
}
