import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';
import type { WithId } from '@masjid/domain/firestore-converter';
import { ApiError } from '../../common/api/client.ts';
import { FormFooter } from '../forms/FormFooter.tsx';
import { StatusMessage, type Outcome } from '../../common/ui/StatusMessage.tsx';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import {
  createWithFiles,
  deleteWithFiles,
  move,
  replaceFiles,
  updateFields,
  useOrderedCollection,
} from './media-admin-data.ts';
import {
  FileField,
  ItemActions,
  TextField,
  useFieldCheck,
  useFileSizeCheck,
  type FieldErrors,
} from './MediaFields.tsx';
import { useConfirmDelete } from '../ui/use-confirm-delete.tsx';
import { useRowAction } from '../forms/use-row-action.ts';
import { LoadStatus } from '../../common/ui/LoadStatus.tsx';
import '../access/admin.css';
import './media-admin.css';
import type { AdminKey } from '../i18n/keys.ts';
import { useApiMessages } from '../../common/api/api-messages.ts';
import type { ProblemOf } from '@masjid/domain/field-problems';

/** A typed field of the form. */
export interface TextFieldSpec {
  name: string;
  label: string;
  maxLength: number;
  lang: 'en' | 'ur';
  multiline?: boolean;
}

/** A file of the form: required when adding, optional (a replacement) when editing. */
export interface FileFieldSpec<T> {
  name: string;
  label: string;
  replaceLabel: string;
  hint: string;
  accept: string;
  maxBytes: number;
  preview: boolean;
  /** The stored picture of an item, shown in its edit form. */
  current?: (item: T) => string;
}

/** What differs between the collections (books, slides). */
export interface MediaCollectionConfig<T extends { order: number }> {
  /** Firestore collection and API path. */
  collection: string;
  converter: FirestoreDataConverter<WithId<T>, DocumentData>;
  /** The API's answer for one document. */
  answer: z.ZodMiniType<WithId<T>>;
  /** The typed fields' schema (domain). */
  fieldsSchema: z.ZodMiniType;
  textFields: TextFieldSpec[];
  fileFields: FileFieldSpec<WithId<T>>[];
  /** What a confirmation or message calls the item (its title, its alt text). */
  name: (item: T) => string;
  /** The item's summary in the list (picture and text). */
  render: (item: WithId<T>) => ReactNode;
  /** Texts of this screen (already translated). */
  text: {
    title: string;
    lead: string;
    addHeading: string;
    addSubmit: string;
    save: string;
    empty: string;
    added: (name: string) => string;
    saved: (name: string) => string;
    deleted: (name: string) => string;
    /** i18n key of the delete question, naming the item with `{{title}}`. */
    confirmDeleteKey: AdminKey;
  };
}

type Values = Record<string, string>;
type Files = Record<string, File | null>;

