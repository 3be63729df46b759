/** §Setup 1-5: deal two Team/Manager cards to each GM, shuffle the player deck, choose sides. */
import { hidden, zone } from '../../../engine/hidden';
import { must, type Options, type RulesCtx } from '../../../engine/types';
import { PLAYER_IDS, TEAM_CARDS, teamCard } from '../content';
import type { Gm, GmState } from '../state';
import { gm, setGm, edit } from './helpers';

const CHOOSE = '§Setup 2';

/** Trophies for a dynasty (Winning the Game): 3 with 2-3 GMs, 2 with 4-6. */
export const trophiesToWin = (seats: number): number => (seats <= 3 ? 3 : 2);

export function setupState(ctx: RulesCtx, seats: number, _options: Options): GmState {
  const cards = ctx.rng.shuffle(TEAM_CARDS.map((t) => t.id));
  const gms: Gm[] = [];
  for (let m = 0; m < seats; m++) {
    gms.push({
      offer: cards.slice(2 * m, 2 * m + 2),
      team: null,
      manager: null,
      budget: 0,
      cash: 0,
      roster: zone('all'),
      minors: zone('all'),
      held: [],
      pool: [],
      hand: zone([m]),
      pick: zone([m]),
      choice: hidden([m], 'decline', 'decline'),
      trophies: 0,
    });
  }
  ctx.log('gm.log.setup', { seats, goal: trophiesToWin(seats) });
  return {
    seats,
    phase: 'choose',
    season: 1,
    goal: trophiesToWin(seats),
    deck: zone('none', ctx.rng.shuffle(PLAYER_IDS)),
    discard: zone('none'),
    gms,
    done: gms.map(() => false),
    tray: [],
    picker: 0,
    roller: 0,
    last: null,
    final: null,
    winner: -1,
  };
}

/**
 * §Setup 2-3: GM `m` plays `team` Team side up and its other card Manager side up, and takes
 * the Team's budget in Dollar tokens.
 */
export function choose(s: GmState, m: number, team: string, ctx: RulesCtx): GmState {
  must(s.phase === 'choose', 'not-choosing', CHOOSE);
  must(!s.done[m], 'already-chosen', CHOOSE, 'you have already chosen your Team');
  const g = gm(s, m);
  must(g.offer.includes(team), 'not-your-card', CHOOSE, 'choose one of the two cards dealt to you');
  const manager = g.offer.find((c) => c !== team) ?? team;
  const budget = teamCard(team).team.budget;
  const done = s.done.slice();
  done[m] = true;
  ctx.log('gm.log.choose', {
    seat: m,
    team: teamCard(team).team.name,
    manager: teamCard(manager).manager.name,
    budget,
  });
  return edit(
    setGm(s, m, {
      team,
      manager,
      budget,
      cash: budget,
      held: Array.from({ length: teamCard(manager).manager.slots }, () => null),
    }),
    { done },
  );
}

/** Whether every GM has chosen. */
export const chooseOver = (s: GmState): boolean => s.phase === 'choose' && s.done.every(Boolean);
