/** Every module the Node tools can run: the shipped games and the engine's test-only fixtures. */
import { GAMES, type AnyModule } from '../src/games/registry';
import { FIXTURE_GAMES } from '../test/fixtures/games/index';

/**
 * Rules modules on their way to the shelf (no board yet): the simulator and the engine's
 * property run reach them here until they join the registry.
 */
export const IN_PROGRESS: Readonly<Record<string, () => Promise<AnyModule>>> = {};

export async function loadModule(id: string): Promise<AnyModule> {
  const entry = GAMES.find((g) => g.id === id);
  if (entry) return entry.load();
  const coming = IN_PROGRESS[id];
  if (coming) return coming();
  const fixture = (FIXTURE_GAMES as unknown as AnyModule[]).find((m) => m.id === id);
  if (fixture) return fixture;
  throw new Error(`unknown game "${id}"; known: ${allModuleIds().join(', ')}`);
}

export function allModuleIds(): string[] {
  return [
    ...GAMES.map((g) => g.id),
    ...Object.keys(IN_PROGRESS),
    ...FIXTURE_GAMES.map((m) => m.id),
  ];
}
