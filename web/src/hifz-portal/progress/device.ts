/**
 * This device's id (a random UUID kept in localStorage), carried by the hifz saves so that the
 * functions can tell a save replacing another device's unseen change from a device's own
 * successive saves (decision 0044).
 */
const KEY = 'hifz-device';

export function deviceId(): string {
  const stored = localStorage.getItem(KEY);
  if (stored && /^[A-Za-z0-9_-]{1,64}$/.test(stored)) return stored;
  const id = crypto.randomUUID();
  localStorage.setItem(KEY, id);
  return id;
}
