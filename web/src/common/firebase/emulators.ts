/**
 * The connections to the local emulator suite. Imported only behind `__USE_EMULATORS__`, so a
 * production build contains neither this module nor the emulators' addresses (not even in its
 * source maps).
 */
import { connectAuthEmulator, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, type Firestore } from 'firebase/firestore';

/** Points Firestore at the emulator of `firebase.json`. */
export function connectToFirestoreEmulator(db: Firestore): void {
  connectFirestoreEmulator(db, '127.0.0.1', 8080);
}

/** Points Auth at the emulator of `firebase.json`. */
export function connectToAuthEmulator(auth: Auth): void {
  connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
}
