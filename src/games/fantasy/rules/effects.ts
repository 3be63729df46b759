/** What each choice of a pending magic ability does (abilities with choices; see choices.ts). */
import { ref } from '../../../engine/messages';
import type { RulesCtx } from '../../../engine/types';
import { charInfo, TRACK_MAX } from '../content';
import { STATS, TRACKS } from '../types';
import type { FantasyAction, FantasyState, Pending } from '../state';
import { begin, locate, replaceAt, takeOut } from './abilities';
import { activeOf } from './battle';
import { abilityChoices, others } from './choices';
import { baseOf } from './month';
import { draw, edit, editMgr, mgr, setMgr, who, withCards, without } from './zones';

/** The ability is fully resolved. */
function done(x: FantasyState): FantasyState {
  return edit(x, { pending: null });
}

/** The ability's next step, or its end when that step has nothing to choose. */
function step(x: FantasyState, p: Pending, patch: Partial<Pending>): FantasyState {
  const next = edit(x, { pending: { ...p, ...patch } });
  return abilityChoices(next).length ? next : done(x);
}

/** Applies a validated choice `a` of pending ability `p` (the bot also tries choices with it). */
export function applyChoice(
  s: FantasyState,
  p: Pending,
  a: FantasyAction,
  ctx: RulesCtx,
): FantasyState {
  const m = p.m;
  const c = 'c' in a ? a.c : '';
  const act = activeOf(s, m);
  switch (p.ab) {
    case 'abduct': {
      const i = a.t === 'win' ? a.i : -1;
      if (p.step === 0) return step(s, p, { step: 1, a: i });
      const [za, zi] = [s.bases[p.a], s.bases[i]];
      if (!za || !zi) return done(s);
      const bases = s.bases.slice();
      bases[p.a] = zi;
      bases[i] = za;
      ctx.log('fantasy.log.ab.abduct', { seat: who(s, m), a: baseOf(s, p.a), b: baseOf(s, i) });
      return done(edit(s, { bases }));
    }
    case 'axe': {
      if (a.t !== 'track') return s;
      const track = mgr(s, a.m).track.map((v, k) => (k === a.k ? Math.max(0, v - 1) : v));
      ctx.log('fantasy.log.ab.axe', {
        seat: who(s, m),
        seatTarget: who(s, a.m),
        track: ref(`fantasy.w.track.${TRACKS[a.k] ?? ''}`),
      });
      const next = setMgr(s, a.m, { track });
      return p.step === 0 ? step(next, p, { step: 1, a: a.m }) : done(next);
    }
    case 'berzerk': {
      if (a.t !== 'stat') return s;
      const n = charInfo(p.src).line[a.s] ?? 0;
      const from = p.helper ? s.week + 1 : s.week;
      ctx.log('fantasy.log.ab.berzerk', { seat: who(s, m), stat: STATS[a.s] ?? '', n });
      return done(edit(s, { berz: [...s.berz, { m, stat: a.s, n, from }] }));
    }
    case 'blessing':
      ctx.log('fantasy.log.ab.blessing', { seat: who(s, m), card: charInfo(c).card.name });
      return begin(done(s), m, charInfo(c).ability, p.src, p.helper, ctx);
    case 'bruteForce': {
      if (a.t !== 'track') return s;
      const track = mgr(s, m).track.map((v, k) => (k === a.k ? Math.min(TRACK_MAX, v + 1) : v));
      ctx.log('fantasy.log.ab.bruteForce', {
        seat: who(s, m),
        track: ref(`fantasy.w.track.${TRACKS[a.k] ?? ''}`),
      });
      return done(setMgr(s, m, { track }));
    }
    case 'dig': {
      if (p.step === 0) {
        const i = a.t === 'slot' ? a.i : 0;
        return step(edit(s, { discard: { $zone: [m], cards: s.discard.cards } }), p, {
          step: 1,
          a: i,
        });
      }
      const g = mgr(s, m);
      const old = g.slots[p.a]?.cards[0] ?? '';
      const discard = { $zone: 'none' as const, cards: [...without(s.discard, c).cards, old] };
      ctx.log('fantasy.log.ab.dig', { seat: who(s, m), base: p.a + 1 });
      ctx.log(
        'fantasy.log.ab.digPrivate',
        { card: charInfo(c).card.name, old: charInfo(old).card.name },
        [m],
      );
      return done(setMgr(edit(s, { discard }), m, replaceAt(g, { z: 'slot', i: p.a }, old, c)));
    }
    case 'flames': {
      if (a.t !== 'stat') return s;
      const target = activeOf(s, a.m) ?? '';
      ctx.log('fantasy.log.ab.flames', {
        seat: who(s, m),
        seatTarget: who(s, a.m),
        stat: STATS[a.s] ?? '',
      });
      return done(
        edit(s, {
          wk: s.wk && { ...s.wk, fx: [...s.wk.fx, { k: 'zero', card: target, stat: a.s }] },
        }),
      );
    }
    case 'meow':
      return done(meow(s, m, a.t === 'mgr' ? a.m : -1, ctx));
    case 'morph': {
      const g = mgr(s, m);
      const pos = locate(g, c);
      const [top, charDeck] = draw(s.charDeck, 1);
      const t = top[0];
      if (!pos || !t) return done(s);
      ctx.log('fantasy.log.ab.morph', {
        seat: who(s, m),
        where: ref(`fantasy.w.where.${pos.z}`),
      });
      ctx.log(
        'fantasy.log.ab.morphPrivate',
        { card: charInfo(t).card.name, old: charInfo(c).card.name },
        [m],
      );
      return done(
        setMgr(edit(s, { charDeck: withCards(charDeck, c) }), m, replaceAt(g, pos, c, t)),
      );
    }
    case 'recruit': {
      if (p.step === 0) {
        const rest = s.drawn.cards.filter((x) => x !== c);
        const next = edit(s, {
          charDeck: withCards(s.charDeck, ...rest),
          drawn: { $zone: [m], cards: [c] },
        });
        return edit(next, { pending: { ...p, step: 1 } });
      }
      const g = takeOut(mgr(s, m), c);
      ctx.log('fantasy.log.ab.recruit', { seat: who(s, m) });
      const next = setMgr(s, m, editMgr(g, { bench: withCards(g.bench, ...s.drawn.cards) }));
      return done(
        edit(next, { drawn: { $zone: 'all', cards: [] }, discard: withCards(s.discard, c) }),
      );
    }
    case 'revive': {
      const g = mgr(s, m);
      ctx.log('fantasy.log.ab.revive', { seat: who(s, m), card: charInfo(c).card.name });
      return done(setMgr(s, m, { used: without(g.used, c), bench: withCards(g.bench, c) }));
    }
    case 'shapeshift': {
      const g = mgr(s, m);
      const pos = locate(g, c);
      if (!pos || !act) return done(s);
      const swapped = replaceAt(replaceAt(g, pos, c, act), { z: 'slot', i: s.week }, act, c);
      ctx.log('fantasy.log.ab.shapeshift', { seat: who(s, m), card: charInfo(c).card.name });
      return done(setMgr(s, m, swapped));
    }
    case 'translucent': {
      const list = [...p.list, a.t === 'mgr' ? a.m : 0];
      const left = others(s, -1).filter((o) => !list.includes(o));
      if (left.length > 1) return edit(s, { pending: { ...p, list } });
      const order = [...list, ...left];
      order.forEach((o, i) => ctx.log('fantasy.log.waiver', { seat: who(s, o), pos: i + 1 }));
      return done(edit(s, { order }));
    }
    default:
      return done(s);
  }
}

/** Meow: an opponent's Evil character leaves the battle for its owner's bench (A10). */
function meow(s: FantasyState, m: number, o: number, ctx: RulesCtx): FantasyState {
  const c = activeOf(s, o);
  if (!c) return s;
  const g = takeOut(mgr(s, o), c);
  ctx.log('fantasy.log.ab.meow', {
    seat: who(s, m),
    seatTarget: who(s, o),
    card: charInfo(c).card.name,
  });
  if (g.kind === 'deck') return setMgr(edit(s, { charDeck: withCards(s.charDeck, c) }), o, g);
  if (g.kind === 'robot') return setMgr(s, o, editMgr(g, { out: withCards(g.out, c) }));
  return setMgr(s, o, editMgr(g, { bench: withCards(g.bench, c) }));
}
