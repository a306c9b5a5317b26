import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { site } from '@masjid/domain/site';
import { pathInLanguage } from '@masjid/domain/language-address';
import { SIGNED_IN_ROUTE_ID } from '../route-handles.ts';

function link(rel: string, href: string, hreflang?: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  if (hreflang) element.hreflang = hreflang;
  return element;
}

/**
 * Keeps the head in step with the page shown, as the prerender writes it for the pages it knows:
 * the description in the page's language, and on a public page its canonical address and the
 * `hreflang` links to its two versions (pages with an id, such as `/ur/bayan/{id}`, are served
 * from the app shell, which has none). A signed-in page has one address and gets neither.
 */
export function useAddressHead(): void {
  const { pathname } = useLocation(); // without the /ur basename: the English form
  const signedIn = useMatches().some((match) => match.id === SIGNED_IN_ROUTE_ID);
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ur' ? 'ur' : 'en';

  useEffect(() => {
    const name = lang === 'ur' ? site.nameUrdu : site.name;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', t('addresses.description', { site: name }));
    for (const old of document.head.querySelectorAll('link[rel="canonical"], link[hreflang]'))
      old.remove();
    if (signedIn) return;
    const address = (l: 'en' | 'ur') => site.websiteUrl + pathInLanguage(pathname, l);
    document.head.append(
      link('canonical', address(lang)),
      link('alternate', address('en'), 'en'),
      link('alternate', address('ur'), 'ur'),
      link('alternate', address('en'), 'x-default'),
    );
  }, [pathname, signedIn, lang, t]);
}
