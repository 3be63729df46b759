/** Who must decide now (prompts) and every legal action of a seat (actions). */
import type { Prompt, SeatId } from '../../../engine/types';
import { charInfo } from '../content';
import type { FantasyAction, FantasyState } from '../state';
import { abilityChoices } from './choices';
import { faManager } from './freeAgency';
import { canPlace } from './lineups';
import { robotChoices } from './solo';
import { windowManager } from './week';
import { mgr } from './zones';

const SECRET: Readonly<Record<string, string>> = {
  draft: 'fantasy.prompt.draft',
  discard: 'fantasy.prompt.discard',
  set: 'fantasy.prompt.set',
  wc: 'fantasy.prompt.wc',
};

export function prompts(s: FantasyState): Prompt[] {
  switch (s.phase) {
    case 'draft':
    case 'discard':
    case 'set':
    case 'wc': {
      const out: Prompt[] = [];
      const msg = SECRET[s.phase] ?? '';
      for (let m = 0; m < s.seats; m++) if (!s.done[m]) out.push({ seat: m, kind: 'secret', msg });
      return out;
    }
    case 'fa':
      return [
        { seat: faManager(s), kind: 'turn', msg: `fantasy.prompt.fa.${s.fa?.step ?? 'choose'}` },
      ];
    case 'robot':
      return [{ seat: 0, kind: 'turn', msg: 'fantasy.prompt.robot' }];
    case 'magic': {
      const p = s.pending;
      if (p)
        return [
          { seat: p.m, kind: 'turn', msg: `fantasy.prompt.ab.${p.ab}`, args: { step: p.step } },
        ];
      const m = windowManager(s);
      return m === null
        ? []
        : [{ seat: m, kind: 'response', msg: 'fantasy.prompt.magic', args: { base: s.week + 1 } }];
    }
    case 'csAway':
      return [{ seat: s.po?.away ?? 0, kind: 'turn', msg: 'fantasy.prompt.csAway' }];
    case 'csHome':
      return [{ seat: s.po?.home ?? 0, kind: 'turn', msg: 'fantasy.prompt.csHome' }];
    default:
      return [];
  }
}

export function actions(s: FantasyState, seat: SeatId): FantasyAction[] {
  const g = s.mgrs[seat];
  if (!g || g.kind !== 'seat') return [];
  switch (s.phase) {
    case 'draft':
      return s.done[seat] ? [] : (s.drafts[seat]?.cards ?? []).map((c) => ({ t: 'pick', c }));
    case 'discard':
      return s.done[seat] ? [] : g.hand.cards.map((c) => ({ t: 'discard', c }));
    case 'fa':
      return faManager(s) === seat ? faActions(s, seat) : [];
    case 'set':
    case 'wc':
    case 'csAway':
    case 'csHome': {
      if (!canPlace(s, seat)) return [];
      if (s.phase === 'set' && s.opt.moreWins) {
        return g.hand.cards.flatMap((c): FantasyAction[] => [
          { t: 'place', c, o: 0 },
          { t: 'place', c, o: 1 },
        ]);
      }
      return g.hand.cards.map((c) => ({ t: 'place', c }));
    }
    case 'robot':
      return seat === 0 ? robotChoices(s).map((c) => ({ t: 'robot', c })) : [];
    case 'magic':
      if (s.pending) return s.pending.m === seat ? abilityChoices(s) : [];
      if (windowManager(s) !== seat) return [];
      return [...g.bench.cards.map((c): FantasyAction => ({ t: 'magic', c })), { t: 'pass' }];
    default:
      return [];
  }
}

function faActions(s: FantasyState, m: number): FantasyAction[] {
  const g = mgr(s, m);
  switch (s.fa?.step) {
    case 'keep':
      return s.drawn.cards.map((c) => ({ t: 'keep', c }));
    case 'release':
      return g.hand.cards.map((c) => ({ t: 'release', c }));
    default: {
      const out: FantasyAction[] = s.pool.cards.map((c) => ({ t: 'sign', c }));
      if (s.charDeck.cards.length > 0) {
        for (const c of g.hand.cards)
          if (charInfo(c).ability === 'recruit') out.push({ t: 'recruit', c });
      }
      out.push({ t: 'pass' });
      return out;
    }
  }
}
