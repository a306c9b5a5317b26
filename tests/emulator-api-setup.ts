/**
 * Global setup of the `emulator-api` test project: refuses to run outside the emulators (the
 * rules-test project and its coverage report are the `emulator-rules` project's).
 */
import { assertEmulators } from './emulator-global-setup.ts';

export async function setup(): Promise<void> {
  await assertEmulators();
}
