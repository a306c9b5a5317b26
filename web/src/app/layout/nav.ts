/**
 * The header menu, in the order shown. Labels are i18n keys under `nav.`. A group opens a
 * submenu; a link goes straight to its page.
 */
import type { CommonMessages } from '../../common/i18n/en.ts';

/** A menu label: a key under `nav.` of the common strings. */
type NavLabel = keyof CommonMessages['nav'];

export interface NavLink {
  kind: 'link';
  label: NavLabel;
  to: string;
}
export interface NavGroup {
  kind: 'group';
  id: string;
  label: NavLabel;
  links: NavLink[];
}
export type NavItem = NavLink | NavGroup;

const link = (label: NavLabel, to: string): NavLink => ({ kind: 'link', label, to });

export const NAV: NavItem[] = [
  link('home', '/'),
  // The month's prayer and jamat times (issue 39: it was in no menu).
  link('timetable', '/timetable'),
  {
    kind: 'group',
    id: 'spirituality',
    label: 'spirituality',
    links: [link('bayan', '/hazrat'), link('naat', '/naat'), link('books', '/seerat')],
  },
  link('courses', '/courses'),
  link('events', '/events'),
  link('activities', '/activities'),
  link('blog', '/blog'),
  link('services', '/services'),
  {
    kind: 'group',
    id: 'about',
    label: 'aboutUs',
    // Giving (issue 42 §3) here and in the footer: a top-level link would widen the header
    // past 1280 px for a signed-in site admin.
    links: [
      link('aboutMosque', '/about'),
      link('contactUs', '/contact'),
      link('donate', '/donate'),
    ],
  },
];

/** The footer's quick links, in the order shown (labels as in NAV). */
export const FOOTER_LINKS: NavLink[] = [
  link('timetable', '/timetable'),
  // Sehri, iftar, taraweeh and fitrana (issue 42 §2), all year: ahead of Ramadan for the coming one.
  link('ramadan', '/ramadan'),
  link('events', '/events'),
  link('bayan', '/hazrat'),
  link('books', '/seerat'),
  link('services', '/services'),
  link('donate', '/donate'),
  link('hifzPortal', '/hifz-login'),
];
