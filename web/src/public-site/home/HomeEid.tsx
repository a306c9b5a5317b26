import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isEidShownOn } from '@masjid/domain/eid';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { useRendersToday } from '../../common/page-data.ts';
import { EidJamatsOf, useComingEid } from '../eid/EidJamatsOf.tsx';

/**
 * Home's Eid section (issue 42 §1): from a week before the coming Eid to its day
 * (`isEidShownOn`), its name, its day ("expected" until the moon-sighting decision) and its
 * published jamats, with a link to `/eid`. Read like the rest of home: the API's answer served in
 * the page, no Firebase SDK. Nothing in HTML prerendered at build time (its day is not today).
 */
export function HomeEid() {
  const rendersToday = useRendersToday();
  return rendersToday ? <HomeEidToday today={karachiIsoToday()} /> : null;
}

function HomeEidToday({ today }: { today: string }) {
  const { t } = useTranslation('public');
  const coming = useComingEid(today);
  if (!isEidShownOn(today, coming.eid)) return null;
  return (
    <section className="section home-eid" aria-labelledby="home-eid-title" data-eid={coming.id}>
      <div className="container">
        <h2 id="home-eid-title">{t('eid.homeTitle')}</h2>
        <EidJamatsOf {...coming} Heading="h3" />
        <p>
          <Link to="/eid">{t('eid.homeLink')}</Link>
        </p>
      </div>
    </section>
  );
}
