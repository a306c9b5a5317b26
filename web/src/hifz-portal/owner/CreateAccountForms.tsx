import { useState, type FormEvent, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { createStudentBody, createTeacherBody, type Teacher } from '@masjid/domain/hifz';
import { ApiError } from '../../common/api/client.ts';
import { useCreateStudent, useCreateTeacher } from './admin-data.ts';
import { StatusMessage, type Outcome } from '../../common/ui/StatusMessage.tsx';

type Fields = Record<string, string>;

/** Validates with the shared schema; returns the first message per field. */
function check(schema: z.core.$ZodType, values: Fields): Fields {
  const result = z.safeParse(schema, values);
  const errors: Fields = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
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
  form: ReturnType<typeof useAccountForm>,
  schema: z.core.$ZodType,
  create: () => Promise<unknown>,
  texts: { ok: string; failed: string },
  reset: Fields,
) {
  form.setOutcome(null);
  const errors = check(schema, form.values);
  form.setErrors(errors);
  if (Object.keys(errors).length > 0) return;
  try {
    await create();
    form.setValues(reset);
    form.setOutcome({ ok: true, text: texts.ok });
  } catch (err) {
    console.error(texts.failed, err);
    if (err instanceof ApiError) form.setErrors(err.fields);
    form.setOutcome({ ok: false, text: texts.failed });
  }
}

/**
 * The frame both account forms share: name, e-mail and password, then `children` (more fields),
 * the submit button ('Creating…' while `pending`) and the outcome line.
 */
function AccountForm({
  label,
  submitLabel,
  form,
  pending,
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  form: ReturnType<typeof useAccountForm>;
  pending: boolean;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  return (
    <form
      className="hifz-form"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-label={label}
    >
      <Field name="name" label="Name" errors={form.errors}>
        <input {...form.input('name')} autoComplete="off" />
      </Field>
      <Field name="email" label="Email" errors={form.errors}>
        <input {...form.input('email', 'email')} autoComplete="off" />
      </Field>
      <Field name="password" label="Password" errors={form.errors}>
        <input {...form.input('password', 'password')} autoComplete="new-password" />
      </Field>
      {children}
      <button type="submit" className="btn" disabled={pending}>
        {pending ? 'Creating…' : submitLabel}
      </button>
      <StatusMessage message={form.outcome} />
    </form>
  );
}

const EMPTY_TEACHER = { name: '', email: '', password: '' };

/** Create a teacher: name, e-mail, password. */
export function CreateTeacherForm() {
  const form = useAccountForm(EMPTY_TEACHER);
  const create = useCreateTeacher();
  return (
    <AccountForm
      label="Create teacher"
      submitLabel="Create teacher"
      form={form}
      pending={create.isPending}
      onSubmit={() =>
        void submit(
          form,
          createTeacherBody,
          () => create.mutateAsync(createTeacherBody.parse(form.values)),
          { ok: 'Teacher created successfully', failed: 'Failed to create teacher' },
          EMPTY_TEACHER,
        )
      }
    />
  );
}

const EMPTY_STUDENT = { name: '', email: '', password: '', teacherId: '' };

/** Create a student: name, e-mail, password and 'Assign to Teacher'. */
export function CreateStudentForm({ teachers }: { teachers: Teacher[] }) {
  const form = useAccountForm(EMPTY_STUDENT);
  const create = useCreateStudent();
  return (
    <AccountForm
      label="Create student"
      submitLabel="Create student"
      form={form}
      pending={create.isPending}
      onSubmit={() =>
        void submit(
          form,
          createStudentBody,
          () => create.mutateAsync(createStudentBody.parse(form.values)),
          { ok: 'Student created successfully', failed: 'Failed to create student' },
          { ...EMPTY_STUDENT, teacherId: form.values.teacherId ?? '' },
        )
      }
    >
      <Field name="teacherId" label="Assign to Teacher" errors={form.errors}>
        <select
          name="teacherId"
          value={form.values.teacherId}
          onChange={(e) => form.setValues((v) => ({ ...v, teacherId: e.target.value }))}
          aria-invalid={form.errors.teacherId ? true : undefined}
          aria-describedby={form.errors.teacherId ? 'teacherId-error' : undefined}
        >
          <option value="">Choose a teacher</option>
          {teachers
            .filter((t) => !t.disabled)
            .map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
        </select>
      </Field>
    </AccountForm>
  );
}
