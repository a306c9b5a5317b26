/**
 * The owner's account forms check the request with the shared schema before sending, word the
 * API's field refusals in the reader's language, clear after a success and keep the chosen
 * teacher for the next student. (These checks were steps of the e2e journey hifz.live; the
 * journey keeps the creation itself against the emulators.)
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../common/api/client.ts';
import { renderHifz } from '../testing.tsx';
import { hifzEn } from '../i18n/en.ts';
import { hifzUr } from '../i18n/ur.ts';
import { CreateStudentForm, CreateTeacherForm } from './CreateAccountForms.tsx';

const createTeacher = vi.hoisted(() => vi.fn());
const createStudent = vi.hoisted(() => vi.fn());
vi.mock('./admin-data.ts', () => ({
  useCreateTeacher: () => ({ mutateAsync: createTeacher, isPending: false }),
  useCreateStudent: () => ({ mutateAsync: createStudent, isPending: false }),
}));

const forms = hifzEn.hifz.forms;

/** Types `values` into the fields of `form` labelled by their keys of `forms`. */
function fill(form: HTMLElement, values: Partial<Record<'name' | 'email' | 'password', string>>) {
  for (const [field, value] of Object.entries(values))
    fireEvent.change(
      within(form).getByLabelText(forms[field as keyof typeof forms], { exact: false }),
      {
        target: { value },
      },
    );
}

/** Presses the form's button `button` and waits for the outcome line to say `status`. */
async function submitAndSee(form: HTMLElement, button: string, status: string) {
  fireEvent.click(within(form).getByRole('button', { name: button }));
  await waitFor(() => expect(within(form).getByRole('status').textContent).toBe(status));
}

beforeEach(() => {
  createTeacher.mockReset();
  createStudent.mockReset();
});

describe('Create teacher', () => {
  it('refuses a short password before sending, then creates and clears the form', async () => {
    createTeacher.mockResolvedValue({ uid: 't9' });
    await renderHifz(<CreateTeacherForm />);
    const form = screen.getByRole('form', { name: forms.createTeacher });
    fill(form, { name: 'Qari Yusuf', email: 'yusuf@demo.test', password: 'short' });
    fireEvent.click(within(form).getByRole('button', { name: forms.createTeacher }));
    expect(await within(form).findByText(/Use at least 8 characters/)).toBeTruthy();
    expect(
      within(form).getByLabelText(forms.password, { exact: false }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(createTeacher).not.toHaveBeenCalled();

    fill(form, { password: 'long-enough-1' });
    await submitAndSee(form, forms.createTeacher, forms.teacherCreated);
    expect(createTeacher).toHaveBeenCalledWith({
      name: 'Qari Yusuf',
      email: 'yusuf@demo.test',
      password: 'long-enough-1',
    });
    expect(within(form).getByLabelText<HTMLInputElement>(forms.name, { exact: false }).value).toBe(
      '',
    );
    expect(screen.queryByText(/Use at least 8 characters/)).toBeNull();
  });

  it('words a taken e-mail in Urdu beside the failure line', async () => {
    createTeacher.mockRejectedValue(
      new ApiError(409, {
        code: 'conflict',
        fields: {
          email: { code: 'email-taken', message: 'An account with this e-mail already exists' },
        },
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderHifz(<CreateTeacherForm />, 'ur');
    const form = screen.getByRole('form', { name: hifzUr.hifz.forms.createTeacher });
    for (const [label, value] of [
      [hifzUr.hifz.forms.name, 'قاری یوسف'],
      [hifzUr.hifz.forms.email, 'yusuf@demo.test'],
      [hifzUr.hifz.forms.password, 'long-enough-1'],
    ] as const)
      fireEvent.change(within(form).getByLabelText(label, { exact: false }), { target: { value } });
    fireEvent.click(within(form).getByRole('button', { name: hifzUr.hifz.forms.createTeacher }));
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      hifzUr.hifz.forms.teacherFailed,
    );
    const emailError = form.querySelector('#email-error');
    expect(emailError?.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(emailError?.textContent).not.toMatch(/already exists/);
    // What was typed stays, to be corrected.
    expect(
      within(form).getByLabelText<HTMLInputElement>(hifzUr.hifz.forms.name, { exact: false }).value,
    ).toBe('قاری یوسف');
  });
});

describe('Create student', () => {
  it('asks for a teacher, and keeps the chosen teacher for the next student', async () => {
    createStudent.mockResolvedValue({ uid: 's9' });
    await renderHifz(
      <CreateStudentForm
        teachers={[
          { id: 't1', name: 'Qari Ahmad', email: 't1@demo.test', disabled: false },
          { id: 't2', name: 'Qari Old', email: 't2@demo.test', disabled: true },
        ]}
      />,
    );
    const form = screen.getByRole('form', { name: forms.createStudent });
    const teacher = within(form).getByLabelText<HTMLSelectElement>(forms.assignTeacher, {
      exact: false,
    });
    // A disabled teacher is not offered.
    expect([...teacher.options].map((o) => o.value)).toEqual(['', 't1']);
    fill(form, { name: 'Bilal', email: 'bilal@demo.test', password: 'long-enough-1' });
    fireEvent.click(within(form).getByRole('button', { name: forms.createStudent }));
    expect(
      await within(form).findByText(/teacher/i, { selector: '#teacherId-error' }),
    ).toBeTruthy();
    expect(createStudent).not.toHaveBeenCalled();

    fireEvent.change(teacher, { target: { value: 't1' } });
    await submitAndSee(form, forms.createStudent, forms.studentCreated);
    expect(createStudent).toHaveBeenCalledWith({
      name: 'Bilal',
      email: 'bilal@demo.test',
      password: 'long-enough-1',
      teacherId: 't1',
    });
    expect(teacher.value).toBe('t1');
    expect(within(form).getByLabelText<HTMLInputElement>(forms.email, { exact: false }).value).toBe(
      '',
    );
  });
});
