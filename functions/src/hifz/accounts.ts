/**
 * Portal accounts: the admin creates qaris and students, reassigns a student,
 * disables and re-enables an account, and sets a new password. An account is a Firebase Auth user
 * with its role claim plus its Firestore profile, made in one step that cannot leave half behind:
 * the Auth user is created disabled and without a role, the profile (and a student's deep link)
 * is written, and only then are the claim set and the account enabled. On any failure the Auth
 * user is deleted again; a user left disabled by a crash has no role and no profile and is
 * replaced by the next attempt with the same e-mail.
 */
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import {
  STUDENTS_COLLECTION,
  TEACHERS_COLLECTION,
  type CreateStudentBody,
  type CreateTeacherBody,
  type Student,
  type Teacher,
} from '@masjid/domain/hifz';
import { isSiteAdmin, parseRoleClaims, type HifzRole } from '@masjid/domain/roles';
import { app, db, errorCode, unlessAlreadyMade } from '../lib/firebase.ts';
import { validDoc } from '../lib/stored.ts';
import { endSessions } from '../lib/account-status.ts';
import { ApiError, fieldProblem } from '../api/errors.ts';
import { linkIn, writeNewLink } from './deep-links.ts';
import { students, teachers } from './people.ts';

const auth = () => getAuth(app);

/** Auth errors as the API's: 409 for a taken e-mail, 400 for what Auth refuses in a field. */
function authError(err: unknown): never {
  const code = errorCode(err);
  if (code === 'auth/email-already-exists')
    throw new ApiError('conflict', 'email-taken', 'An account with this e-mail already exists', {
      fields: { email: fieldProblem('email-taken', 'An account with this e-mail already exists') },
    });
  if (code === 'auth/invalid-password')
    throw new ApiError('bad-request', 'invalid-input', 'The password is too weak', {
      fields: { password: fieldProblem('password-weak', 'The password is too weak') },
    });
  if (code === 'auth/invalid-email')
    throw new ApiError('bad-request', 'invalid-input', 'Enter a valid e-mail address', {
      fields: { email: fieldProblem('invalid-email', 'Enter a valid e-mail address') },
    });
  throw err;
}

/**
 * An account left half-made by an earlier crash: disabled, no custom claims at all (so never a
 * disabled site admin), no profile.
 */
async function isLeftover(user: UserRecord): Promise<boolean> {
  if (!user.disabled || Object.keys(user.customClaims ?? {}).length > 0) return false;
  const [teacher, student] = await Promise.all([
    teachers().doc(user.uid).get(),
    students().doc(user.uid).get(),
  ]);
  return !teacher.exists && !student.exists;
}

/** The Auth user `uid`, or undefined when there is none. */
async function userOf(uid: string): Promise<UserRecord | undefined> {
  try {
    return await auth().getUser(uid);
  } catch (err) {
    if (errorCode(err) === 'auth/user-not-found') return undefined;
    throw err;
  }
}

/**
 * Creates the Auth user `uid` (`ctx.newId`; disabled, no role), runs `writeProfile` for it, then
 * sets the role and enables it. Deletes the user if anything fails. The uid comes from the
 * request's Idempotency-Key, so a user already under it was made by an earlier run of the same
 * or parallel run of the same request: complete, it is answered as it is; cut short, it is
 * finished (its profile written unless there), and only the run that made a user deletes it
 * again on failure. Returns the uid.
 */
async function createAccount(
  uid: string,
  input: { name: string; email: string; password: string },
  role: HifzRole,
  writeProfile: (uid: string) => Promise<void>,
): Promise<string> {
  const profile = () => (role === 'qari' ? teachers() : students()).doc(uid);
  let user = await userOf(uid);
  if (user && !user.disabled && parseRoleClaims(user.customClaims ?? {}).role === role)
    if ((await profile().get()).exists) return uid;
  const fields = {
    uid,
    email: input.email,
    password: input.password,
    displayName: input.name,
    disabled: true,
  };
  // Whether this run made the user (and may delete it on failure), not an earlier or parallel
  // run of the same request.
  let mine = false;
  try {
    if (!user) {
      user = await auth().createUser(fields);
      mine = true;
    }
  } catch (err) {
    const code = errorCode(err);
    if (code === 'auth/uid-already-exists') user = await auth().getUser(uid);
    else {
      if (code !== 'auth/email-already-exists') authError(err);
      const existing = await auth().getUserByEmail(input.email);
      if (!(await isLeftover(existing))) authError(err);
      await auth().deleteUser(existing.uid);
      user = await auth().createUser(fields).catch(authError);
      mine = true;
    }
  }
  try {
    // A parallel run of the same request may write it first: then it is there.
    if (!(await profile().get()).exists) await writeProfile(user.uid).catch(unlessAlreadyMade);
    // Merged with whatever the new user holds (nothing, as created above): a role change never
    // drops or adds another claim.
    const fresh = await auth().getUser(user.uid);
    await auth().setCustomUserClaims(user.uid, { ...fresh.customClaims, role });
    await auth().updateUser(user.uid, { disabled: false });
    return user.uid;
  } catch (err) {
    if (mine) {
      await auth()
        .deleteUser(user.uid)
        .catch(() => undefined);
      await profile()
        .delete()
        .catch(() => undefined);
    }
    throw err;
  }
}

