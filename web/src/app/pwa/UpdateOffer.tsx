import { useTranslation } from 'react-i18next';
import {
  applyUpdate,
  dismissUpdate,
  useUpdateOffer,
} from '../../common/pwa/service-worker-updates.ts';
import './pwa.css';

/**
 * The reload offer: a small bar at the bottom of every page when a new version of the
 * site has been deployed and installed; 'Reload' switches to it, 'Later' hides the bar.
 */
export function UpdateOffer() {
  const { t } = useTranslation();
  const ready = useUpdateOffer();
  if (!ready) return null;
  return (
    <div className="update-offer" role="status">
      <p>{t('pwa.updateReady')}</p>
      <div className="update-offer-actions">
        <button type="button" className="update-offer-reload" onClick={applyUpdate}>
          {t('pwa.reload')}
        </button>
        <button type="button" className="update-offer-later" onClick={dismissUpdate}>
          {t('pwa.later')}
        </button>
      </div>
    </div>
  );
}
