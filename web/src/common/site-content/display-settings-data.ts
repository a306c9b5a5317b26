/**
 * The hall screen's settings (`site/display`: the night mode): `GET /api/display-settings`, then
 * a Firestore listener, so a change the site admin saves reaches an open screen within seconds.
 * The last settings read are kept on the device for a screen without network.
 */
import {
  DISPLAY_SETTINGS_DOC,
  displaySettingsFallback,
  displaySettingsSchema,
  type DisplaySettings,
} from '@masjid/domain/display-settings';
import { storedConverter } from '../firebase/stored-converter.ts';
import { apiRead, useLive, type LiveSource } from '../data/live-query.ts';
import { rememberOnDevice } from '../data/remember.ts';

/** Stored settings, parsed with the shared schema. */
export const displaySettingsConverter = storedConverter(displaySettingsSchema);

const displaySettingsSource: LiveSource<DisplaySettings> = {
  key: ['displaySettings'],
  remember: rememberOnDevice(displaySettingsSchema),
  ...apiRead('/display-settings', displaySettingsSchema),
  listen: async (db, next, fail) => {
    const { doc, onSnapshot } = await import('firebase/firestore');
    return onSnapshot(
      doc(db, DISPLAY_SETTINGS_DOC.collection, DISPLAY_SETTINGS_DOC.id).withConverter(
        displaySettingsConverter,
      ),
      (snap) => {
        if (!snap.exists())
          return next(snap.metadata.fromCache ? undefined : displaySettingsFallback);
        try {
          const { id: _id, ...settings } = snap.data();
          next(settings);
        } catch (error) {
          // A malformed document (edited by hand in the console): keep what is shown.
          console.warn(error);
          next(undefined);
        }
      },
      fail,
    );
  },
};

/** The hall screen's settings, kept current; none (no night mode) until read. */
export function useDisplaySettings(): DisplaySettings {
  const state = useLive(displaySettingsSource);
  return state.status === 'ready' ? state.data : displaySettingsFallback;
}
