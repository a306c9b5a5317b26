/**
 * The event a served reading page's own script sends when the app is needed
 * (start-when-needed.ts); index.html's loader starts the app on it, and writes the name again.
 */
export const START_APP_EVENT = 'app:start';
