/**
 * Rendering a component for a component test (vitest project `components`, happy-dom): inside a
 * router and an i18next instance of its own holding the `common` strings and the area's
 * (`catalogues`), in `language`, with `dir` set on the document as the app sets it.
 */
import type { ReactNode } from 'react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { commonEn } from '../i18n/en.ts';
import { commonUr } from '../i18n/ur.ts';

/** An area's namespace and its catalogue in each language. */
export interface AreaCatalogues {
  namespace: 'public' | 'admin' | 'hifz';
  en: object;
  ur: object;
}

/** Renders `ui` in `language` with the area's strings; resolves once i18next is ready. */
export async function renderInLanguage(
  ui: ReactNode,
  catalogues: AreaCatalogues,
  language: 'en' | 'ur' = 'en',
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
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
