/**
 * Rendering a component for a component test (vitest project `components`, happy-dom): inside a
 * data router (as the app's, so `useBlocker` works) and an i18next instance of its own holding the
 * `common` strings and the area's (`catalogues`), in `language`, with `dir` set on the document as
 * the app sets it.
 */
import type { ReactNode } from 'react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { commonEn } from '../i18n/en.ts';
import { commonUr } from '../i18n/ur.ts';

/** An area's namespace and its catalogue in each language. */
export interface AreaCatalogues {
  namespace: 'public' | 'admin' | 'hifz';
  en: object;
  ur: object;
}

/**
 * Renders `ui` in `language` with the area's strings; resolves once i18next is ready. `history`:
 * the addresses visited, `ui` shown at the last (so a test can go Back with `router.navigate(-1)`).
 */
export async function renderInLanguage(
  ui: ReactNode,
  catalogues: AreaCatalogues,
  language: 'en' | 'ur' = 'en',
  history: readonly string[] = ['/'],
) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: ['common', catalogues.namespace],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    resources: {
      en: { common: commonEn, [catalogues.namespace]: catalogues.en },
      ur: { common: commonUr, [catalogues.namespace]: catalogues.ur },
    },
  });
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ur' ? 'rtl' : 'ltr';
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [...history],
    initialIndex: history.length - 1,
  });
  const rendered = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { ...rendered, router };
}
