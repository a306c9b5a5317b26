/** The shape of the Firebase web options, shared by the build (`build-config.ts`) and the page. */
import * as z from 'zod/mini';

const value = z.string().check(z.trim(), z.minLength(1));

/** The public (not secret) Firebase web options of one project. */
export const firebaseOptionsSchema = z.strictObject({
  apiKey: value,
  authDomain: value,
  projectId: value,
  storageBucket: value,
  appId: value,
  messagingSenderId: value,
});
export type FirebaseWebOptions = z.infer<typeof firebaseOptionsSchema>;
