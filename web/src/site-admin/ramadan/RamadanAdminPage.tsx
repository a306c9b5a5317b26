import { useTranslation } from 'react-i18next';
import type { RamadanYear } from '@masjid/domain/ramadan';
import { formatClockTime } from '../../common/time/karachi-time.ts';
import { AdminListPage } from '../ui/AdminListPage.tsx';
import { AdminListSection } from '../ui/AdminListSection.tsx';
import { LangParagraphs } from '../ui/LangParagraphs.tsx';
import { useAdminList } from '../ui/use-admin-list.tsx';
import { RamadanForm, ramadanName } from './RamadanForm.tsx';
import { ramadanWrites, useRamadanLive } from './ramadan-admin-data.ts';
import './ramadan-admin.css';

/**
 * `/admin-ramadan`: add or edit a year's Ramadan with the form (taraweeh, notes, fitrana and fidya
 * amounts); the saved years listed, the latest first, each with whether `/ramadan` shows it yet,
 * Edit and Delete (after a confirmation naming the year).
 */
export function RamadanAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const state = useRamadanLive();
  const nameOf = (r: RamadanYear) => ramadanName(r, i18n.language);
  const list = useAdminList<RamadanYear>({
    strings: 'ramadan.admin',
    nameOf,
    typedName: false,
    remove: ramadanWrites.remove,
  });

  return (
    <AdminListPage
      intro={<p className="field-hint">{t('ramadan.admin.intro')}</p>}
      list={list}
      form={<RamadanForm {...list.formProps} />}
      state={state}
    >
      {(items) => (
        <AdminListSection
          id="ramadan-years"
          heading={t('ramadan.admin.listHeading')}
          viewPage="/ramadan"
          items={items}
          empty={t('ramadan.admin.none')}
          itemData="ramadan"
          render={(r) => (
            <>
              <div className="content-admin-text">
                <p>
                  <strong>{nameOf(r)}</strong> ·{' '}
                  {t(r.published ? 'ramadan.admin.shown' : 'ramadan.admin.notShown')}
                </p>
                <p className="field-hint">
                  {t('ramadan.admin.taraweehTime')}:{' '}
                  {formatClockTime(r.taraweehTime, i18n.language)}
                </p>
                <LangParagraphs en={r.imam} ur={r.imamUrdu} />
              </div>
              {list.actionsFor(r)}
            </>
          )}
        />
      )}
    </AdminListPage>
  );
}
