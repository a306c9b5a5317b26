import { useTranslation } from 'react-i18next';
import { pick } from '@masjid/domain/site-details';
import { useSiteDetails } from '../../common/site-content/site-details-data.ts';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { JamatTimingBlock } from '../prayer-times/JamatTimingBlock.tsx';
import { UpcomingEvents } from '../events/UpcomingEvents.tsx';
import { Slideshow } from './Slideshow.tsx';
import { QuranPlayer } from './QuranPlayer.tsx';
import { ExploreTiles } from './ExploreTiles.tsx';
import { HighlightsVideo } from './HighlightsVideo.tsx';
import { Announcements } from './Announcements.tsx';
import { HomeEid } from './HomeEid.tsx';
import { JanazaNotices } from '../janaza/JanazaNotices.tsx';
import { NotificationsControl } from '../notifications/NotificationsControl.tsx';

/**
 * `/`, below the prayer-time strip and the header: any current janaza notice, Jamat Timing (with
 * 'Get notifications' in its card, where a visitor looks, issue 39 §4; and the Jumu'ah jamats),
 * the coming Eid's jamats from a week before (HomeEid), the slideshow, the current
 * announcements, upcoming events, the Quran player, the three tiles and the highlights video.
 */
export function HomePage() {
  const { i18n } = useTranslation();
  const details = useSiteDetails();
  usePageTitle();
  const name = pick(details.name, i18n.language);
  return (
    <>
      <h1 className="visually-hidden" lang={name.lang}>
        {name.text}
      </h1>
      <JanazaNotices />
      <JamatTimingBlock>
        <NotificationsControl />
      </JamatTimingBlock>
      <HomeEid />
      <Slideshow />
      <Announcements />
      <UpcomingEvents />
      <QuranPlayer />
      <ExploreTiles />
      <HighlightsVideo />
    </>
  );
}
