/**
 * The layer rules of docs/architecture.md, through the project's own ESLint config: for each
 * rule, an import it forbids from a file of that layer is reported under the rule's id, and
 * an import it allows is not.
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

/** The `dugout/layers` message ids reported for `code` as if it were the file `file`. */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  expect(result?.messages.filter((m) => m.fatal)).toEqual([]);
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'dugout/layers')
    .map((m) => m.messageId ?? '');
}

/** Rule id, a file of the layer, an import the rule forbids there, one it allows. */
// prettier-ignore
const ROWS: [rule: string, file: string, forbidden: string, allowed: string][] = [
  ['outsideSrc', 'src/app/root.ts', "import { diceGame } from '../../test/store/test-game';", "import { DugoutDb } from '../store/db';"],
  ['outsideSrc', 'src/store/x.ts', "import { summarize } from '../../scripts/store-timings';", "import type { Outcome } from '../engine/types';"],
  ['dexieOrApp', 'src/games/fantasy/board/X.tsx', "import { Dexie } from 'dexie';", "import { useState } from 'preact/hooks';"],
  ['dexieOrApp', 'src/ui/X.tsx', "import { t } from '../app/i18n';", "import { SeatChip } from './components/SeatChip';"],
  ['preactInRules', 'src/games/showdown/rules/x.ts', "import { signal } from '@preact/signals';", "import { must } from '../../../engine/types';"],
  ['preactInRules', 'src/games/fantasy/content/x.ts', "import { TRACK_WORD } from '../board/text';", "import type { SeatInfo } from '../../../ui/board';"],
  ['preactInRules', 'src/games/fantasy/index.ts', "import { fantasyUi } from './ui';", "import { redact } from '../../engine/hidden';"],
  ['boardRules', 'src/games/showdown/board/X.tsx', "import { fatigue } from '../rules/lineup';", "import type { PitcherLine } from '../state';"],
  ['boardRules', 'src/games/fantasy/board/x.ts', "import { heuristic } from '../bot/heuristic';", "import { describe } from '../describe';"],
  ['boardRules', 'src/games/fantasy/board/X.tsx', "import { seasonBonus } from '../rules/season';", "import type { Battle } from '../rules/live';"],
  ['otherGame', 'src/games/fantasy/board/X.tsx', "import { PlayerCard } from '../../showdown/board/PlayerCard';", "import { ABILITY_TEXT } from '../content/abilities';"],
  ['otherGame', 'src/games/showdown/rules/x.ts', "import type { FantasyState } from '../../fantasy/state';", "import type { ShowdownState } from '../state';"],
  ['otherGame', 'src/games/fantasy/board/model.ts', "import { showdownModule } from '../../showdown';", "import { fantasyModule } from '..';"],
  ['otherGame', 'src/games/lords/rules/x.ts', "import { TEAMS } from '../../showdown/content/teams';", "import { zone } from '../../../engine/hidden';"],
  ['engine', 'src/engine/x.ts', "import type { GameUi } from '../ui/board';", "import { makeRng } from './rng';"],
  ['engine', 'src/engine/bots/x.ts', "import { readFileSync } from 'node:fs';", "import type { SeatId } from '../types';"],
  ['game', 'src/games/showdown/board/X.tsx', "import { createGameStore } from '../../../store/games';", "import { CardBack } from '../../../ui/components/GameCard';"],
  ['game', 'src/games/showdown/rules/x.ts', "import { replay } from '../../../store/games';", "import { chooseAction } from '../../../engine/bots';"],
  ['game', 'src/games/lords/index.ts', "import { GAMES } from '../registry';", "import type { GameModule } from '../../engine/types';"],
  ['registry', 'src/games/registry.ts', "import { makeSeed } from '../engine/rng';", "import type { GameModule } from '../engine/types';"],
  ['registry', 'src/games/registry.ts', "import type { ShowdownState } from './showdown/state';", "export const load = () => import('./showdown');"],
  ['registry', 'src/games/registry.ts', "import { fantasyModule } from './fantasy/index';", "export const load = () => import('./fantasy/index');"],
  ['store', 'src/store/x.ts', "import { GAMES } from '../games/registry';", "import type { Session } from '../engine/session';"],
  ['store', 'src/store/x.ts', "import { replay } from '../engine/session';", "import type { MsgRef } from '../engine/types';"],
  ['store', 'src/store/x.ts', "import { stateHash, type Hash } from '../engine/hash';", "import { StoreError } from './errors';"],
  ['store', 'src/store/x.ts', "import type { GameUi } from '../ui/board';", "import type { Session } from '../engine/session';"],
  ['ui', 'src/ui/x.ts', "import { makeRng } from '../engine/rng';", "import type { SeatId } from '../engine/types';"],
  // verbatimModuleSyntax keeps `import { type X }` as an import of the module.
  ['ui', 'src/ui/x.ts', "import { chooseAction } from '../engine/bots';", "import type { BotConfig } from '../engine/bots';"],
  ['ui', 'src/ui/x.ts', "import { type SeatId } from '../engine/types';", "import type { Rng } from '../engine/rng';"],
  ['dynamic', 'src/app/x.ts', 'export const load = (path: string) => import(path);', "export const load = () => import('./screens/Home');"],
];

describe('layer rules (dugout/layers)', () => {
  it.each(ROWS)('%s: %s', async (rule, file, forbidden, allowed) => {
    expect(await layerErrors(file, forbidden)).toEqual([rule]);
    expect(await layerErrors(file, allowed)).toEqual([]);
  });

  it('refuses a file in a src/ folder that no layer claims', async () => {
    expect(await layerErrors('src/lib/x.ts', 'export const one = 1;')).toEqual(['unplaced']);
    expect(await layerErrors('src/app/x.ts', 'export const one = 1;')).toEqual([]);
  });

  it('has a test for every rule the lint reports', async () => {
    const config = (await eslint.calculateConfigForFile(join(ROOT, 'src/app/x.ts'))) as {
      plugins: Record<string, ESLint.Plugin>;
    };
    const messages = config.plugins.dugout?.rules?.layers?.meta?.messages ?? {};
    const tested = new Set([...ROWS.map(([rule]) => rule), 'unplaced']);
    expect(tested).toEqual(new Set(Object.keys(messages)));
  });

  it('leaves test/ and scripts/ free to import src/', async () => {
    const code = "import { DugoutDb } from '../src/store/db';";
    expect(await layerErrors('scripts/x.ts', code)).toEqual([]);
  });
});
