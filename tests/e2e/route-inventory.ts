/**
 * The addresses the route table declares (web/src/app/route-inventory.ts), as the build wrote them
 * to web/dist/.route-inventory.json: the sweeps visit every one of them, so a page added to the
 * table is swept (and must be given its checks) without an edit to the list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';

const inventorySchema = z.object({
  routes: z.array(
    z.object({
      path: z.string(),
      area: z.enum(['public', 'site-admin', 'hifz-portal', 'signed-in']),
    }),
  ),
  servicePages: z.array(z.string()),
});

const FILE = join(process.cwd(), 'web', 'dist', '.route-inventory.json');

/** The route table's addresses and the services' pages (throws if the web build is missing). */
export const inventory = z.parse(inventorySchema, JSON.parse(readFileSync(FILE, 'utf8')));

/** The declared paths of `area`, in the table's order. */
export const pathsOf = (area: z.infer<typeof inventorySchema>['routes'][number]['area']) =>
  inventory.routes.filter((route) => route.area === area).map((route) => route.path);
