import { useTranslation } from 'react-i18next';
import type { DonationStatement } from '@masjid/domain/donations';
import { formatNumber } from '../../common/time/karachi-time.ts';
import { AdminListPage } from '../ui/AdminListPage.tsx';
import { AdminListSection } from '../ui/AdminListSection.tsx';
import { useAdminList } from '../ui/use-admin-list.tsx';
import { DonationStatementForm } from './DonationStatementForm.tsx';
import { donationStatementWrites, useDonationStatementsLive } from './donations-admin-data.ts';
import { useStatementName } from './statement-name.ts';

/**
 * `/admin-donation-statements`: the monthly statements per cause. Add or edit one with the form;
 * listed as published (shown on /donate) and not published, newest month first, each with its
 * amounts, Edit and Delete (after a confirmation naming its cause and month).
 */
export function DonationStatementsAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const state = useDonationStatementsLive();
  const nameOf = useStatementName();
  const list = useAdminList<DonationStatement>({
    strings: 'donations.statementsAdmin',
    nameOf,
    remove: donationStatementWrites.remove,
  });
  const rupees = (n: number) => formatNumber(n, i18n.language);

  return (
    <AdminListPage
      list={list}
      intro={<p>{t('donations.statementsAdmin.intro')}</p>}
      form={<DonationStatementForm {...list.formProps} />}
      state={state}
    >
      {(items) =>
        (['published', 'drafts'] as const).map((kind) => (
          <AdminListSection
            key={kind}
            id={`statements-${kind}`}
            heading={t(`donations.statementsAdmin.lists.${kind}`)}
            viewPage={kind === 'published' ? '/donate' : undefined}
            items={items.filter((s) => s.published === (kind === 'published'))}
            empty={t('donations.statementsAdmin.none')}
            itemData="statement"
            render={(s) => (
              <>
                <div className="content-admin-text">
                  <h3>{nameOf(s)}</h3>
                  <p>
                    {(['income', 'spending', 'balance'] as const)
                      .map((key) => `${t(`donations.statementsAdmin.${key}`)}: ${rupees(s[key])}`)
                      .join(' · ')}
                  </p>
                </div>
                {list.actionsFor(s)}
              </>
            )}
          />
        ))
      }
    </AdminListPage>
  );
}
