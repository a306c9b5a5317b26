/**
 * The import rules of eslint.config.js hold for folders added after it was written: a new
 * functions resource may not import another resource, a new web area may not import another area,
 * and an import circle through a dynamic import() is found. The new folders are made empty for the
 * test (the config reads the folders when it loads) and removed after it; each file is linted
 * with ESLint's lintText under its would-be path, so no source file is written.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NEW_RESOURCE = 'functions/src/zz-lint-zones-test-resource';
const NEW_AREA = 'web/src/zz-lint-zones-test-area';
let eslint: ESLint;

beforeAll(() => {
  for (const dir of [NEW_RESOURCE, NEW_AREA]) mkdirSync(dir, { recursive: true });
  eslint = new ESLint({ cwd: process.cwd() });
});
afterAll(() => {
  for (const dir of [NEW_RESOURCE, NEW_AREA]) rmSync(dir, { recursive: true, force: true });
});

/** The rule ids ESLint reports for `code` as if it were the file `filePath`. */
async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('the import zones (eslint.config.js)', () => {
  it('keep a new functions resource from importing another resource', async () => {
    const broken = await rulesBroken(
      `${NEW_RESOURCE}/routes.ts`,
      "import { eventsRoutes } from '../events/routes.ts';\nexport const x = eventsRoutes;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('let a new functions resource use api/ and lib/', async () => {
    const broken = await rulesBroken(
      `${NEW_RESOURCE}/routes.ts`,
      "import { db } from '../lib/firebase.ts';\nexport const x = db;\n",
    );
    expect(broken).not.toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('keep a new web area from importing another area', async () => {
    const broken = await rulesBroken(
      `${NEW_AREA}/feature/thing.ts`,
      "import { HomePage } from '../../public-site/home/HomePage.tsx';\nexport const x = HomePage;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('find an import circle through a dynamic import()', async () => {
    // routes.tsx imports SignedInLayout.tsx lazily; a module of the shell that SignedInLayout
    // imported and that imported the route table would close a circle.
    const broken = await rulesBroken(
      'web/src/app/route-handles.ts',
      "import { routes } from './routes.tsx';\nexport const x = routes;\n",
    );
    expect(broken).toContain('import-x/no-cycle');
  }, 60_000);
});
