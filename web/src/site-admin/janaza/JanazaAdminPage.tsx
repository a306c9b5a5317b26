import { useTranslation } from 'react-i18next';
import {
  JANAZA_SHOWN_AFTER_MINUTES,
  isJanazaExpired,
  type JanazaNotice,
} from '@masjid/domain/janaza';
import { formatKarachiDateTime } from '../../common/time/karachi-time.ts';
import { AdminListPage } from '../ui/AdminListPage.tsx';
import { AdminListSection } from '../ui/AdminListSection.tsx';
import { LangParagraphs } from '../ui/LangParagraphs.tsx';
import { useAdminList } from '../ui/use-admin-list.tsx';
import { JanazaForm, janazaName } from './JanazaForm.tsx';
import { janazaWrites, useJanazaLive } from './janaza-admin-data.ts';

/** A name in bold, then the place where given. */
const nameAndPlace = (name?: string, place?: string) =>
  name ? (
    <>
      <strong>{name}</strong>
      {place ? ` · ${place}` : null}
    </>
  ) : null;

/**
 * `/admin-janaza`: post or edit a janaza notice with the form; the notices listed as showing now
 * and past, each with Edit and Delete (after a confirmation naming the deceased). The home page
 * and the hall screen show the current ones and update as soon as the server has a change.
 */
export function JanazaAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const state = useJanazaLive();
  const list = useAdminList<JanazaNotice>({
    strings: 'hall.janaza.admin',
    nameOf: janazaName,
    remove: janazaWrites.remove,
  });

  return (
    <AdminListPage
      intro={
        <p className="field-hint">
          {t('hall.janaza.admin.intro', { minutes: JANAZA_SHOWN_AFTER_MINUTES })}
        </p>
      }
      list={list}
      form={<JanazaForm {...list.formProps} />}
      state={state}
    >
      {(items) =>
        (['current', 'past'] as const).map((phase) => (
          <AdminListSection
            key={phase}
            id={`janaza-${phase}`}
            heading={t(`hall.janaza.admin.${phase}`)}
            viewPage={phase === 'current' ? '/' : undefined}
            items={items.filter((n) => isJanazaExpired(n) === (phase === 'past'))}
            empty={t('hall.janaza.admin.none')}
            itemData="janaza"
            render={(n) => (
              <>
                <div className="content-admin-text">
                  <p className="field-hint">{formatKarachiDateTime(n.prayerAt, i18n.language)}</p>
                  <LangParagraphs
                    en={nameAndPlace(n.name, n.place)}
                    ur={nameAndPlace(n.nameUrdu, n.placeUrdu)}
                  />
                </div>
                {list.actionsFor(n)}
              </>
            )}
          />
        ))
      }
    </AdminListPage>
  );
}
