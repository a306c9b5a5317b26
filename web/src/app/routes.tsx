/**
 * The route table of the site (the addresses the old site had). The home page is in the first bundle; every other page is its own
 * chunk, loaded when first visited (react-router's `lazy`). The pages of each product area are
 * grouped under a route that loads the area's strings first (`withStrings`), so no page renders
 * before its words have arrived and a reader of the public site never downloads the others'.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { withoutLanguage } from '@masjid/domain/language-address';
import { RECORDING_CATEGORIES, type RecordingCategory } from '@masjid/domain/recording';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { HomePage } from '../public-site/home/HomePage.tsx';
import { RouteError } from './RouteError.tsx';
import {
  DrawnFromClock,
  FirebaseFreeWhen,
  firebaseFreeIn,
  HALL_SCREEN_ROUTE_ID,
  HIFZ_PORTAL_ROUTE_ID,
  SIGNED_IN_ROUTE_ID,
  SITE_ADMIN_ROUTE_ID,
} from './route-handles.ts';
import { hasParentToken } from '../hifz-portal/students/parent-token-store.ts';
import { loadStrings, type AreaNamespace } from './i18n/index.ts';

/**
 * The `lazy` of a group of routes: loads the strings of the area `ns` (its i18n namespace) before
 * any of its pages renders, on the device (the router waits for it as for a page's code), at
 * build time and in the functions' render alike (the static handler resolves `lazy` too).
 */
const withStrings = (ns: AreaNamespace) => () => loadStrings(ns).then(() => ({}));

/**
 * A page made for one bayan category, as a route per category: at `paths[category]`, the page
 * `load` gives, for that category.
 */
