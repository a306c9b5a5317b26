/**
 * The hifz portal in the browser: the owner creates a teacher and a student assigned
 * to them; the teacher signs in, finds the student by search and opens the profile; the parents'
 * link opens the read-only dashboard in a fresh browser without signing in; after the link is
 * replaced, the old one says it was replaced. Also: who is sent back to /hifz-login,
 * and the empty states. Cleans up the accounts it made.
 */
import type { Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { getApps, initializeApp } from 'firebase-admin/app';
import { STUDENTS_COLLECTION, TEACHERS_COLLECTION } from '@masjid/domain/hifz';
import { DEMO_PROJECT_ID } from '../emulators.ts';
import {
  adminDb,
  closeAdmin,
  expect,
  open,
  openAsParent,
  signInToPortal,
  submitSignIn,
  test,
} from './support.ts';

const run = Date.now().toString(36);
const TEACHER = { name: `Qari Bilal ${run}`, email: `qari-${run}@e2e.test` };
const EMPTY_TEACHER = { name: `Qari Empty ${run}`, email: `qari-empty-${run}@e2e.test` };
const STUDENT = { name: `Hafiz Zayd ${run}`, email: `zayd-${run}@e2e.test` };
const PASSWORD = 'e2e-pass-123';

function adminAuth() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9099';
  const app =
    getApps().find((a) => a.name === 'e2e-auth') ??
    initializeApp({ projectId: DEMO_PROJECT_ID }, 'e2e-auth');
  return getAuth(app);
}

test.afterAll(async () => {
  for (const email of [TEACHER.email, EMPTY_TEACHER.email, STUDENT.email]) {
    const user = await adminAuth()
      .getUserByEmail(email)
      .catch(() => undefined);
    if (!user) continue;
    await adminAuth().deleteUser(user.uid);
    await adminDb().collection(TEACHERS_COLLECTION).doc(user.uid).delete();
    await adminDb().collection(STUDENTS_COLLECTION).doc(user.uid).delete();
  }
  await closeAdmin();
});

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/hifz-login$/);
}

