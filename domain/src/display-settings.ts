/**
 * The hall screen's settings, edited by the site admin: one document `site/display`. For now the
 * night mode (issue 42 §4): between `nightFrom` and `nightUntil` (Karachi wall-clock `HH:MM`, the
 * window may cross midnight) the screen dims, but only in the night proper, after the day's Isha
 * begins and before Fajr begins, whatever the times typed. Neither time set: no night mode.
 */
import * as z from 'zod/mini';
import { jamatTimeSchema } from './jamat.ts';
import type { DayTimes } from './prayer-times.ts';
import { karachiIsoToday } from './karachi-calendar.ts';
import { problemParams } from './field-problems.ts';
import { karachiWallTime } from './jamat-instants.ts';

/**
 * The mosque's hall screens an announcement may be shown on (issue 42 §4): the main prayer hall,
 * the women's section and the entrance. A device says which one it is (docs/hall-screen.md).
 */
export const HALL_SCREENS = ['mainHall', 'womensSection', 'entrance'] as const;
export type HallScreen = (typeof HALL_SCREENS)[number];

/** Where the settings live. */
export const DISPLAY_SETTINGS_DOC = { collection: 'site', id: 'display' } as const;

export const displaySettingsShape = {
  /** When the screen dims (after Isha), `HH:MM` in Karachi. */
  nightFrom: z.optional(jamatTimeSchema),
  /** When it brightens again (before Fajr), `HH:MM` in Karachi. */
  nightUntil: z.optional(jamatTimeSchema),
};

/** Both night times or neither, and not the same time (the rules check the same). */
const nightPair = z.refine<{ nightFrom?: string; nightUntil?: string }>(
  (value) =>
    (value.nightFrom === undefined) === (value.nightUntil === undefined) &&
    (value.nightFrom === undefined || value.nightFrom !== value.nightUntil),
  {
    message: 'Set both night times, different from each other, or neither',
    path: ['nightUntil'],
    params: problemParams('night-times-pair'),
  },
);

export const displaySettingsSchema = z.object(displaySettingsShape).check(nightPair);
/** The document as a client may write it: the rules refuse unknown keys too. */
export const displaySettingsDocSchema = z.strictObject(displaySettingsShape).check(nightPair);
export type DisplaySettings = z.infer<typeof displaySettingsSchema>;

/** No settings stored: no night mode. */
export const displaySettingsFallback: DisplaySettings = {};

/**
 * Whether the screen is dimmed at `now` (epoch ms): inside the admin's night window (from
 * `nightFrom` up to, not including, `nightUntil`, across midnight when `nightFrom` is later) and
 * in the night of the Karachi day's computed times `today` (at or after Isha begins, or before
 * Fajr begins), so a window typed too wide never dims the screen for Fajr or Isha.
 */
export function isNight(
  settings: DisplaySettings,
  today: Pick<DayTimes, 'fajr' | 'isha'>,
  now: number,
): boolean {
  const { nightFrom, nightUntil } = settings;
  if (!nightFrom || !nightUntil) return false;
  const day = karachiIsoToday(new Date(now));
  const from = karachiWallTime(day, nightFrom).getTime();
  const until = karachiWallTime(day, nightUntil).getTime();
  const inWindow = from < until ? now >= from && now < until : now >= from || now < until;
  return inWindow && (now >= today.isha.getTime() || now < today.fajr.getTime());
}