/** The form of one item: adding (`item` undefined) or editing it. */
function ItemForm<T extends { order: number }>({
  config,
  item,
  onDone,
}: {
  config: MediaCollectionConfig<T>;
  item?: WithId<T>;
  onDone: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('admin');
  const words = useApiMessages();
  const checkFields = useFieldCheck();
  const checkSize = useFileSizeCheck();
  const initial = (): Values =>
    Object.fromEntries(
      config.textFields.map((f) => {
        const stored: unknown = item ? Object.entries(item).find(([k]) => k === f.name)?.[1] : '';
        return [f.name, typeof stored === 'string' ? stored : ''];
      }),
    );
  const [values, setValues] = useState<Values>(initial);
  const [opened] = useState<Values>(values);
  const [files, setFiles] = useState<Files>({});
  // What the last submit was refused for, worded at each render in the page's language: the
  // values and files it checked, the server's problems by field, and the fields changed since.
  const [refused, setRefused] = useState<{ values: Values; files: Files } | null>(null);
  const [serverProblems, setServerProblems] = useState<Record<string, ProblemOf> | null>(null);
  const [changed, setChanged] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A new key empties the file inputs after an item is added.
  const [formKey, setFormKey] = useState(0);

  // What the label marks required: the fields the schema refuses empty.
  const requiredFields = new Set(
    Object.keys(
      checkFields(
        config.fieldsSchema,
        Object.fromEntries(config.textFields.map((f) => [f.name, ''])),
      ),
    ),
  );
  const dirty =
    Object.values(files).some(Boolean) || JSON.stringify(values) !== JSON.stringify(opened);

  /** The typed fields trimmed, and each refused field's message for them and `chosen` files. */
  const check = (typed: Values, chosenFiles: Files) => {
    const trimmed = Object.fromEntries(Object.entries(typed).map(([k, v]) => [k, v.trim()]));
    const found = checkFields(config.fieldsSchema, trimmed);
    for (const file of config.fileFields) {
      const chosen = chosenFiles[file.name] ?? null;
      if (!item && !chosen) found[file.name] ??= t('mediaAdmin.chooseFile');
      const tooLarge = checkSize(chosen, file.maxBytes);
      if (tooLarge) found[file.name] ??= tooLarge;
    }
    return { trimmed, found };
  };
  const errors: FieldErrors = Object.fromEntries(
    Object.entries({
      ...(refused ? check(refused.values, refused.files).found : {}),
      ...(serverProblems ? words.fields(serverProblems) : {}),
    }).filter(([name]) => !changed.includes(name)),
  );

  /** A field's message goes as soon as it is changed (the next submit checks it again). */
  const clearError = (name: string) => setChanged((names) => [...names, name]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setOutcome(null);
    const { trimmed, found } = check(values, files);
    setRefused({ values, files });
    setServerProblems(null);
    setChanged([]);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const form = new FormData();
      for (const file of config.fileFields) {
        const chosen = files[file.name];
        if (chosen) form.append(file.name, chosen);
      }
      let name: string;
      if (item) {
        if ([...form.keys()].length > 0)
          await replaceFiles(config.collection, item.id, form, config.answer);
        await updateFields(config.collection, item.id, trimmed);
        // Named as the list names it, with the words just saved.
        name = config.name({ ...item, ...trimmed });
        onDone({ ok: true, text: config.text.saved(name) });
      } else {
        // Fields first: busboy reads them before the files.
        const withFields = new FormData();
        for (const [k, v] of Object.entries(trimmed)) withFields.append(k, v);
        for (const [k, v] of form.entries()) withFields.append(k, v);
        const created = await createWithFiles(config.collection, withFields, config.answer);
        name = config.name(created);
        setValues(Object.fromEntries(Object.keys(values).map((k) => [k, ''])));
        setFiles({});
        setFormKey((k) => k + 1);
        setOutcome({ ok: true, text: config.text.added(name) });
      }
    } catch (err) {
      console.error(`Saving to ${config.collection} failed`, err);
      if (err instanceof ApiError && Object.keys(err.fields).length > 0)
        setServerProblems(err.fields);
      setOutcome({
        ok: false,
        text: t(item ? 'mediaAdmin.saveFailed' : 'mediaAdmin.addFailed', {
          reason: words.error(err),
        }),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      key={formKey}
      className="admin-form media-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={
        item ? t('mediaAdmin.editing', { name: config.name(item) }) : config.text.addHeading
      }
    >
      {config.textFields.map((f) => (
        <TextField
          key={f.name}
          name={f.name}
          label={f.label}
          value={values[f.name] ?? ''}
          maxLength={f.maxLength}
          lang={f.lang}
          multiline={f.multiline}
          required={requiredFields.has(f.name)}
          error={errors[f.name]}
          onChange={(value) => {
            setValues((v) => ({ ...v, [f.name]: value }));
            clearError(f.name);
          }}
        />
      ))}
      {config.fileFields.map((f) => (
        <FileField
          key={f.name}
          name={f.name}
          label={item ? f.replaceLabel : f.label}
          hint={f.hint}
          accept={f.accept}
          preview={f.preview}
          required={!item}
          current={item && f.current ? f.current(item) : undefined}
          file={files[f.name] ?? null}
          error={errors[f.name]}
          onChange={(file) => {
            setFiles((prev) => ({ ...prev, [f.name]: file }));
            clearError(f.name);
          }}
        />
      ))}
      <FormFooter
        errors={errors}
        outcome={outcome}
        busy={busy}
        dirty={dirty}
        submitLabel={item ? config.text.save : config.text.addSubmit}
        busyLabel={t('mediaAdmin.uploading')}
      />
    </form>
  );
}

/**
 * A site-admin screen of a collection with uploaded files: the list in its order (move up or
 * down, edit in place, delete after a confirmation naming the item) and the form to add one.
 * Everything updates live, here and on the public page.
 */
export function MediaCollectionAdmin<T extends { order: number }>({
  config,
}: {
  config: MediaCollectionConfig<T>;
}) {
  const { t } = useTranslation('admin');
  usePageTitle(config.text.title);
  const items = useOrderedCollection(config.collection, config.converter);
  const [editing, setEditing] = useState<string | null>(null);
  const { busyId, message, setMessage, run } = useRowAction();
  const { confirmDelete, dialog } = useConfirmDelete();

  return (
    <div className="media-admin">
      {dialog}
      <h1>{config.text.title}</h1>
      <p className="media-admin-lead">{config.text.lead}</p>
      <StatusMessage message={message} />
      <LoadStatus
        status={items.status}
        loading={t('mediaAdmin.loading')}
        failed={t('mediaAdmin.loadFailed')}
      />
      {items.status === 'ready' && items.data.length === 0 ? (
        <p className="status-text">{config.text.empty}</p>
      ) : null}
      {items.status === 'ready' && items.data.length > 0 ? (
        <ol className="media-items">
          {items.data.map((item, index) => {
            const name = config.name(item);
            return (
              <li key={item.id} className="media-item" data-id={item.id}>
                <div className="media-item-summary">{config.render(item)}</div>
                <ItemActions
                  title={name}
                  index={index}
                  count={items.data.length}
                  busy={busyId !== null}
                  editing={editing === item.id}
                  onMove={(delta) =>
                    void run(
                      item.id,
                      () => move(config.collection, items.data, index, delta),
                      undefined,
                      t('mediaAdmin.moveFailed'),
                    )
                  }
                  onEdit={() => setEditing(editing === item.id ? null : item.id)}
                  onDelete={async () => {
                    if (!(await confirmDelete(config.text.confirmDeleteKey, { title: name })))
                      return;
                    void run(
                      item.id,
                      () => deleteWithFiles(config.collection, item.id),
                      config.text.deleted(name),
                      t('mediaAdmin.deleteFailed', { name }),
                    );
                  }}
                />
                {editing === item.id ? (
                  <ItemForm
                    config={config}
                    item={item}
                    onDone={(outcome) => {
                      setEditing(null);
                      setMessage(outcome);
                    }}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      <h2 className="media-add-heading">{config.text.addHeading}</h2>
      <ItemForm config={config} onDone={setMessage} />
    </div>
  );
}
