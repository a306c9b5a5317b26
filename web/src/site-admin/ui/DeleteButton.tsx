import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ForItem } from '../../common/ui/ForItem.tsx';

/**
 * The Delete button of an item in every admin list (one style, `btn-danger`, issue 39 §5): names
 * the item for screen readers (`name`: admin-typed text wrapped in TypedText, or a formatted
 * date), calls `onDelete` (which asks first), and while `busy` is disabled and says "Deleting…".
 */
export function DeleteButton({
  name,
  busy,
  onDelete,
}: {
  name: ReactNode;
  busy: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <button type="button" className="btn btn-danger" disabled={busy} onClick={onDelete}>
      {busy ? t('admin.common.deleting') : t('admin.common.delete')}
      <ForItem name={name} />
    </button>
  );
}
