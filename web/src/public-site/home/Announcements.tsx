import { useEffect, useState } from 'react';
import { ExternalLink } from '../../common/ui/ExternalLink.tsx';
import { TitledSection } from '../../common/ui/TitledSection.tsx';
import { useTranslation } from 'react-i18next';
import {
  currentAnnouncements,
  msUntilNextKarachiDay,
  type Announcement,
} from '@masjid/domain/announcements';
import { useAnnouncements } from '../../common/site-content/announcements-data.ts';
import './announcements.css';

/** The notice's text in the interface language when it has one, else in the other. */
function noticeText(a: Announcement, language: string): { text: string; lang: 'en' | 'ur' } {
  const en = a.text?.trim();
  const ur = a.textUrdu?.trim();
  if ((language === 'ur' && ur) || !en) return { text: ur ?? '', lang: 'ur' };
  return { text: en, lang: 'en' };
}

/** The current instant, renewed at each Karachi midnight so notices come and go on their days. */
function useKarachiDayClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setTimeout(() => setNow(new Date()), msUntilNextKarachiDay(now) + 1000);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}

/**
 * The home page's current announcements (first to last day, Karachi), kept current while the
 * page is open; nothing at all when none is current. It sits below the slideshow, so a notice
 * that arrives after the first paint moves nothing a phone shows at first.
 */
export function Announcements() {
  const { t, i18n } = useTranslation('public');
  const state = useAnnouncements();
  const now = useKarachiDayClock();
  if (state.status !== 'ready') return null;
  const current = currentAnnouncements(state.data, now);
  if (current.length === 0) return null;
  return (
    <TitledSection
      id="announcements-title"
      className="section announcements"
      inner="container"
      titleClass="visually-hidden"
      title={t('announcements.title')}
    >
      <ul className="announcement-list" role="list">
        {current.map((a) => {
          const notice = noticeText(a, i18n.language);
          return (
            <li key={a.id} className="announcement" data-announcement-id={a.id}>
              <span className="announcement-mark" aria-hidden="true">
                📢
              </span>
              <p lang={notice.lang} dir={notice.lang === 'ur' ? 'rtl' : 'ltr'}>
                {notice.text}
              </p>
              {a.link ? (
                <ExternalLink className="announcement-link" href={a.link}>
                  {t('announcements.more')}
                </ExternalLink>
              ) : null}
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
