/**
 * Every module the Node tools can run: the shipped games, games whose rules exist but are
 * not on the shelf yet (no board), and the engine's test-only fixtures.
 */
import { GAMES, type AnyModule } from '../src/games/registry';
import { showdownModule } from '../src/games/showdown/index';
import { FIXTURE_GAMES } from '../test/fixtures/games/index';

/** Rules modules in development, simulated and benchmarked before their board lands. */
const IN_DEVELOPMENT: readonly AnyModule[] = [showdownModule as unknown as AnyModule];

export async function loadModule(id: string): Promise<AnyModule> {
  const entry = GAMES.find((g) => g.id === id);
  if (entry) return entry.load();
  const other = [...IN_DEVELOPMENT, ...(FIXTURE_GAMES as unknown as AnyModule[])].find(
    (m) => m.id === id,
  );
  if (other) return other;
  throw new Error(`unknown game "${id}"; known: ${allModuleIds().join(', ')}`);
}

export function allModuleIds(): string[] {
  return [
    ...GAMES.map((g) => g.id),
    ...IN_DEVELOPMENT.map((m) => m.id),
    ...FIXTURE_GAMES.map((m) => m.id),
  ];
}
