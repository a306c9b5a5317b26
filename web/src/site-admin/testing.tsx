/** Rendering an admin screen's component in a component test, with the admin strings. */
import type { ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import { renderInLanguage } from '../common/testing/render-in-language.tsx';
import { adminEn } from './i18n/en.ts';
import { adminUr } from './i18n/ur.ts';

/** Renders `ui` in `language` with the site administration's strings. */
export const renderAdmin = (ui: ReactNode, language: 'en' | 'ur' = 'en') =>
  renderInLanguage(ui, { namespace: 'admin', en: adminEn, ur: adminUr }, language);

/** A form's save, mocked: resolves, as when the server accepts. */
export type SaveSpy = Mock<(data: unknown, id?: string) => Promise<void>>;

/**
 * The props of a list page's form adding a new item (`onSaved` a spy); `saves` (the mocked
 * writes) start afresh, resolving.
 */
export function newItem(...saves: SaveSpy[]) {
  for (const save of saves) save.mockReset().mockResolvedValue(undefined);
  return { editing: null, onSaved: vi.fn<(name: string) => void>(), onCancel: () => {} };
}