test('sign-in: wrong password and an account without a portal role get a message', async ({
  page,
}) => {
  await open(page, '/hifz-login');
  await submitSignIn(page, 'owner@demo.test', 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await submitSignIn(page, 'siteadmin@demo.test');
  await expect(page.getByRole('alert')).toHaveText(
    'This account has no access to the hifz portal.',
  );
  await expect(page).toHaveURL(/\/hifz-login$/);
});

test('visitors and other roles are sent to /hifz-login; the profile needs a student', async ({
  page,
}) => {
  // Six pages and a sign-in: about 30 s alone, more beside another worker on 2 cores.
  test.setTimeout(90_000);
  for (const path of [
    '/dashboard-admin',
    '/dashboard-qari',
    '/dashboard-student',
    '/students/demo-student-ahmed',
  ]) {
    await open(page, path);
    await expect(page).toHaveURL(/\/hifz-login$/);
  }
  await open(page, '/student-profile');
  await expect(page.getByText('No student data found. Please go back.')).toBeVisible();

  await signInToPortal(page, 'student@demo.test', /\/dashboard-student$/);
  await expect(page.getByText('My Progress')).toBeVisible();
  // A student on a teacher's address is told whose page it is and where to go instead.
  await open(page, '/dashboard-qari');
  await expect(
    page.getByRole('heading', { name: 'This page is not for your account' }),
  ).toBeVisible();
  await expect(page.getByText('This page is for teachers (qaris).')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your progress' }).click();
  await expect(page).toHaveURL(/\/dashboard-student$/);
});

test('the owner creates a teacher and a student; the teacher finds the student; the parents’ link works until replaced', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // --- The owner -------------------------------------------------------------------------------
  await signInToPortal(page, 'owner@demo.test', /\/dashboard-admin$/);
  const teacherForm = page.getByRole('form', { name: 'Create teacher' });
  await teacherForm.getByLabel('Name').fill(TEACHER.name);
  await teacherForm.getByLabel('Email').fill(TEACHER.email);
  // The forms' own checks (a short password, no teacher chosen, a taken e-mail's wording) are
  // component tests (CreateAccountForms.test.tsx); the taken e-mail's refusal an API test.
  await teacherForm.getByLabel('Password').fill(PASSWORD);
  await teacherForm.getByRole('button', { name: 'Create teacher' }).click();
  await expect(teacherForm.getByRole('status')).toHaveText('Teacher created successfully');
  await expect(teacherForm.getByLabel('Name')).toHaveValue('');

  await teacherForm.getByLabel('Name').fill(EMPTY_TEACHER.name);
  await teacherForm.getByLabel('Email').fill(EMPTY_TEACHER.email);
  await teacherForm.getByLabel('Password').fill(PASSWORD);
  await teacherForm.getByRole('button', { name: 'Create teacher' }).click();
  await expect(teacherForm.getByRole('status')).toHaveText('Teacher created successfully');

  const studentForm = page.getByRole('form', { name: 'Create student' });
  await studentForm.getByLabel('Name').fill(STUDENT.name);
  await studentForm.getByLabel('Email').fill(STUDENT.email);
  await studentForm.getByLabel('Password').fill(PASSWORD);
  await studentForm.getByLabel('Assign to Teacher').selectOption({ label: TEACHER.name });
  await studentForm.getByRole('button', { name: 'Create student' }).click();
  await expect(studentForm.getByRole('status')).toHaveText('Student created successfully');

  await page.getByRole('button', { name: 'Generate report' }).click();
  const report = page.locator('.owner-report');
  const teacherRow = report.locator('tbody', { hasText: STUDENT.name });
  await expect(teacherRow).toContainText(TEACHER.name);
  const firstLink = await teacherRow.locator('a[href*="token="]').getAttribute('href');
  expect(firstLink).toMatch(/\/dashboard-student\?token=[A-Za-z0-9_-]{43}$/);
  const download = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Owner report' })
    .getByRole('button', { name: 'Download CSV' })
    .click();
  const csv = await (await download).createReadStream();
  const text = await new Promise<string>((resolve) => {
    let body = '';
    csv.on('data', (chunk: Buffer) => (body += chunk.toString()));
    csv.on('end', () => resolve(body));
  });
  expect(text).toContain(`${TEACHER.name},${TEACHER.email},${STUDENT.name},${STUDENT.email}`);
  expect(text).toContain(firstLink!);
  await signOut(page);

  // --- A teacher with no students --------------------------------------------------------------
  await signInToPortal(page, EMPTY_TEACHER.email, /\/dashboard-qari$/, PASSWORD);
  await expect(page.getByText('No students yet')).toBeVisible();
  await signOut(page);

  // --- The teacher ------------------------------------------------------------------------------
  await signInToPortal(page, TEACHER.email, /\/dashboard-qari$/, PASSWORD);
  const search = page.getByLabel('Search students');
  await search.fill('nobody-like-this');
  await expect(page.getByText('No students found.')).toBeVisible();
  await search.fill(STUDENT.email.slice(0, 8).toUpperCase());
  await page.getByRole('link', { name: new RegExp(STUDENT.name) }).click();
  await expect(page).toHaveURL(/\/students\/[A-Za-z0-9_-]+$/);
  await expect(page.getByText(`Progress for ${STUDENT.name}`)).toBeVisible();
  // A reload (or a pasted address) loads the student by id.
  await page.reload();
  await expect(page.getByText(`Progress for ${STUDENT.name}`)).toBeVisible();
  const studentUrl = page.url();

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/student-profile$/);
  await expect(page.getByRole('heading', { name: STUDENT.name })).toBeVisible();
  await expect(page.getByText(STUDENT.email)).toBeVisible();
  await expect(page.locator('.avatar-large')).toHaveText(STUDENT.name.charAt(0));
  await expect(page.getByRole('textbox', { name: "Parents' link", exact: true })).toHaveValue(
    firstLink!,
  );

  // --- The parent, in a fresh browser -----------------------------------------------------------
  const parent = await openAsParent(browser, firstLink!);
  await expect(parent.page.getByText(`Progress for ${STUDENT.name}`)).toBeVisible();
  await expect(parent.page.getByTestId('fees-status')).toHaveText('Not Paid');
  await expect(parent.page.getByText('(view only)')).toBeVisible();
  await expect(parent.page.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  await parent.close();

  // --- The teacher replaces the link; the old one stops working ----------------------------------
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Replace link' }).click();
  await expect(page.getByText('New link made. The old link no longer works.')).toBeVisible();
  const newLink = await page
    .getByRole('textbox', { name: "Parents' link", exact: true })
    .inputValue();
  expect(newLink).not.toBe(firstLink);
  const old = await openAsParent(browser, firstLink!);
  // It says why, not merely that it is wrong (issue 40 §5).
  await expect(old.page.getByRole('alert')).toHaveText(
    'This link was replaced by a new one, so it no longer opens.',
  );
  await old.close();
  const fresh = await openAsParent(browser, newLink);
  await expect(fresh.page.getByText(`Progress for ${STUDENT.name}`)).toBeVisible();
  await fresh.close();

  // --- Another qari may not open this student ---------------------------------------------------
  await page.goBack();
  await signOut(page);
  await signInToPortal(page, 'qari2@demo.test', /\/dashboard-qari$/);
  await page.goto(studentUrl);
  await expect(page.getByRole('alert')).toHaveText('You cannot see this student.');
});
