/**
 * The guided first game: a real game of a coached title on the coach's fixed seed, the
 * learner in seat 0 against the coach's bots. Loaded only when someone asks to learn.
 */
import { defaultOptions } from '../engine/options';
import type { GameEntry } from '../games/registry';
import { t } from './i18n';
import type { AppServices } from './services';

const KEY = (id: string) => `dugout:coach:${id}`;

/** Whether this saved game is a guided one with its coach on (this browser only). */
export function coachOn(id: string): boolean {
  try {
    return localStorage.getItem(KEY(id)) === '1';
  } catch {
    return false;
  }
}

/** Turns the coach of a guided game off (the game goes on as an ordinary one). */
export function coachOff(id: string): void {
  try {
    localStorage.removeItem(KEY(id));
  } catch {
    // Storage refused: the coach simply comes back on the next visit.
  }
}

/** Starts a guided game of `entry` and returns its id. Throws what saving throws. */
export async function startLearning(entry: GameEntry, services: AppServices): Promise<string> {
  if (!entry.loadCoach) throw new Error(`${entry.title} has no guided game`);
  const [module, coach] = await Promise.all([entry.load(), entry.loadCoach()]);
  const id = await services.games.create({
    gameType: entry.id,
    seats: [
      { name: t('learn.you'), kind: 'human', color: '1' },
      ...coach.others.map((o, i) => ({
        name: t('new.botName', { n: i + 2 }),
        kind: 'bot' as const,
        level: o.level,
        color: String(i + 2),
      })),
    ],
    options: { ...defaultOptions(module.meta), ...coach.options },
    seed: coach.seed,
  });
  try {
    localStorage.setItem(KEY(id), '1');
  } catch {
    // Without storage the game is still a fine first game, only without the coach.
  }
  return id;
}
