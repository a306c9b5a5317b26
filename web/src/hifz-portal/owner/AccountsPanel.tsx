import { useState, type ReactNode } from 'react';
import { ForTyped } from '../../common/ui/ForItem.tsx';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { passwordSchema, type Student, type TeacherWithStudents } from '@masjid/domain/hifz';
import { useReassign, useSetDisabled, useSetPassword } from './admin-data.ts';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';
import { useApiMessages } from '../../common/api/api-messages.ts';
import { TypedInSentence, TypedText } from '../../common/ui/TypedText.tsx';
import { typedTextProps } from '../../common/ui/typed-text.ts';
import { useConfirmDialog } from '../../common/ui/ConfirmDialog.tsx';

/** A status line shared by the panel's actions. */
type Note = { ok: boolean; text: string } | null;

/** Sets a new password for one account (inline, so it is never shown in a dialog's history). */
function PasswordReset({
  uid,
  name,
  onDone,
}: {
  uid: string;
  name: string;
  onDone: (n: Note) => void;
}) {
  const { t } = useTranslation('hifz');
  const words = useApiMessages();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSetPassword();
  if (!open)
    return (
      <button type="button" className="btn btn-outline btn-small" onClick={() => setOpen(true)}>
        {t('hifz.accounts.resetPassword')}
        <ForTyped text={name} />
      </button>
    );
  return (
    <form
      className="hifz-actions"
      onSubmit={(e) => {
        e.preventDefault();
        const checked = z.safeParse(passwordSchema, password);
        if (!checked.success) {
          const issue = checked.error.issues[0];
          setError(issue ? words.issue(issue) : null);
          return;
        }
        save.mutate(
          { uid, password },
          {
            onSuccess: () => {
              setOpen(false);
              setPassword('');
              onDone({ ok: true, text: t('hifz.accounts.passwordSet', { name }) });
            },
            onError: (err) =>
              onDone({
                ok: false,
                text: t('hifz.accounts.passwordFailed', { reason: words.error(err) }),
              }),
          },
        );
      }}
    >
      <label className="visually-hidden" htmlFor={`pw-${uid}`}>
        {t('hifz.accounts.newPasswordFor', { name })}
      </label>
      <input
        id={`pw-${uid}`}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        placeholder={t('hifz.accounts.newPassword')}
      />
      <button type="submit" className="btn btn-small" disabled={save.isPending}>
        {t('hifz.common.save')}
      </button>
      <button type="button" className="btn btn-outline btn-small" onClick={() => setOpen(false)}>
        {t('hifz.common.cancel')}
      </button>
      {error ? <span className="field-error">{error}</span> : null}
    </form>
  );
}

/**
 * Disables an account, after the confirm dialog names it and says what follows (for a student,
 * the parents' link stops too), or enables it again at once.
 */
function DisableToggle({
  kind,
  uid,
  name,
  disabled,
  onDone,
}: {
  kind: 'teacher' | 'student';
  uid: string;
  name: string;
  disabled: boolean;
  onDone: (n: Note) => void;
}) {
  const { t } = useTranslation('hifz');
  const words = useApiMessages();
  const toggle = useSetDisabled();
  const { confirm, dialog } = useConfirmDialog();

  async function change() {
    if (
      !disabled &&
      !(await confirm({
        message: (
          <TypedInSentence
            sentence={(who) => t('hifz.accounts.disableQuestion', { name: who })}
            text={name}
          />
        ),
        detail: t(`hifz.accounts.disableDetail.${kind}`),
        confirmLabel: t('hifz.accounts.confirmDisable'),
        cancelLabel: t('hifz.common.cancel'),
      }))
    )
      return;
    toggle.mutate(
      { uid, disabled: !disabled },
      {
        onSuccess: () =>
          onDone({
            ok: true,
            text: t(disabled ? 'hifz.accounts.enabledAgain' : 'hifz.accounts.isDisabled', {
              name,
            }),
          }),
        onError: (err) =>
          onDone({
            ok: false,
            text: t('hifz.accounts.changeFailed', { name, reason: words.error(err) }),
          }),
      },
    );
  }

  return (
    <>
      <button
        type="button"
        className={disabled ? 'btn btn-small' : 'btn btn-danger btn-small'}
        disabled={toggle.isPending}
        onClick={() => void change()}
      >
        {disabled ? t('hifz.accounts.enable') : t('hifz.accounts.disable')}
        <span className="visually-hidden">
          {' '}
          <TypedText text={name} />
        </span>
      </button>
      {dialog}
    </>
  );
}

/**
 * A table of accounts: Name, `middle` and Actions columns; `children` are its rows. On a phone
 * each row is a card whose cells carry their column's name (`data-label`).
 */
