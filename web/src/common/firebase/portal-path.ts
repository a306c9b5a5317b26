/**
 * Addresses of the hifz portal. There Firestore keeps a persistent cache (teachers record days
 * offline) and the service worker registers at once (the portal must open offline).
 */
export const PORTAL_PATH = /^\/(dashboard-|students\/|student-profile|hifz-login)/;
