import { useTranslation } from 'react-i18next';
import { statementMonth, type DonationStatementData } from '@masjid/domain/donations';
import { formatMonthYear } from '../../common/time/karachi-time.ts';

/** A statement's name in messages and headings: `Zakat, November 2026` in the reader's language. */
export function useStatementName(): (s: Pick<DonationStatementData, 'cause' | 'month'>) => string {
  const { t, i18n } = useTranslation('admin');
  return (s) =>
    `${t(`giving.causes.${s.cause}`)}${t('donations.statementsAdmin.separator')}${formatMonthYear(statementMonth(s.month), i18n.language)}`;
}
