/**
 * No promise dropped in src/: the project's config runs typescript-eslint's
 * no-floating-promises with type information there, and counts `void promise` as dropped
 * (docs/architecture.md, "Errors on screen"). Checked on the config, since linting with
 * types builds a TypeScript program (the whole lint shows it at work on src/).
 */
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const eslint = new ESLint({ cwd: ROOT });

// Loading the config (typescript-eslint, and TypeScript for the loop rule) takes seconds,
// more on a busy machine: once, before the timed tests.
beforeAll(() => eslint.calculateConfigForFile(join(ROOT, 'src/main.tsx')), 180_000);

describe('the promise rules', () => {
  it('hold every file of src/, with types, and `void` is no way out', async () => {
    for (const file of ['src/app/screens/Home.tsx', 'src/store/games.ts', 'src/main.tsx']) {
      const config = (await eslint.calculateConfigForFile(join(ROOT, file))) as {
        rules: Record<string, unknown>;
        languageOptions: { parserOptions?: { projectService?: unknown } };
      };
      expect(config.rules['@typescript-eslint/no-floating-promises'], file).toEqual([
        2,
        { ignoreVoid: false },
      ]);
      expect(config.languageOptions.parserOptions?.projectService, file).toBe(true);
    }
  });
});
