import { useTranslation } from 'react-i18next';
import { formatJamatTime } from '@masjid/domain/jamat';
import { AdminListPage } from '../ui/AdminListPage.tsx';
import { AdminListSection } from '../ui/AdminListSection.tsx';
import { useAdminList } from '../ui/use-admin-list.tsx';
import { EidForm, eidName } from './EidForm.tsx';
import { eidWrites, useEidJamatsLive, type EidJamatsDoc } from './eid-admin-data.ts';

/**
 * `/admin-eid`: add or edit an Eid's jamats with the form (time, place, bayan language, imam and
 * note of each, whether published); the saved Eids listed, the latest first, each with whether
 * `/eid` shows it and its jamat times, Edit and Delete (after a confirmation naming the Eid).
 */
export function EidAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const state = useEidJamatsLive();
  const nameOf = (e: EidJamatsDoc) => eidName(e, i18n.language);
  const list = useAdminList<EidJamatsDoc>({
    strings: 'eid.admin',
    nameOf,
    typedName: false,
    remove: eidWrites.remove,
  });

  return (
    <AdminListPage
      intro={<p className="field-hint">{t('eid.admin.intro')}</p>}
      list={list}
      form={<EidForm {...list.formProps} />}
      state={state}
    >
      {(items) => (
        <AdminListSection
          id="eid-jamats"
          heading={t('eid.admin.listHeading')}
          viewPage="/eid"
          items={items}
          empty={t('eid.admin.none')}
          itemData="eid"
          render={(e) => (
            <>
              <div className="content-admin-text">
                <p>
                  <strong>{nameOf(e)}</strong> ·{' '}
                  {t(e.published ? 'eid.admin.shown' : 'eid.admin.notShown')}
                </p>
                <p className="field-hint">
                  {e.jamats.map((j) => formatJamatTime(j.time, i18n.language)).join(' · ')}
                </p>
              </div>
              {list.actionsFor(e)}
            </>
          )}
        />
      )}
    </AdminListPage>
  );
}
