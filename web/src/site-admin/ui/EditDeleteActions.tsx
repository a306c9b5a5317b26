import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ForItem } from '../../common/ui/ForItem.tsx';
import { DeleteButton } from './DeleteButton.tsx';

/**
 * The Edit and Delete buttons of an item in an admin list (announcements, janaza notices, videos,
 * scheduled jamat changes, moon-sighting decisions), each naming the item for screen readers
 * (`name`: admin-typed text wrapped in TypedText, or a formatted date); `children` (other
 * buttons, e.g. Move up) come first. Edit, shown when there is `onEdit`, calls it and scrolls up
 * to the form it fills; Delete calls `onDelete` (which asks first) and is disabled while `busy`.
 */
export function EditDeleteActions({
  name,
  busy,
  onEdit,
  onDelete,
  children,
}: {
  name: ReactNode;
  busy: boolean;
  onEdit?: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="content-admin-actions">
      {children}
      {onEdit ? (
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            onEdit();
            window.scrollTo({ top: 0 });
          }}
        >
          {t('adminForms.edit')}
          <ForItem name={name} />
        </button>
      ) : null}
      <DeleteButton name={name} busy={busy} onDelete={onDelete} />
    </div>
  );
}
