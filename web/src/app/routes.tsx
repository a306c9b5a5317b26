/**
 * The route table of spec 2.2. The home page is in the first bundle; every other page is its own
 * chunk, loaded when first visited (react-router's `lazy`).
 */
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { RouteError } from './RouteError.tsx';

type ServiceSlug = 'funeral' | 'quranclasses' | 'helpingpoor' | 'mosquedev';

const serviceDetail = (slug: ServiceSlug): RouteObject => ({
  path: `/services-detail-${slug}`,
  lazy: () =>
    import('../features/services/ServiceDetailPage.tsx').then(({ ServiceDetailPage }) => ({
      Component: () => <ServiceDetailPage slug={slug} />,
    })),
});

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: '/events',
        lazy: () =>
          import('../features/events/EventsPage.tsx').then((m) => ({ Component: m.EventsPage })),
      },
      {
        path: '/events/:id',
        lazy: () =>
          import('../features/events/EventDetailPage.tsx').then((m) => ({
            Component: m.EventDetailPage,
          })),
      },
      {
        path: '/home-page-events',
        lazy: () =>
          import('../features/events/HomePageEventsPage.tsx').then((m) => ({
            Component: m.HomePageEventsPage,
          })),
      },
      {
        path: '/iftar-o-clock-2.0',
        lazy: () =>
          import('../features/fixed-events/EidGatheringPage.tsx').then((m) => ({
            Component: m.EidGatheringPage,
          })),
      },
      {
        path: '/eid-gathering-boys',
        lazy: () =>
          import('../features/fixed-events/EidGatheringPage.tsx').then((m) => ({
            Component: m.EidGatheringPage,
          })),
      },
      {
        path: '/hazrat',
        lazy: () =>
          import('../features/bayanat/HazratPage.tsx').then((m) => ({ Component: m.HazratPage })),
      },
      {
        path: '/fridaybayan',
        lazy: () =>
          import('../features/bayanat/RecordingsPage.tsx').then((m) => ({
            Component: () => <m.RecordingsPage category="friday" />,
          })),
      },
      {
        path: '/sundaybayan',
        lazy: () =>
          import('../features/bayanat/RecordingsPage.tsx').then((m) => ({
            Component: () => <m.RecordingsPage category="morningdars" />,
          })),
      },
      {
        path: '/bayan/:id',
        lazy: () =>
          import('../features/bayanat/BayanPage.tsx').then((m) => ({ Component: m.BayanPage })),
      },
      {
        path: '/naat',
        lazy: () =>
          import('../features/naat/NaatPage.tsx').then((m) => ({ Component: m.NaatPage })),
      },
      {
        path: '/seerat',
        lazy: () =>
          import('../features/books/BooksPage.tsx').then((m) => ({ Component: m.BooksPage })),
      },
      {
        path: '/activities',
        lazy: () =>
          import('../features/activities/ActivitiesPage.tsx').then((m) => ({
            Component: m.ActivitiesPage,
          })),
      },
      {
        path: '/blog',
        lazy: () =>
          import('../features/blog/BlogPage.tsx').then((m) => ({ Component: m.BlogPage })),
      },
      {
        path: '/about',
        lazy: () =>
          import('../features/about/AboutPage.tsx').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: '/services',
        lazy: () =>
          import('../features/services/ServicesPage.tsx').then((m) => ({
            Component: m.ServicesPage,
          })),
      },
      serviceDetail('funeral'),
      serviceDetail('quranclasses'),
      serviceDetail('helpingpoor'),
      serviceDetail('mosquedev'),
      {
        path: '/contact',
        lazy: () =>
          import('../features/contact/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: '/courses',
        lazy: () =>
          import('../features/courses/CoursesPage.tsx').then((m) => ({ Component: m.CoursesPage })),
      },
      {
        path: '/noor-after-ramadan',
        lazy: () =>
          import('../features/courses/NoorAfterRamadanPage.tsx').then((m) => ({
            Component: m.NoorAfterRamadanPage,
          })),
      },
      // Hifz portal (spec 2.4, 2.11): each page checks the role itself and sends others to
      // /hifz-login; /dashboard-student also opens with a parent's ?token=.
      {
        path: '/hifz-login',
        lazy: () =>
          import('../features/hifz-auth/HifzLoginPage.tsx').then((m) => ({
            Component: m.HifzLoginPage,
          })),
      },
      {
        path: '/dashboard-admin',
        lazy: () =>
          import('../features/hifz-admin/AdminDashboardPage.tsx').then((m) => ({
            Component: m.AdminDashboardPage,
          })),
      },
      {
        path: '/dashboard-admin/report',
        lazy: () =>
          import('../features/hifz-admin/ReportPrintPage.tsx').then((m) => ({
            Component: m.ReportPrintPage,
          })),
      },
      {
        path: '/dashboard-qari',
        lazy: () =>
          import('../features/hifz-students/QariDashboardPage.tsx').then((m) => ({
            Component: m.QariDashboardPage,
          })),
      },
      {
        path: '/dashboard-student',
        lazy: () =>
          import('../features/hifz-students/ProgressDashboardPage.tsx').then((m) => ({
            Component: m.StudentDashboardPage,
          })),
      },
      {
        path: '/students/:id',
        lazy: () =>
          import('../features/hifz-students/ProgressDashboardPage.tsx').then((m) => ({
            Component: m.StudentPage,
          })),
      },
      {
        path: '/student-profile',
        lazy: () =>
          import('../features/hifz-students/StudentProfilePage.tsx').then((m) => ({
            Component: m.StudentProfilePage,
          })),
      },
      {
        path: '/login',
        lazy: () =>
          import('../features/site-admin/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
      },
      {
        // Site administration (spec 2.3): every child redirects to /login without the claim.
        lazy: () =>
          import('../features/site-admin/RequireSiteAdmin.tsx').then((m) => ({
            Component: m.RequireSiteAdmin,
          })),
        children: [
          {
            path: '/update-jamat',
            lazy: () =>
              import('../features/jamat-admin/UpdateJamatPage.tsx').then((m) => ({
                Component: m.UpdateJamatPage,
              })),
          },
          {
            path: '/new-event-modal',
            lazy: () =>
              import('../features/events-admin/NewEventPage.tsx').then((m) => ({
                Component: m.NewEventPage,
              })),
          },
          {
            path: '/all-events-flagged',
            lazy: () =>
              import('../features/events-admin/AllEventsFlaggedPage.tsx').then((m) => ({
                Component: m.AllEventsFlaggedPage,
              })),
          },
          {
            path: '/edit-event/:id',
            lazy: () =>
              import('../features/events-admin/EditEventPage.tsx').then((m) => ({
                Component: m.EditEventPage,
              })),
          },
          {
            path: '/newbayan',
            lazy: () =>
              import('../features/recordings-admin/NewRecordingPage.tsx').then((m) => ({
                Component: () => <m.NewRecordingPage category="friday" />,
              })),
          },
          {
            path: '/newbayanmorning',
            lazy: () =>
              import('../features/recordings-admin/NewRecordingPage.tsx').then((m) => ({
                Component: () => <m.NewRecordingPage category="morningdars" />,
              })),
          },
          {
            path: '/update-delete-morningfridaybayan',
            lazy: () =>
              import('../features/recordings-admin/DeleteRecordingsPage.tsx').then((m) => ({
                Component: () => <m.DeleteRecordingsPage category="friday" />,
              })),
          },
          {
            path: '/update-delete-morningSundaybayan',
            lazy: () =>
              import('../features/recordings-admin/DeleteRecordingsPage.tsx').then((m) => ({
                Component: () => <m.DeleteRecordingsPage category="morningdars" />,
              })),
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
