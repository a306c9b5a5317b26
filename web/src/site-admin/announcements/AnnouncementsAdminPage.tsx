import { useTranslation } from 'react-i18next';
import {
  announcementPhase,
  type Announcement,
  type AnnouncementPhase,
} from '@masjid/domain/announcements';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { ExternalLink } from '../../common/ui/ExternalLink.tsx';
import { LangParagraphs } from '../ui/LangParagraphs.tsx';
import { formatCalendarDay } from '../../common/time/karachi-time.ts';
import { AdminListPage } from '../ui/AdminListPage.tsx';
import { AdminListSection } from '../ui/AdminListSection.tsx';
import { useAdminList } from '../ui/use-admin-list.tsx';
import { AnnouncementForm, noticeName } from './AnnouncementForm.tsx';
import { announcementWrites, useAnnouncementsLive } from './announcements-admin-data.ts';

const PHASES: AnnouncementPhase[] = ['current', 'upcoming', 'past'];

/**
 * `/admin-announcements`: add or edit a notice with the form; the notices listed as current,
 * upcoming and past (Karachi days), each with Edit and Delete (after a confirmation that names
 * it); a notice for some hall screens only names them. The home page shows the current ones and
 * updates as soon as the server has a change.
 */
export function AnnouncementsAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const state = useAnnouncementsLive();
  const list = useAdminList<Announcement>({
    strings: 'announcements.admin',
    nameOf: noticeName,
    remove: announcementWrites.remove,
  });
  const today = karachiIsoToday();
  const day = (date: string) => formatCalendarDay(date, i18n.language);

  return (
    <AdminListPage list={list} form={<AnnouncementForm {...list.formProps} />} state={state}>
      {(items) =>
        PHASES.map((phase) => (
          <AdminListSection
            key={phase}
            id={`notices-${phase}`}
            heading={t(`announcements.admin.phases.${phase}`)}
            viewPage={phase === 'current' ? '/' : undefined}
            items={items.filter((a) => announcementPhase(a, today) === phase)}
            empty={t('announcements.admin.none')}
            itemData="announcement"
            render={(a) => (
              <>
                <div className="content-admin-text">
                  <p className="field-hint">
                    {t('announcements.admin.days', { start: day(a.startDay), end: day(a.endDay) })}
                    {a.screens
                      ? ` · ${t('announcements.admin.onScreens', {
                          screens: a.screens
                            .map((s) => t(`announcements.admin.screen.${s}`))
                            .join(i18n.language === 'ur' ? '، ' : ', '),
                        })}`
                      : null}
                  </p>
                  <LangParagraphs en={a.text} ur={a.textUrdu} />
                  {a.link ? (
                    <p>
                      <ExternalLink href={a.link} lang="en">
                        {a.link}
                      </ExternalLink>
                    </p>
                  ) : null}
                </div>
                {list.actionsFor(a)}
              </>
            )}
          />
        ))
      }
    </AdminListPage>
  );
}
