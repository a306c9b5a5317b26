import { useState, type FormEvent, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { createStudentBody, createTeacherBody, type Teacher } from '@masjid/domain/hifz';
import { ApiError } from '../../common/api/client.ts';
import { useCreateStudent, useCreateTeacher } from './admin-data.ts';
import { StatusMessage, type Outcome } from '../../common/ui/StatusMessage.tsx';
import { useApiMessages, type ApiMessages } from '../../common/api/api-messages.ts';
import { typedTextProps } from '../../common/ui/typed-text.ts';

type Fields = Record<string, string>;

/**
 * Validates with the shared schema; returns the first problem per field, in the reader's language
 * (the teacher is chosen from a list, so any problem there is "choose one").
 */
function check(words: ApiMessages, schema: z.core.$ZodType, values: Fields): Fields {
  const result = z.safeParse(schema, values);
  const errors: Fields = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '_');
      errors[field] ??=
        field === 'teacherId' ? words.field({ code: 'teacher-unknown' }) : words.issue(issue);
    }
  return errors;
}

function Field({
  name,
  label,
  errors,
  children,
}: {
  name: string;
  label: string;
  errors: Fields;
  children: ReactNode;
}) {
  return (
    <label>
      {label}
      {children}
      {errors[name] ? (
        <span className="field-error" id={`${name}-error`}>
          {errors[name]}
        </span>
      ) : null}
    </label>
  );
}

/** Shared state of the two forms: values, per-field errors, the outcome line. */
function useAccountForm(initial: Fields) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Fields>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const input = (name: string, type = 'text') => ({
    name,
    type,
    value: values[name] ?? '',
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });
  return { values, setValues, errors, setErrors, outcome, setOutcome, input };
}

/** Runs `create` after the schema check; maps the API's field errors back onto the form. */
async function submit(
  words: ApiMessages,
  form: ReturnType<typeof useAccountForm>,
  schema: z.core.$ZodType,
  create: () => Promise<unknown>,
  texts: { ok: string; failed: string },
  reset: Fields,
) {
  form.setOutcome(null);
  const errors = check(words, schema, form.values);
  form.setErrors(errors);
  if (Object.keys(errors).length > 0) return;
  try {
    await create();
    form.setValues(reset);
    form.setOutcome({ ok: true, text: texts.ok });
  } catch (err) {
    console.error(texts.failed, err);
    if (err instanceof ApiError) form.setErrors(words.fields(err.fields));
    form.setOutcome({ ok: false, text: texts.failed });
  }
}

/**
 * What else sets the two account forms apart: the words (keys of the `hifz` namespace), the empty
 * form and the fields kept after a save.
 */
const ACCOUNT_KINDS = {
  teacher: {
    keys: {
      label: 'hifz.forms.createTeacher',
      ok: 'hifz.forms.teacherCreated',
      failed: 'hifz.forms.teacherFailed',
    },
    empty: { name: '', email: '', password: '' },
    keep: [],
  },
  student: {
    keys: {
      label: 'hifz.forms.createStudent',
      ok: 'hifz.forms.studentCreated',
      failed: 'hifz.forms.studentFailed',
    },
    empty: { name: '', email: '', password: '', teacherId: '' },
    // The teacher stays chosen for the next student.
    keep: ['teacherId'],
  },
} as const;
type AccountKind = keyof typeof ACCOUNT_KINDS;

/**
 * The form both account kinds share: name, e-mail and password, then `children` (more fields,
 * given the form's state), the submit button ('Creating…' while `create` is pending) and the
 * outcome line; on submit, checks with the request's `schema` and sends the body through `create`.
 */
function AccountForm<Body>({
  kind,
  schema,
  create,
  children,
}: {
  kind: AccountKind;
  schema: z.ZodMiniType<Body>;
  create: { isPending: boolean; mutateAsync: (body: Body) => Promise<unknown> };
  children?: (form: ReturnType<typeof useAccountForm>) => ReactNode;
}) {
  const { t } = useTranslation('hifz');
  const words = useApiMessages();
  const { keys, empty, keep } = ACCOUNT_KINDS[kind];
  const form = useAccountForm(empty);
  const label = t(keys.label);
  return (
    <form
      className="hifz-form"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        const reset: Fields = { ...empty };
        for (const name of keep) reset[name] = form.values[name] ?? '';
        void submit(
          words,
          form,
          schema,
          () => create.mutateAsync(z.parse(schema, form.values)),
          { ok: t(keys.ok), failed: t(keys.failed) },
          reset,
        );
      }}
      noValidate
      aria-label={label}
    >
      <Field name="name" label={t('hifz.forms.name')} errors={form.errors}>
        <input {...form.input('name')} autoComplete="off" />
      </Field>
      <Field name="email" label={t('hifz.forms.email')} errors={form.errors}>
        <input {...form.input('email', 'email')} dir="ltr" autoComplete="off" />
      </Field>
      <Field name="password" label={t('hifz.forms.password')} errors={form.errors}>
        <input {...form.input('password', 'password')} autoComplete="new-password" />
      </Field>
      {children?.(form)}
      <button type="submit" className="btn" disabled={create.isPending}>
        {create.isPending ? t('hifz.forms.creating') : label}
      </button>
      <StatusMessage message={form.outcome} />
    </form>
  );
}

/** Create a teacher: name, e-mail, password. */
export function CreateTeacherForm() {
  return <AccountForm kind="teacher" schema={createTeacherBody} create={useCreateTeacher()} />;
}

/** Create a student: name, e-mail, password and 'Assign to Teacher'. */
export function CreateStudentForm({ teachers }: { teachers: Teacher[] }) {
  const { t } = useTranslation('hifz');
  return (
    <AccountForm kind="student" schema={createStudentBody} create={useCreateStudent()}>
      {(form) => (
        <Field name="teacherId" label={t('hifz.forms.assignTeacher')} errors={form.errors}>
          <select
            name="teacherId"
            value={form.values.teacherId}
            onChange={(e) => form.setValues((v) => ({ ...v, teacherId: e.target.value }))}
            aria-invalid={form.errors.teacherId ? true : undefined}
            aria-describedby={form.errors.teacherId ? 'teacherId-error' : undefined}
          >
            <option value="">{t('hifz.forms.chooseTeacher')}</option>
            {teachers
              .filter((teacher) => !teacher.disabled)
              .map((teacher) => (
                <option key={teacher.id} value={teacher.id} {...typedTextProps(teacher.name)}>
                  {teacher.name}
                </option>
              ))}
          </select>
        </Field>
      )}
    </AccountForm>
  );
}
