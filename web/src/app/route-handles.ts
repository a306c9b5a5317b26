/**
 * A route's `handle` saying when its page opens without Firebase: `opensWithout(search)`, given
 * the address's query. The signed-in areas' layout (SignedInLayout.tsx) then renders the page
 * without reactfire's providers, and the page loads no Firebase SDK: a parent's link reads the
 * child's progress through the REST API only.
 */
export class FirebaseFreeWhen {
  constructor(readonly opensWithout: (search: string) => boolean) {}
}

/**
 * A route's `handle` for a page drawn from the device's clock (the hall screen's clock, the
 * timetable's month and today's row): the app renders over its served HTML instead of hydrating
 * it, since a class or attribute that hydration found different would stay as the server wrote it.
 */
export class DrawnFromClock {}
