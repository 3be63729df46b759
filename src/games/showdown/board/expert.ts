/**
 * The expert game as the board shows it: the called play (an intentional walk or a bunt)
 * read from the view, the extra-base choices with the chance the throw beats each runner,
 * and emergency players. Reads only the view and the actions; no rules run here.
 */
import { card } from '../content';
import { isEmergency, isEmergencyArm } from '../content/emergency';
import type { ShowdownAction, ShowdownView, Side } from '../state';
import type { PlayerId } from '../types';

/** An intentional walk or sacrifice bunt: called for this at-bat, or the last one's. */
export interface Called {
  kind: 'ibb' | 'bunt';
  batter: PlayerId;
  /** Called now, to be carried out after the "before the pitch" window. */
  pending: boolean;
}

/** A runner named in a send or throw choice. */
export interface RunnerChoice {
  /** The base he is on (1 second, 2 third). */
  b: number;
  p: PlayerId;
  /** The chance the outfield's throw beats him (he is out), 0..1. */
  out: number;
}

/** One send (or throw) choice: its action and the runners it names. */
export interface RunChoice {
  action: ShowdownAction;
  runners: RunnerChoice[];
}

const battingSide = (v: ShowdownView): Side => v.sides[v.half === 0 ? 1 - v.home : v.home] as Side;

/** The called play, if any: the current at-bat's call, or else the last play's. */
export function calledPlay(v: ShowdownView): Called | null {
  const off = battingSide(v);
  const call = v.ab?.call ?? null;
  if (call && v.ab?.result === null)
    return { kind: call, batter: off.order[off.up] as PlayerId, pending: true };
  return v.called ? { ...v.called, pending: false } : null;
}

/** The bases an action names: a send's runners, a throw's target. */
function basesOf(a: ShowdownAction): readonly number[] {
  if (a.t === 'send') return a.b;
  if (a.t === 'throw') return [a.b];
  return [];
}

/** The send or throw choices among the actions, each runner with his chance of being out. */
export function runChoices(v: ShowdownView, actions: readonly ShowdownAction[]): RunChoice[] {
  return actions
    .filter((a) => a.t === 'send' || a.t === 'throw')
    .map((action) => ({
      action,
      runners: basesOf(action).flatMap((b) => {
        const r = v.bases[b];
        return r ? [{ b, p: r.p, out: v.live?.throwOut[b] ?? 0 }] : [];
      }),
    }));
}

/** Whether a player is an emergency fielder or reliever (§EMERGENCY PLAYERS). */
export const emergency = (p: PlayerId): boolean => isEmergency(p) || isEmergencyArm(p);

/** The short name for tight places: an emergency reliever by his model's surname. */
export function shortOf(p: PlayerId): string {
  if (isEmergency(p)) return card(p).name.replace(/^Emergency fielder/, 'Emerg.');
  const n = card(p).name.replace(/ \(emergency reliever\)$/, '');
  const i = n.lastIndexOf(' ');
  return i < 0 ? n : n.slice(i + 1);
}
