/**
 * Rules versions (docs/games/showdown.md, "Rules versions"): version 2 made the expert walk and
 * bunt calls part of the substitution window's passes (F7). An expert game saved under version
 * 1 must replay to the very game it was: the fixture is an expert game played to its end by
 * the heuristic on both sides under version 1 (commit bb8e998, seed v1-expert-3, two calls
 * made), with the engine's hash of its final table.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../../src/engine/session';
import { showdownModule } from '../../../src/games/showdown';
import { RULES_VERSION, type ShowdownState } from '../../../src/games/showdown/state';
import { replayGameFile } from '../../../src/app/game-transfer';
import { parseGameFile } from '../../../src/store/game-file';

const file = JSON.parse(
  readFileSync(new URL('../../fixtures/saves/showdown-v1.json', import.meta.url), 'utf8'),
) as unknown;
const seats = [
  { name: 'A', kind: 'human' as const },
  { name: 'B', kind: 'human' as const },
];

describe('Showdown rules versions', () => {
  it('new games are played under version 2; a version-1 expert game asks the walk as a step', () => {
    expect(showdownModule.meta.rulesVersion).toBe(RULES_VERSION);
    expect(RULES_VERSION).toBe(2);
    const init = { seed: 'v', seats, options: { level: 'expert' } };
    const v2 = createSession(showdownModule, init).table.g as ShowdownState;
    expect(v2.rules).toBe(2);
    const v1 = createSession(showdownModule, { ...init, rulesVersion: 1 }).table.g as ShowdownState;
    expect(v1.rules).toBeUndefined();
  });

  it('a version-1 expert game imports and replays to the same final table (hash checked)', () => {
    const parsed = parseGameFile(file);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.file.rulesVersion).toBe(1);
    const phases = parsed.file.moves.filter((m) => (m.action as { t: string }).t === 'ibb');
    expect(phases.length).toBeGreaterThan(0);
    const r = replayGameFile(parsed.file, showdownModule as never);
    expect(r.ok ? 'ok' : r.message).toBe('ok');
  });

  it('the same moves under version 2 are another game: the version is what keeps it', () => {
    const parsed = parseGameFile(file);
    if (!parsed.ok) throw new Error(parsed.message);
    const r = replayGameFile({ ...parsed.file, rulesVersion: 2 }, showdownModule as never);
    expect(r.ok).toBe(false);
  });
});
