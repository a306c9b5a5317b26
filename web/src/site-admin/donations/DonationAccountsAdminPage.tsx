import { useTranslation } from 'react-i18next';
import {
  DONATION_CAUSES,
  groupIban,
  groupMobile,
  type DonationAccount,
} from '@masjid/domain/donations';
import { typedTextProps } from '../../common/ui/typed-text.ts';
import { LangParagraphs } from '../ui/LangParagraphs.tsx';
import { AdminListPage } from '../ui/AdminListPage.tsx';
import { AdminListSection } from '../ui/AdminListSection.tsx';
import { useAdminList } from '../ui/use-admin-list.tsx';
import { DonationAccountForm } from './DonationAccountForm.tsx';
import { donationAccountWrites, useDonationAccountsLive } from './donations-admin-data.ts';

/**
 * `/admin-donations`: the donation accounts of /donate. Add or edit one with the form; the
 * accounts listed by cause (zakat first), each with its details and line, Edit and Delete (after
 * a confirmation that names it). The public page follows as soon as the server has a change.
 */
export function DonationAccountsAdminPage() {
  const { t } = useTranslation('admin');
  const state = useDonationAccountsLive();
  const list = useAdminList<DonationAccount>({
    strings: 'donations.admin',
    nameOf: (account) => account.title,
    remove: donationAccountWrites.remove,
    typedName: true,
  });

  return (
    <AdminListPage
      list={list}
      intro={<p>{t('donations.admin.intro')}</p>}
      form={<DonationAccountForm {...list.formProps} />}
      state={state}
    >
      {(items) =>
        DONATION_CAUSES.map((cause) => (
          <AdminListSection
            key={cause}
            id={`accounts-${cause}`}
            heading={t(`giving.causes.${cause}`)}
            viewPage="/donate"
            items={items.filter((a) => a.cause === cause)}
            empty={t('donations.admin.none')}
            itemData="account"
            render={(a) => (
              <>
                <div className="content-admin-text">
                  <h3 {...typedTextProps(a.title)}>{a.title}</h3>
                  <p lang="en" dir="ltr">
                    {[
                      a.bank,
                      a.iban && groupIban(a.iban),
                      a.wallet && a.walletNumber
                        ? `${t(`giving.wallets.${a.wallet}`)} ${groupMobile(a.walletNumber)}`
                        : undefined,
                      a.raastId && `Raast ${groupMobile(a.raastId)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <LangParagraphs en={a.note} ur={a.noteUrdu} />
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