/** Creates a qari: Auth user with `role: 'qari'` and `teachers/{uid}`. */
export async function createTeacher(uid: string, body: CreateTeacherBody): Promise<Teacher> {
  const data = { name: body.name, email: body.email, disabled: false };
  const id = await createAccount(uid, body, 'qari', async (uid) => {
    await db.collection(TEACHERS_COLLECTION).doc(uid).create(data);
  });
  return { id, ...data };
}

/** ApiError 400 unless `teacherId` is an enabled qari. */
async function checkTeacher(teacherId: string): Promise<void> {
  const teacher = validDoc(await teachers().doc(teacherId).get());
  if (!teacher || teacher.disabled === true)
    throw new ApiError('bad-request', 'invalid-input', 'Choose a teacher from the list', {
      fields: { teacherId: fieldProblem('teacher-unknown', 'Choose a teacher from the list') },
    });
}

/** Creates a student: Auth user with `role: 'student'`, `students/{uid}` and a deep link. */
export async function createStudent(
  uid: string,
  body: CreateStudentBody,
  by: string,
): Promise<Student> {
  await checkTeacher(body.teacherId);
  const data = { name: body.name, email: body.email, teacherId: body.teacherId, disabled: false };
  const id = await createAccount(uid, body, 'student', async (uid) => {
    await db.runTransaction(async (tx) => {
      tx.create(db.collection(STUDENTS_COLLECTION).doc(uid), data);
      writeNewLink(tx, uid, by);
    });
  });
  return { id, ...data };
}

const studentNotFound = () => new ApiError('not-found', 'student-not-found', 'Student not found');

/**
 * Moves a student to another qari; ApiError 404 for an unknown student, 400 for a bad teacher. The
 * parents' link follows the child, not the old class: a move to another qari replaces it (the old
 * link answers `student-moved`, its devices stop hearing), and the owner and the new qari see the
 * new link to send, marked `moved`. `by`: uid of who moved the student.
 */
export async function reassignStudent(
  studentId: string,
  teacherId: string,
  by: string,
): Promise<Student> {
  await checkTeacher(teacherId);
  const ref = students().doc(studentId);
  await db.runTransaction(async (tx) => {
    const before = validDoc(await tx.get(ref));
    if (!before) throw studentNotFound();
    if (before.teacherId === teacherId) return;
    const link = await linkIn(tx, studentId);
    tx.update(ref, { teacherId });
    writeNewLink(tx, studentId, by, link?.tokenHash, 'moved');
  });
  const student = validDoc(await students().doc(studentId).get());
  if (!student) throw studentNotFound();
  return student;
}

/**
 * The profile of an account the hifz owner may manage: a qari or a student and nothing more.
 * ApiError 404 when there is no such account or profile; ApiError 403 when the account also holds
 * the site-admin claim, is a hifz admin, or has no portal role (the owner must not be able to
 * lock out or take over the site's administrators through the portal).
 */
async function managedProfileRef(uid: string) {
  const notFound = () =>
    new ApiError('not-found', 'account-not-found', 'No teacher or student with this id');
  const user = await auth()
    .getUser(uid)
    .catch((err: unknown) => {
      throw errorCode(err) === 'auth/user-not-found' ? notFound() : err;
    });
  const claims = parseRoleClaims(user.customClaims);
  if (isSiteAdmin(claims) || (claims.role !== 'qari' && claims.role !== 'student'))
    throw new ApiError(
      'forbidden',
      'account-not-managed',
      'Only teacher and student accounts can be managed here',
    );
  const ref = db
    .collection(claims.role === 'qari' ? TEACHERS_COLLECTION : STUDENTS_COLLECTION)
    .doc(uid);
  if (!(await ref.get()).exists) throw notFound();
  return ref;
}

/**
 * Disables or re-enables a qari or student, and ends their sessions (`endSessions`): the API and
 * the Firestore rules refuse their earlier tokens at once.
 */
export async function setDisabled(uid: string, disabled: boolean): Promise<void> {
  const ref = await managedProfileRef(uid);
  await auth().updateUser(uid, { disabled });
  await endSessions(auth(), db, uid);
  await ref.update({ disabled });
}

/** Sets a new password for a qari or student and ends their sessions (`endSessions`). */
export async function setPassword(uid: string, password: string): Promise<void> {
  await managedProfileRef(uid);
  await auth().updateUser(uid, { password }).catch(authError);
  await endSessions(auth(), db, uid);
}