const perCategory = (
  paths: Record<RecordingCategory, string>,
  load: () => Promise<ComponentType<{ category: RecordingCategory }>>,
): RouteObject[] =>
  RECORDING_CATEGORIES.map((category) => ({
    path: paths[category],
    lazy: () => load().then((Page) => ({ Component: () => <Page category={category} /> })),
  }));

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // The public site: every page here also has an Urdu address (/ur/...).
        lazy: withStrings('public'),
        children: [
          { path: '/', element: <HomePage /> },
          {
            path: '/events',
            lazy: () =>
              import('../public-site/events/EventsPage.tsx').then((m) => ({
                Component: m.EventsPage,
              })),
          },
          {
            path: '/timetable',
            handle: new DrawnFromClock(),
            lazy: () =>
              import('../public-site/timetable/TimetablePage.tsx').then((m) => ({
                Component: m.TimetablePage,
              })),
          },
          {
            path: '/ramadan',
            handle: new DrawnFromClock(),
            lazy: () =>
              import('../public-site/ramadan/RamadanPage.tsx').then((m) => ({
                Component: m.RamadanPage,
              })),
          },
          {
            path: '/eid',
            handle: new DrawnFromClock(),
            lazy: () =>
              import('../public-site/eid/EidPage.tsx').then((m) => ({
                Component: m.EidPage,
              })),
          },
          {
            path: '/events/:id',
            lazy: () =>
              import('../public-site/events/EventDetailPage.tsx').then((m) => ({
                Component: m.EventDetailPage,
              })),
          },
          {
            path: '/home-page-events',
            lazy: () =>
              import('../public-site/events/HomePageEventsPage.tsx').then((m) => ({
                Component: m.HomePageEventsPage,
              })),
          },
          {
            path: '/iftar-o-clock-2.0',
            lazy: () =>
              import('../public-site/fixed-events/EidGatheringPage.tsx').then((m) => ({
                Component: m.EidGatheringPage,
              })),
          },
          {
            path: '/eid-gathering-boys',
            lazy: () =>
              import('../public-site/fixed-events/EidGatheringPage.tsx').then((m) => ({
                Component: m.EidGatheringPage,
              })),
          },
          {
            path: '/hazrat',
            lazy: () =>
              import('../public-site/bayanat/HazratPage.tsx').then((m) => ({
                Component: m.HazratPage,
              })),
          },
          ...perCategory({ friday: '/fridaybayan', morningdars: '/sundaybayan' }, () =>
            import('../public-site/bayanat/RecordingsPage.tsx').then((m) => m.RecordingsPage),
          ),
          {
            path: '/bayan/:id',
            lazy: () =>
              import('../public-site/bayanat/BayanPage.tsx').then((m) => ({
                Component: m.BayanPage,
              })),
          },
          {
            // A sanad's verification (issue 43 §3): the QR code on the certificate opens it.
            path: '/verify/:code',
            lazy: () =>
              import('../public-site/verify/VerifySanadPage.tsx').then((m) => ({
                Component: m.VerifySanadPage,
              })),
          },
          {
            path: '/naat',
            lazy: () =>
              import('../public-site/naat/NaatPage.tsx').then((m) => ({ Component: m.NaatPage })),
          },
          {
            path: '/donate',
            lazy: () =>
              import('../public-site/donate/DonatePage.tsx').then((m) => ({
                Component: m.DonatePage,
              })),
          },
          {
            path: '/seerat',
            lazy: () =>
              import('../public-site/books/BooksPage.tsx').then((m) => ({
                Component: m.BooksPage,
              })),
          },
          {
            path: '/activities',
            lazy: () =>
              import('../public-site/activities/ActivitiesPage.tsx').then((m) => ({
                Component: m.ActivitiesPage,
              })),
          },
          {
            path: '/blog',
            lazy: () =>
              import('../public-site/blog/BlogPage.tsx').then((m) => ({ Component: m.BlogPage })),
          },
          {
            path: '/about',
            lazy: () =>
              import('../public-site/about/AboutPage.tsx').then((m) => ({
                Component: m.AboutPage,
              })),
          },
          {
            path: '/services',
            lazy: () =>
              import('../public-site/services/ServicesPage.tsx').then((m) => ({
                Component: m.ServicesPage,
              })),
          },
          {
            path: '/contact',
            lazy: () =>
              import('../public-site/contact/ContactPage.tsx').then((m) => ({
                Component: m.ContactPage,
              })),
          },
          {
            path: '/courses',
            lazy: () =>
              import('../public-site/courses/CoursesPage.tsx').then((m) => ({
                Component: m.CoursesPage,
              })),
          },
          {
            // The prayer hall's screen: SiteLayout shows it without the header and footer.
            id: HALL_SCREEN_ROUTE_ID,
            path: '/display',
            handle: new DrawnFromClock(),
            lazy: () =>
              import('../public-site/display/DisplayPage.tsx').then((m) => ({
                Component: m.DisplayPage,
              })),
          },
          {
            path: '/noor-after-ramadan',
            lazy: () =>
              import('../public-site/courses/NoorAfterRamadanPage.tsx').then((m) => ({
                Component: m.NoorAfterRamadanPage,
              })),
          },
          {
            // Also /services-detail-{slug}: a route path cannot hold a parameter inside a segment.
            path: '*',
            lazy: () =>
              import('./ServiceOrNotFound.tsx').then((m) => ({ Component: m.ServiceOrNotFound })),
          },
        ],
      },
      {
        // Site administration and the hifz portal read Firebase through reactfire's providers,
        // loaded with these routes only: public pages never load the SDK before first paint, and
        // a page whose handle is a FirebaseFreeWhen (a parent's link) not at all.
        id: SIGNED_IN_ROUTE_ID,
        lazy: () =>
          import('./SignedInLayout.tsx').then(async (m) => ({
            Component: await m.prepareSignedInLayout(opensWithoutFirebaseNow()),
          })),
        children: [
          {
            // Hifz portal: each page checks the role itself and sends others to /hifz-login;
            // /dashboard-student also opens with a parent's ?token= (or its kept #token=).
            id: HIFZ_PORTAL_ROUTE_ID,
            lazy: withStrings('hifz'),
            children: [
              {
                path: '/hifz-login',
                lazy: () =>
                  import('../hifz-portal/sign-in/HifzLoginPage.tsx').then((m) => ({
                    Component: m.HifzLoginPage,
                  })),
              },
              {
                path: '/dashboard-admin',
                lazy: () =>
                  import('../hifz-portal/owner/AdminDashboardPage.tsx').then((m) => ({
                    Component: m.AdminDashboardPage,
                  })),
              },
              {
                path: '/dashboard-admin/report',
                lazy: () =>
                  import('../hifz-portal/owner/ReportPrintPage.tsx').then((m) => ({
                    Component: m.ReportPrintPage,
                  })),
              },
              {
                path: '/dashboard-qari',
                lazy: () =>
                  import('../hifz-portal/students/QariDashboardPage.tsx').then((m) => ({
                    Component: m.QariDashboardPage,
                  })),
              },
              {
                path: '/dashboard-qari/today',
                lazy: () =>
                  import('../hifz-portal/students/QariTodayPage.tsx').then((m) => ({
                    Component: m.QariTodayPage,
                  })),
              },
              {
                path: '/dashboard-student',
                handle: new FirebaseFreeWhen(hasParentToken),
                lazy: () =>
                  import('../hifz-portal/students/StudentDashboardPage.tsx').then(async (m) => ({
                    Component: await m.prepareStudentDashboard(),
                  })),
              },
              {
                path: '/dashboard-student/report',
                lazy: () =>
                  import('../hifz-portal/report/MonthReportPage.tsx').then((m) => ({
                    Component: m.ParentReportPage,
                  })),
              },
              {
                path: '/students/:id/report',
                lazy: () =>
                  import('../hifz-portal/report/MonthReportPage.tsx').then((m) => ({
                    Component: m.StudentReportPage,
                  })),
              },
              {
                path: '/students/:id',
                lazy: () =>
                  import('../hifz-portal/students/ProgressDashboardPage.tsx').then((m) => ({
                    Component: m.StudentPage,
                  })),
              },
              {
                path: '/student-profile',
                lazy: () =>
                  import('../hifz-portal/students/StudentProfilePage.tsx').then((m) => ({
                    Component: m.StudentProfilePage,
                  })),
              },
            ],
          },
          {
            // Site administration: its sign-in, and its screens behind the claim.
            lazy: withStrings('admin'),
            children: [
              {
                path: '/login',
                lazy: () =>
                  import('../site-admin/access/LoginPage.tsx').then((m) => ({
                    Component: m.LoginPage,
                  })),
              },
              {
                // Site administration: every child redirects to /login without the claim.
                id: SITE_ADMIN_ROUTE_ID,
                lazy: () =>
                  import('../site-admin/access/RequireSiteAdmin.tsx').then((m) => ({
                    Component: m.RequireSiteAdmin,
                  })),
                children: [
                  {
                    path: '/manage-content',
                    lazy: () =>
                      import('../site-admin/content/ContentAdminPage.tsx').then((m) => ({
                        Component: m.ContentAdminPage,
                      })),
                  },
                  {
                    path: '/manage-content/new',
                    lazy: () =>
                      import('../site-admin/content/ContentEditPage.tsx').then((m) => ({
                        Component: m.NewContentPage,
                      })),
                  },
                  {
                    path: '/manage-content/edit/:id',
                    lazy: () =>
                      import('../site-admin/content/ContentEditPage.tsx').then((m) => ({
                        Component: m.EditContentPage,
                      })),
                  },
                  {
                    path: '/update-jamat',
                    lazy: () =>
                      import('../site-admin/jamat/UpdateJamatPage.tsx').then((m) => ({
                        Component: m.UpdateJamatPage,
                      })),
                  },
                  {
                    path: '/new-event-modal',
                    lazy: () =>
                      import('../site-admin/events/NewEventPage.tsx').then((m) => ({
                        Component: m.NewEventPage,
                      })),
                  },
                  {
                    path: '/all-events-flagged',
                    lazy: () =>
                      import('../site-admin/events/AllEventsFlaggedPage.tsx').then((m) => ({
                        Component: m.AllEventsFlaggedPage,
                      })),
                  },
                  {
                    path: '/edit-event/:id',
                    lazy: () =>
                      import('../site-admin/events/EditEventPage.tsx').then((m) => ({
                        Component: m.EditEventPage,
                      })),
                  },
                  {
                    path: '/admin-jamat-changes',
                    lazy: () =>
                      import('../site-admin/jamat/ScheduledJamatChangesPage.tsx').then((m) => ({
                        Component: m.ScheduledJamatChangesPage,
                      })),
                  },
                  {
                    path: '/admin-moon-sighting',
                    lazy: () =>
                      import('../site-admin/moon-sighting/MoonSightingPage.tsx').then((m) => ({
                        Component: m.MoonSightingPage,
                      })),
                  },
                  {
                    path: '/admin-videos',
                    lazy: () =>
                      import('../site-admin/videos/VideosAdminPage.tsx').then((m) => ({
                        Component: m.VideosAdminPage,
                      })),
                  },
                  {
                    path: '/admin-donations',
                    lazy: () =>
                      import('../site-admin/donations/DonationAccountsAdminPage.tsx').then((m) => ({
                        Component: m.DonationAccountsAdminPage,
                      })),
                  },
                  {
                    path: '/admin-donation-statements',
                    lazy: () =>
                      import('../site-admin/donations/DonationStatementsAdminPage.tsx').then(
                        (m) => ({ Component: m.DonationStatementsAdminPage }),
                      ),
                  },
                  {
                    path: '/admin-announcements',
                    lazy: () =>
                      import('../site-admin/announcements/AnnouncementsAdminPage.tsx').then(
                        (m) => ({
                          Component: m.AnnouncementsAdminPage,
                        }),
                      ),
                  },
                  {
                    path: '/admin-janaza',
                    lazy: () =>
                      import('../site-admin/janaza/JanazaAdminPage.tsx').then((m) => ({
                        Component: m.JanazaAdminPage,
                      })),
                  },
                  {
                    path: '/admin-eid',
                    lazy: () =>
                      import('../site-admin/eid/EidAdminPage.tsx').then((m) => ({
                        Component: m.EidAdminPage,
                      })),
                  },
                  {
                    path: '/admin-ramadan',
                    lazy: () =>
                      import('../site-admin/ramadan/RamadanAdminPage.tsx').then((m) => ({
                        Component: m.RamadanAdminPage,
                      })),
                  },
                  {
                    path: '/admin-history',
                    lazy: () =>
                      import('../site-admin/history/ChangeHistoryPage.tsx').then((m) => ({
                        Component: m.ChangeHistoryPage,
                      })),
                  },
                  {
                    path: '/admin-display',
                    lazy: () =>
                      import('../site-admin/display/DisplaySettingsPage.tsx').then((m) => ({
                        Component: m.DisplaySettingsPage,
                      })),
                  },
                  {
                    path: '/admin-site-details',
                    lazy: () =>
                      import('../site-admin/site-details/SiteDetailsPage.tsx').then((m) => ({
                        Component: m.SiteDetailsPage,
                      })),
                  },
                  ...perCategory({ friday: '/newbayan', morningdars: '/newbayanmorning' }, () =>
                    import('../site-admin/recordings/NewRecordingPage.tsx').then(
                      (m) => m.NewRecordingPage,
                    ),
                  ),
                  ...perCategory(
                    {
                      friday: '/update-delete-morningfridaybayan',
                      morningdars: '/update-delete-morningSundaybayan',
                    },
                    () =>
                      import('../site-admin/recordings/DeleteRecordingsPage.tsx').then(
                        (m) => m.DeleteRecordingsPage,
                      ),
                  ),
                  {
                    path: '/manage-books',
                    lazy: () =>
                      import('../site-admin/books/BooksAdminPage.tsx').then((m) => ({
                        Component: m.BooksAdminPage,
                      })),
                  },
                  {
                    path: '/manage-slides',
                    lazy: () =>
                      import('../site-admin/slides/SlidesAdminPage.tsx').then((m) => ({
                        Component: m.SlidesAdminPage,
                      })),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Whether the address now open names a page that opens without Firebase (a FirebaseFreeWhen
 * handle on its routes that says so for its query). A server render never opens Firebase.
 */
function opensWithoutFirebaseNow(): boolean {
  if (typeof location === 'undefined') return true;
  const matches = matchRoutes(routes, withoutLanguage(location.pathname)) ?? [];
  return firebaseFreeIn(
    matches.map((match) => match.route.handle),
    location.search,
  );
}
