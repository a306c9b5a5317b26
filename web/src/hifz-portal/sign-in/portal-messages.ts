/**
 * The portal's messages from the API and the shared schemas, in the reader's language. The API
 * and `@masjid/domain/hifz` speak English (the API is used by other clients too); the screens
 * show each message they know through its key under `hifz.errors`, and any other as "Something
 * went wrong: …" with the server's words.
 */
import type { TFunction } from 'i18next';
import { ApiError } from '../../common/api/client.ts';
import type { HifzMessages } from '../i18n/en.ts';

/** The English messages the portal knows, and their keys under `hifz.errors`. */
const KNOWN: Record<string, keyof HifzMessages['hifz']['errors']> = {
  'Name is required': 'nameRequired',
  'E-mail is required': 'emailRequired',
  'Enter a valid e-mail address': 'emailInvalid',
  'Use at least 8 characters': 'passwordShort',
  'The password is too weak': 'passwordWeak',
  'At most 120 characters': 'tooLong',
  'At most 128 characters': 'tooLong',
  'At most 254 characters': 'tooLong',
  'Choose a teacher from the list': 'chooseTeacher',
  'An account with this e-mail already exists': 'emailTaken',
  'Some fields are missing or invalid': 'fieldsInvalid',
  'Student not found': 'notFound',
  'No teacher or student with this id': 'noAccount',
  'You cannot disable your own account': 'ownAccount',
  'Only teacher and student accounts can be managed here': 'notManaged',
  'You are signed out. Sign in again.': 'signedOut',
  'This student has no link yet': 'noLinkYet',
  'That month has not begun yet': 'monthAhead',
  'Something went wrong on our side. Please try again.': 'server',
};

/** `message` (from the API or a schema) in the reader's language. */
export function portalMessage(t: TFunction<'hifz'>, message: string): string {
  const key = KNOWN[message];
  return key ? t(`hifz.errors.${key}`) : t('hifz.errors.generic', { message });
}

/** Why a call failed, in the reader's language: the API's message, or no connection. */
export function portalFailure(t: TFunction<'hifz'>, err: unknown): string {
  if (err instanceof ApiError) return portalMessage(t, err.message);
  if (err instanceof TypeError) return t('hifz.errors.offline');
  return t('hifz.errors.generic', { message: String(err) });
}

/** Each field's message in the reader's language. */
export function portalFieldMessages(
  t: TFunction<'hifz'>,
  fields: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, portalMessage(t, v)]));
}
