/**
 * The header's menus as the page's own behaviour, not React state (issue 17): a served reading
 * page opens its menu before the app has started, or without it ever starting
 * (app/reader-start/), and the app's Header only closes them on a new page. React renders the
 * closed state and never writes these attributes again, so the two cannot disagree.
 *
 * The slide-in menu of small screens (`.menu-toggle` opens `#site-menu`, the backdrop closes it,
 * the toggle's hidden label says which it does) and the submenus, open one at a time; Escape
 * closes all, a click outside the panel closes an open submenu.
 */

const attached = new WeakSet<Element>();

/** Shows `menuOpen` and `openGroup` (a submenu's `li`, or none) in `header`'s elements. */
function show(header: Element, menuOpen: boolean, openGroup: Element | null): void {
  const toggle = header.querySelector('.menu-toggle');
  toggle?.setAttribute('aria-expanded', String(menuOpen));
  toggle?.querySelector('.menu-label-open')?.toggleAttribute('hidden', menuOpen);
  toggle?.querySelector('.menu-label-close')?.toggleAttribute('hidden', !menuOpen);
  const panel = header.querySelector('#site-menu');
  panel?.classList.toggle('is-open', menuOpen);
  panel?.setAttribute('data-open', String(menuOpen));
  header.querySelector('.menu-backdrop')?.toggleAttribute('hidden', !menuOpen);
  for (const group of header.querySelectorAll('.has-submenu')) {
    const open = group === openGroup;
    group.classList.toggle('is-open', open);
    group.querySelector('.submenu-toggle')?.setAttribute('aria-expanded', String(open));
    group.querySelector('.submenu')?.toggleAttribute('hidden', !open);
  }
}

function openGroupOf(header: Element): Element | null {
  return header.querySelector('.has-submenu.is-open');
}

/** Closes the slide-in menu and every submenu of `header`. */
export function closeMenus(header: Element): void {
  show(header, false, null);
}

/**
 * Makes the menus of `header` (the site header, `header.site-header`) work; a header already
 * attached is left as it is. Listens on the document for Escape and outside clicks.
 */
export function attachMenus(header: Element): void {
  if (attached.has(header)) return;
  attached.add(header);
  header.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const menuOpen = header.querySelector('#site-menu')?.classList.contains('is-open') ?? false;
    if (target?.closest('.menu-toggle')) return show(header, !menuOpen, openGroupOf(header));
    if (target?.closest('.menu-backdrop')) return closeMenus(header);
    const group = target?.closest('.submenu-toggle')?.closest('.has-submenu');
    if (group) {
      // The document's listener below must not take this click as one outside the panel.
      event.stopPropagation();
      show(header, menuOpen, openGroupOf(header) === group ? null : group);
    }
  });
  document.addEventListener('click', (event) => {
    const openGroup = openGroupOf(header);
    const panel = header.querySelector('#site-menu');
    if (openGroup && !(event.target instanceof Node && panel?.contains(event.target)))
      show(header, panel?.classList.contains('is-open') ?? false, null);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeMenus(header);
  });
}
