import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { UpcomingEvents } from './UpcomingEvents.tsx';

/** `/home-page-events`: the home page's upcoming-events section on a page of its own. */
export function HomePageEventsPage() {
  usePageTitle('Upcoming Events');
  return <UpcomingEvents headingLevel={1} />;
}
