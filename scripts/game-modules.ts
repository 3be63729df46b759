/** Every module the Node tools can run: the shipped games and the engine's test-only fixtures. */
import { GAMES, type AnyModule } from '../src/games/registry';
import { FIXTURE_GAMES } from '../test/fixtures/games/index';

export async function loadModule(id: string): Promise<AnyModule> {
  const entry = GAMES.find((g) => g.id === id);
  if (entry) return entry.load();
  if (id === 'highlights')
    return (await import('../src/games/highlights')).highlightsModule as unknown as AnyModule;
  const fixture = (FIXTURE_GAMES as unknown as AnyModule[]).find((m) => m.id === id);
  if (fixture) return fixture;
  throw new Error(`unknown game "${id}"; known: ${allModuleIds().join(', ')}`);
}

export function allModuleIds(): string[] {
  return [...GAMES.map((g) => g.id), 'highlights', ...FIXTURE_GAMES.map((m) => m.id)];
}
