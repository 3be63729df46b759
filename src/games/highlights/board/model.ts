/**
 * The board's adapter: from the view, the seat, its actions and the prompts to what the panels
 * draw. Only reads what it is given (no rules are called).
 */
import type { Prompt, SeatId } from '../../../engine/types';
import type { SeatInfo } from '../../../ui/board';
import { TEAM_NAMES } from '../content';
import type { HlAction, HlView } from '../state';

type SideView = HlView['sides'][number];
type ZoneV = SideView['hand'];

export const AI_TEAM = 'Free Agent All-Stars';

/** How many cards a zone holds, whether the seat sees them or not. */
export const count = (z: ZoneV): number => z.n ?? z.cards.length;

export interface SideModel {
  i: number;
  side: SideView;
  team: string;
  /** The seat playing it, or null for the solo AI. */
  seat: SeatInfo | null;
  seatId: number | null;
  home: boolean;
  /** Whose turn it is to play a card in the mini-game. */
  active: boolean;
  mine: boolean;
  /** Wins in the current part, or points where points count (`BoardModel.byPoints`). */
  wins: number;
}

export interface BoardModel {
  sides: SideModel[];
  mine: SideModel | null;
  /** The holder's prompt, if it must decide now. */
  prompt: Prompt | null;
  /** Every prompt of others, for the "waiting for" line. */
  waiting: string[];
  acts: readonly HlAction[];
  /** Actions per card id (play, pinch, stash, pick, buy by row card). */
  byCard: Map<string, HlAction[]>;
  /** Actions not tied to a card of the hand or the row. */
  loose: HlAction[];
  hotPepper: boolean;
  /** Hot Pepper before its playoff: the part counts points, not games won. */
  byPoints: boolean;
}

const cardOf = (a: HlAction): string | null => {
  switch (a.t) {
    case 'play':
    case 'pinch':
    case 'pick':
    case 'buy':
      return a.card;
    case 'stash':
      return a.card;
    default:
      return null;
  }
};

export function boardModel(
  view: HlView,
  seat: SeatId | null,
  acts: readonly HlAction[],
  prompts: readonly Prompt[],
  seats: readonly SeatInfo[],
): BoardModel {
  const g = view.game;
  const m = view.match;
  const activeSide = view.phase === 'play' && g.step === 'play' ? (g.seq[g.at] ?? -1) : -1;
  const hotPepper = view.opt.mode === 'hotPepper';
  const byPoints = hotPepper && view.match.plan[view.match.at]?.kind !== 'playoff';
  const sides: SideModel[] = view.sides.map((side, i) => ({
    i,
    side,
    team: side.team ? TEAM_NAMES[side.team] : AI_TEAM,
    seat: side.seat === null ? null : (seats[side.seat] ?? null),
    seatId: side.seat,
    home: !hotPepper && g.home === i,
    active: activeSide === i,
    mine: seat !== null && side.seat === seat,
    wins: (byPoints ? m.points[i] : m.wins[i]) ?? 0,
  }));
  const byCard = new Map<string, HlAction[]>();
  const loose: HlAction[] = [];
  for (const a of acts) {
    const c = cardOf(a);
    if (c === null) loose.push(a);
    else byCard.set(c, [...(byCard.get(c) ?? []), a]);
  }
  const prompt = seat === null ? null : (prompts.find((p) => p.seat === seat) ?? null);
  const waiting = prompts
    .filter((p) => p.seat !== seat)
    .map((p) => seats[p.seat]?.name ?? `Player ${p.seat + 1}`);
  return {
    sides,
    mine: sides.find((s) => s.mine) ?? null,
    prompt,
    waiting: [...new Set(waiting)],
    acts,
    byCard,
    loose,
    hotPepper,
    byPoints,
  };
}
