/**
 * The check of a recording's text fields (title, Urdu title, date) as the site admin typed them,
 * shared by the upload form and the edit form: the stored fields, or each field's message.
 */
import * as z from 'zod/mini';
import {
  recordingFieldsInput,
  recordingFieldsSchema,
  type RecordingFields,
} from '@masjid/domain/recording';
import type { AdminKey } from '../i18n/keys.ts';

/** A recording's text field. */
export type TextFieldName = 'title' | 'titleUr' | 'date';

/** A field's message as an i18n key and its values, so it follows a change of language. */
export interface FieldMessage {
  key: AdminKey;
  values?: { max?: string; size?: string; reason?: string };
}

const FIELD_REQUIRED: Record<TextFieldName, AdminKey> = {
  title: 'admin.recordings.titleRequired',
  titleUr: 'pages.urduFields.titleInvalid',
  date: 'admin.recordings.dateRequired',
};

/**
 * Checks the typed `title`, `titleUr` and `date` against the domain's schema: the fields to send
 * (a blank Urdu title left out) or the first message of each field in error.
 */
export function checkRecordingFields(typed: {
  title: string;
  titleUr: string;
  date: string;
}):
  | { ok: true; fields: RecordingFields }
  | { ok: false; errors: Partial<Record<TextFieldName, FieldMessage>> } {
  const parsed = z.safeParse(recordingFieldsSchema, recordingFieldsInput(typed));
  if (parsed.success) return { ok: true, fields: parsed.data };
  const errors: Partial<Record<TextFieldName, FieldMessage>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'date' || issue.path[0] === 'titleUr' ? issue.path[0] : 'title';
    errors[field] ??=
      issue.code === 'too_big'
        ? { key: 'admin.common.tooLong', values: { max: '200' } }
        : { key: FIELD_REQUIRED[field] };
  }
  return { ok: false, errors };
}
