import { useTranslation } from 'react-i18next';
import { DONATION_CAUSES } from '@masjid/domain/donations';

/** The `<option>`s of a giving cause (issue 42 §3), named in the reader's language. */
export function CauseOptions() {
  const { t } = useTranslation('admin');
  return DONATION_CAUSES.map((cause) => (
    <option key={cause} value={cause}>
      {t(`giving.causes.${cause}`)}
    </option>
  ));
}
