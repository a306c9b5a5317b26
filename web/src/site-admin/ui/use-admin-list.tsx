/**
 * The state an admin list page shares with its form (announcements, janaza notices, videos,
 * scheduled jamat changes, moon sighting): the item being edited, the busy item, the outcome line,
 * and deleting after a confirmation that names the item.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TypedText } from '../../common/ui/TypedText.tsx';
import { useRowAction } from '../forms/use-row-action.ts';
import { useOutcomeLine, usePageStatus } from '../forms/page-status.ts';
import { EditDeleteActions } from './EditDeleteActions.tsx';
import { useConfirmDelete } from './use-confirm-delete.tsx';

/**
 * Where a list's strings are: `{strings}.title` (the page), `.confirmDelete` (naming the item with
 * `{{title}}`), `.deleted`, `.deleteFailed`, `.saved` (naming it with `{{name}}`, `{{title}}` or
 * `{{date}}`), `.none` (an empty list) and `.loadFailed`.
 */
export type ListStrings =
  | 'announcements.admin'
  | 'hall.janaza.admin'
  | 'videos.admin'
  | 'donations.admin'
  | 'donations.statementsAdmin'
  | 'jamatMonth.changesAdmin'
  | 'ramadan.admin'
  | 'eid.admin'
  | 'jamatMonth.moonAdmin';

/** What a list page tells the hook about its collection. */
export interface AdminListOptions<T> {
  strings: ListStrings;
  /** The item's name in the confirmation and the outcome lines (a title, a name, a day). */
  nameOf: (item: T) => string;
  /** Deletes the item with this id; throws when the server refuses. */
  remove: (id: string) => Promise<void>;
  /** Whether the name is typed text (read in its own language), not our own words (a date). */
  typedName?: boolean;
  /** Whether items have an Edit button (filling the page's form). */
  editable?: boolean;
}

/** What the list page hands its form: the item to edit (null: a new one), and what to do after. */
export interface ListFormProps<T> {
  editing: T | null;
  /** Called with the saved item's name after a successful save. */
  onSaved: (name: string) => void;
  onCancel: () => void;
}

/**
 * One admin list's state (see the module comment). `formProps` goes to the page's form (its
 * `key` starts the form afresh for each item edited); render `dialog` once in the page.
 */
export function useAdminList<T extends { id: string }>(options: AdminListOptions<T>) {
  const { strings, nameOf, remove, typedName = true, editable = true } = options;
  const { t } = useTranslation('admin');
  const naming = (name: string) => ({ name, title: name, date: name });
  const [editing, setEditing] = useState<T | null>(null);
  // The list's line and the form's show one at a time, the newest (forms/page-status.ts).
  const status = usePageStatus();
  const [message, setMessage] = useOutcomeLine(status);
  const { busyId, run } = useRowAction(setMessage);
  const { confirmDelete, dialog } = useConfirmDelete();

  /** Asks, naming `item`, then deletes it; stops editing it first. */
  async function deleteItem(item: T) {
    const name = nameOf(item);
    if (!(await confirmDelete(`${strings}.confirmDelete`, { title: name }))) return;
    if (editing?.id === item.id) setEditing(null);
    const deleted = t(`${strings}.deleted`, naming(name));
    await run(item.id, () => remove(item.id), deleted, t(`${strings}.deleteFailed`));
  }

  const formProps: ListFormProps<T> & { key: string } = {
    key: editing?.id ?? 'new',
    editing,
    onSaved: (name: string) => {
      setEditing(null);
      setMessage({ ok: true, text: t(`${strings}.saved`, naming(name)) });
    },
    onCancel: () => setEditing(null),
  };

  /** The Edit and Delete buttons of `item`, after `extra` buttons. */
  const actionsFor = (item: T, extra?: ReactNode) => {
    const name = nameOf(item);
    return (
      <EditDeleteActions
        name={typedName ? <TypedText text={name} /> : name}
        busy={busyId === item.id}
        onEdit={editable ? () => setEditing(item) : undefined}
        onDelete={() => void deleteItem(item)}
      >
        {extra}
      </EditDeleteActions>
    );
  };

  return { strings, editing, busyId, message, status, run, dialog, formProps, actionsFor };
}
