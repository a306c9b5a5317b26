import { useTranslation } from 'react-i18next';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { EidJamatsOf, useComingEid } from './EidJamatsOf.tsx';
import { SharePicture } from '../share-picture/SharePicture.tsx';

/**
 * `/eid` and `/ur/eid` (issue 42 §1, decision 0049): the coming Eid (al-Fitr or al-Adha, from the
 * Hijri calendar with the moon-sighting decisions), its day "expected" until the month's decision
 * is recorded, and its jamats when the site admin has published them (`eidJamats/{year}-{eid}`):
 * time, place, bayan language, imam and note (typed text with its lang/dir), and the picture of
 * them to share (SharePicture, decision 0051).
 */
export function EidPage() {
  const { t } = useTranslation('public');
  const { eid, id, doc, loading } = useComingEid(karachiIsoToday());
  return (
    <>
      <PageBanner title={t('eid.title')} lead={t('eid.lead')} />
      <section className="section eid-page" data-eid={id}>
        <div className="container">
          <EidJamatsOf eid={eid} doc={doc} loading={loading} Heading="h2" />
          {doc ? <SharePicture kind="eid" /> : null}
        </div>
      </section>
    </>
  );
}
