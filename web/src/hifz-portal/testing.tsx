/** Rendering a hifz portal component in a component test, with the portal's strings. */
import type { ReactNode } from 'react';
import { renderInLanguage } from '../common/testing/render-in-language.tsx';
import { hifzEn } from './i18n/en.ts';
import { hifzUr } from './i18n/ur.ts';

/**
 * Renders `ui` in `language` with the hifz portal's strings, at the last of `history` (see
 * renderInLanguage); gives the router too, to go Back.
 */
export const renderHifz = (
  ui: ReactNode,
  language: 'en' | 'ur' = 'en',
  history: readonly string[] = ['/'],
) => renderInLanguage(ui, { namespace: 'hifz', en: hifzEn, ur: hifzUr }, language, history);
