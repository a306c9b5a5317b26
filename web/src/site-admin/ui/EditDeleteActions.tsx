import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The Edit and Delete buttons of an item in an admin list (announcements, janaza notices,
 * scheduled jamat changes), each naming the item for screen readers (`name`: admin-typed text
 * wrapped in TypedText, or a formatted date). Edit calls `onEdit` and scrolls up to the form it
 * fills; Delete calls `onDelete` (which asks first) and is disabled while `busy`.
 */
export function EditDeleteActions({
  name,
  busy,
  onEdit,
  onDelete,
}: {
  name: ReactNode;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  const named = <span className="visually-hidden">: {name}</span>;
  return (
    <div className="content-admin-actions">
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => {
          onEdit();
          window.scrollTo({ top: 0 });
        }}
      >
        {t('adminForms.edit')}
        {named}
      </button>
      <button type="button" className="btn btn-danger" disabled={busy} onClick={onDelete}>
        {t('adminForms.delete')}
        {named}
      </button>
    </div>
  );
}
