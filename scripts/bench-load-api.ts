/**
 * The REST API for `npm run bench:load` (scripts/bench-load.ts forks this file): functions/src/app.ts
 * served in a Node process of its own, as one Cloud Functions instance serves it, against the
 * Firestore and Auth emulators that `firebase emulators:exec` started (their *_EMULATOR_HOST
 * variables are inherited). The functions' settings (functions/.env, .env.local, .secret.local)
 * are loaded by the API tests' `loadFunctionsEnv` as the functions emulator loads them, so the
 * parents' link tokens the seed made open.
 * Sends `{ base }` (the API's origin, `http://127.0.0.1:PORT`) to the parent once it listens, and
 * `{ cpuMs }` (its CPU time so far) when the parent sends `'cpu'`; exits when the parent disconnects.
 */
import { loadFunctionsEnv } from '../tests/api/functions-env.ts';
import { serveInProcess } from '../tests/api/in-process-api.ts';

loadFunctionsEnv();
// As the functions emulator runs the API (media from a local folder; no Cloud Storage bucket).
process.env.FUNCTIONS_EMULATOR = 'true';
const { createApp } = await import('../functions/src/app.ts');
const { server, base } = await serveInProcess(createApp());
process.send?.({ base });
// The CPU time this process has used (user + system, ms), on request: our code's cost per request.
process.on('message', (m) => {
  if (m === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMs: (user + system) / 1000 });
  }
});
process.on('disconnect', () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
});
