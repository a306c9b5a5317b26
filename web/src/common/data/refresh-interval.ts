/**
 * How often a reader's page asks the API again while in view (milliseconds): with the API's CDN
 * keeping answers 60 s, a saved change shows within about two minutes (docs/decisions/0007,
 * "Public data stays current"). Kept apart from live-query.ts so that a served page's own script
 * (app/reader-start/) can start the app when the first refresh is due without loading the data
 * layer.
 */
export const LIVE_REFRESH_MS = 60_000;

/**
 * The refresh interval in force (ms): LIVE_REFRESH_MS, or in an emulator build only the one the
 * end-to-end tests set in localStorage `live:refresh-ms`, so that they see a saved change through
 * this same path within their wait instead of a minute later.
 */
export function liveRefreshMs(): number {
  if (!__USE_EMULATORS__) return LIVE_REFRESH_MS;
  try {
    return Number(localStorage.getItem('live:refresh-ms')) || LIVE_REFRESH_MS;
  } catch {
    return LIVE_REFRESH_MS;
  }
}
