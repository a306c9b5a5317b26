/**
 * What the app logs (console.warn) when hydrating a page's HTML failed and React rendered the page
 * again on the device (start-app.tsx): the end-to-end tests fail on it.
 */
export const HYDRATION_FELL_BACK = 'The page was rendered again on the device: its HTML differs.';
