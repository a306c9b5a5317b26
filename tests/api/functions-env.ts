/**
 * The functions' emulator settings (functions/.env, .env.local, .secret.local) in this process,
 * for a test that calls a function's body directly instead of through the emulators (a scheduled
 * function, which the emulators do not run, or a read whose count the API cannot show). A
 * variable already set wins; among the files, the later one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../emulators.ts';

export function loadFunctionsEnv(): void {
  // As the functions emulator reads them: a later file overrides an earlier one (.env.local's
  // HOSTING_PROXY_RANGES over .env's Google ranges).
  const values = new Map<string, string>();
  for (const file of ['.env', '.env.local', '.secret.local']) {
    const path = join(ROOT, 'functions', file);
    if (!existsSync(path)) continue;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
      if (match) values.set(match[1]!, match[2]!);
    }
  }
  for (const [name, value] of values) process.env[name] ??= value;
}