function AccountsTable({ middle, children }: { middle: string; children: ReactNode }) {
  const { t } = useTranslation('hifz');
  return (
    <table className="hifz-table card-table accounts-table">
      <thead>
        <tr>
          <th scope="col">{t('hifz.accounts.name')}</th>
          <th scope="col">{middle}</th>
          <th scope="col">{t('hifz.accounts.actions')}</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * A teacher's or student's row: its name (a student's links to the profile), a Disabled badge and
 * its e-mail; then `children`, the middle column's cell; then its actions: disable or enable it,
 * set a new password.
 */
function AccountRow({
  kind,
  account,
  onDone,
  children,
}: {
  kind: 'teacher' | 'student';
  account: { id: string; name: string; email: string; disabled?: boolean };
  onDone: (n: Note) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('hifz');
  const name = <TypedText text={account.name} />;
  return (
    <tr
      data-teacher-id={kind === 'teacher' ? account.id : undefined}
      data-student-id={kind === 'student' ? account.id : undefined}
    >
      <td className="account-cell">
        {kind === 'student' ? (
          <Link to={`/students/${account.id}`}>{name}</Link>
        ) : (
          <strong>{name}</strong>
        )}{' '}
        {account.disabled ? (
          <span className="hifz-badge">{t('hifz.accounts.disabled')}</span>
        ) : null}
        <span className="muted email" dir="ltr">
          {account.email}
        </span>
      </td>
      {children}
      <td data-label={t('hifz.accounts.actions')}>
        <div className="hifz-actions">
          <DisableToggle
            kind={kind}
            uid={account.id}
            name={account.name}
            disabled={!!account.disabled}
            onDone={onDone}
          />
          <PasswordReset uid={account.id} name={account.name} onDone={onDone} />
        </div>
      </td>
    </tr>
  );
}

/**
 * Teachers and students with the admin's actions: move a student to another teacher, disable and
 * re-enable an account (its open sessions stop), set a new password.
 */
export function AccountsPanel({
  teachers,
  students,
}: {
  teachers: TeacherWithStudents[];
  students: Student[];
}) {
  const { t } = useTranslation('hifz');
  const words = useApiMessages();
  const [note, setNote] = useState<Note>(null);
  const reassign = useReassign();
  const teacherName = new Map(teachers.map((teacher) => [teacher.id, teacher.name]));
  return (
    <>
      <StatusMessage message={note} />
      <h3>{t('hifz.accounts.teachers')}</h3>
      <AccountsTable middle={t('hifz.accounts.studentCount')}>
        {teachers.map((teacher) => (
          <AccountRow key={teacher.id} kind="teacher" account={teacher} onDone={setNote}>
            <td data-label={t('hifz.accounts.studentCount')}>{teacher.students.length}</td>
          </AccountRow>
        ))}
      </AccountsTable>
      <h3>{t('hifz.accounts.students')}</h3>
      <AccountsTable middle={t('hifz.accounts.teacher')}>
        {students.map((s) => (
          <AccountRow key={s.id} kind="student" account={s} onDone={setNote}>
            <td data-label={t('hifz.accounts.teacher')}>
              <label className="visually-hidden" htmlFor={`teacher-${s.id}`}>
                <TypedInSentence
                  sentence={(name) => t('hifz.accounts.teacherOf', { name })}
                  text={s.name}
                />
              </label>
              <select
                id={`teacher-${s.id}`}
                value={s.teacherId}
                disabled={reassign.isPending}
                onChange={(e) =>
                  reassign.mutate(
                    { studentId: s.id, teacherId: e.target.value },
                    {
                      onSuccess: () =>
                        setNote({
                          ok: true,
                          text: t('hifz.accounts.moved', {
                            name: s.name,
                            teacher:
                              teacherName.get(e.target.value) ?? t('hifz.accounts.theNewTeacher'),
                          }),
                        }),
                      onError: (err) =>
                        setNote({
                          ok: false,
                          text: t('hifz.accounts.moveFailed', {
                            name: s.name,
                            reason: words.error(err),
                          }),
                        }),
                    },
                  )
                }
              >
                {teacherName.has(s.teacherId) ? null : (
                  <option value={s.teacherId}>{t('hifz.common.noTeacher')}</option>
                )}
                {teachers.map((teacher) => (
                  <option
                    key={teacher.id}
                    value={teacher.id}
                    disabled={teacher.disabled}
                    {...typedTextProps(teacher.name)}
                  >
                    {teacher.name}
                  </option>
                ))}
              </select>
            </td>
          </AccountRow>
        ))}
      </AccountsTable>
    </>
  );
}
