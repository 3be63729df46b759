/**
 * `dugout/no-cycles` (build/eslint-cycles.js), through the project's own ESLint config: an
 * import that closes a loop is reported with the loop; the same import as a type, or as a
 * lazy `import()`, is not. The linted text stands in for a real file whose imports the rule
 * reads from disk (src/engine/session.ts imports rng.ts and hash.ts).
 */
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// The project's config without its typed rules: type information would build a program
// for each linted text (seconds each), and these rules need none.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

// Loading the config (typescript-eslint, and TypeScript for the loop rule) takes seconds,
// more on a busy machine: once, before the timed tests.
beforeAll(() => eslint.lintText('', { filePath: join(ROOT, 'src/app/x.ts') }), 180_000);

/** The no-cycles messages for `code` linted as the file `file`. */
async function loops(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  expect(result?.messages.filter((m) => m.fatal)).toEqual([]);
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'dugout/no-cycles')
    .map((m) => m.message);
}

describe('no import loops in src (dugout/no-cycles)', () => {
  it('reports an import that leads back to the importing file, naming the loop', async () => {
    const found = await loops('src/engine/rng.ts', "export { replay } from './session';");
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('src/engine/rng.ts -> src/engine/session.ts -> src/engine/rng.ts');
    expect(await loops('src/engine/hash.ts', "import { dispatch } from './session';")).toHaveLength(
      1,
    );
  });

  it('leaves type-only imports, lazy imports and imports that do not come back alone', async () => {
    expect(await loops('src/engine/rng.ts', "import type { Session } from './session';")).toEqual(
      [],
    );
    expect(
      await loops('src/engine/rng.ts', "export const later = () => import('./session');"),
    ).toEqual([]);
    expect(await loops('src/engine/session.ts', "import { makeRng } from './rng';")).toEqual([]);
  });

  it('counts `import { type X }`, which still loads the module under verbatimModuleSyntax', async () => {
    expect(
      await loops('src/engine/rng.ts', "import { type Session } from './session';"),
    ).toHaveLength(1);
  });
});
