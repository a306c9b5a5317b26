/**
 * The site admin's copy of `site/display` (the hall screen's settings): read live through
 * reactfire, written under the rules (site admin only, checked as `displaySettingsDocSchema`).
 */
import { doc, setDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  DISPLAY_SETTINGS_DOC,
  displaySettingsDocSchema,
  displaySettingsFallback,
  type DisplaySettings,
} from '@masjid/domain/display-settings';
import { firestore } from '../../common/firebase/firebase.ts';
import { useLiveDoc, type Loaded } from '../../common/firebase/firestore-reads.ts';
import { displaySettingsConverter } from '../../common/site-content/display-settings-data.ts';
import { savedToSite } from '../../common/data/saved-to-site.ts';

/** The stored settings, kept current; none (no night mode) while none is stored. */
export function useDisplaySettingsLive(): Loaded<DisplaySettings> {
  const db = useFirestore();
  const state = useLiveDoc(
    doc(db, DISPLAY_SETTINGS_DOC.collection, DISPLAY_SETTINGS_DOC.id).withConverter(
      displaySettingsConverter,
    ),
  );
  if (state.status !== 'ready') return state;
  if (!state.data.data) return { status: 'ready', data: displaySettingsFallback };
  const { id: _id, ...settings } = state.data.data;
  return { status: 'ready', data: settings };
}

/** Replaces the settings; throws when the server refuses. */
export async function saveDisplaySettings(settings: DisplaySettings): Promise<void> {
  const db = await firestore();
  await savedToSite(
    setDoc(
      doc(db, DISPLAY_SETTINGS_DOC.collection, DISPLAY_SETTINGS_DOC.id),
      displaySettingsDocSchema.parse(settings),
    ),
  );
}
