import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { UpcomingEvents } from './UpcomingEvents.tsx';

/** `/home-page-events`: the home page's upcoming-events section on a page of its own. */
export function HomePageEventsPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('addresses.titles.upcomingEvents'));
  return <UpcomingEvents headingLevel={1} />;
}
