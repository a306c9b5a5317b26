import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDialog } from '../../common/ui/ConfirmDialog.tsx';
import { isolate } from '../../common/ui/typed-text.ts';
import type { AdminKey } from '../i18n/keys.ts';

/**
 * The admin area's delete confirmation: `confirmDelete(questionKey, values)` asks the question of
 * `questionKey` (an i18n key such as `admin.events.confirmDelete`, whose text names the item with
 * `{{title}}` and anything else in `values`, e.g. `{{date}}`), under it `detailKey` (by default
 * "This cannot be undone."), with Delete and Cancel (focused) in the page's language. Resolves to
 * true only when Delete was pressed. Render `dialog` once in the page.
 */
export function useConfirmDelete(): {
  confirmDelete: (
    questionKey: AdminKey,
    values: { title: string } & Record<string, string>,
    detailKey?: AdminKey,
  ) => Promise<boolean>;
  dialog: ReactNode;
} {
  const { t } = useTranslation('admin');
  const { confirm, dialog } = useConfirmDialog();
  const confirmDelete = useCallback(
    (
      questionKey: AdminKey,
      values: { title: string } & Record<string, string>,
      detailKey: AdminKey = 'admin.common.cannotUndo',
    ) =>
      confirm({
        // The typed title keeps its own direction inside a question in the other script.
        message: t(questionKey, { ...values, title: isolate(values.title) }),
        detail: t(detailKey),
        confirmLabel: t('admin.common.delete'),
        cancelLabel: t('admin.common.cancel'),
      }),
    [confirm, t],
  );
  return { confirmDelete, dialog };
}
