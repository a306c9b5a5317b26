/**
 * A route's `handle` saying when its page opens without Firebase: `opensWithout(search)`, given
 * the address's query. The signed-in areas' layout (SignedInLayout.tsx) then renders the page
 * without reactfire's providers, and the page loads no Firebase SDK: a parent's link reads the
 * child's progress through the REST API only.
 */
export class FirebaseFreeWhen {
  constructor(readonly opensWithout: (search: string) => boolean) {}
}
