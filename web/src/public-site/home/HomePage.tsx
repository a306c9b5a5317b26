import { useTranslation } from 'react-i18next';
import { site } from '@masjid/domain/site';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { JamatTimingBlock } from '../prayer-times/JamatTimingBlock.tsx';
import { UpcomingEvents } from '../events/UpcomingEvents.tsx';
import { Slideshow } from './Slideshow.tsx';
import { QuranPlayer } from './QuranPlayer.tsx';
import { ExploreTiles } from './ExploreTiles.tsx';
import { HighlightsVideo } from './HighlightsVideo.tsx';

/**
 * `/`, below the prayer-time strip and the header: Jamat Timing, the slideshow,
 * upcoming events, the Quran player, the three tiles and the highlights video.
 */
export function HomePage() {
  const { i18n } = useTranslation();
  usePageTitle();
  return (
    <>
      <h1 className="visually-hidden">{i18n.language === 'ur' ? site.nameUrdu : site.name}</h1>
      <JamatTimingBlock />
      <Slideshow />
      <UpcomingEvents />
      <QuranPlayer />
      <ExploreTiles />
      <HighlightsVideo />
    </>
  );
}
