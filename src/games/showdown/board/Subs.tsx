/**
 * The substitutions window, grouped by kind: pitching changes and pinch hitters as one row
 * of choices; pinch runners, defensive replacements and double switches step by step (the
 * player going out, then the one coming in), so the window never is a wall of buttons.
 */
import { useState } from 'preact/hooks';
import { card, fieldingAt } from '../content';
import type { ShowdownAction } from '../state';
import { POSITIONS, type PlayerId, type Position } from '../types';
import type { Acts } from './Actions';
import { emergency } from './expert';
import type { BoardModel } from './model';
import { SEAT, TXT, XTXT } from './text';

/** One step of a choice: what the action picks there, as a key and words. */
interface Step {
  title: string;
  pick(a: ShowdownAction): { key: string; label: string; sub?: string };
}

type Kind = ShowdownAction['t'];
const ORDER: readonly Kind[] = [
  'order',
  'field',
  'start',
  'relief',
  'pitcher',
  'pinch',
  'runner',
  'replace',
  'switch',
  'dh',
];

/**
 * The kinds of change the manager may make now, one at a time: with several, a row of tabs
 * (the first shown at once), so the window stays one screen whatever the bench holds.
 * `folded` (the expert call's window, where the call is the usual decision): only the tabs,
 * until one is tapped.
 */
export function Subs({
  model,
  acts,
  folded = false,
}: {
  model: BoardModel;
  acts: Acts;
  folded?: boolean;
}) {
  const kinds = ORDER.filter((k) => model.subs.some((a) => a.t === k));
  const [chosen, choose] = useState<Kind | null>(null);
  const open =
    chosen !== null && kinds.includes(chosen) ? chosen : folded ? null : (kinds[0] ?? null);
  if (kinds.length === 0) return null;
  // Backups leaving before the 7th (R1): one backup needs no "who comes out?" step.
  const backup = model.phase === 'backup';
  const stepsOf = (k: Kind) => {
    const steps = stepsFor(k, model);
    const outs = new Set(model.subs.filter((a) => a.t === k).map((a) => ('out' in a ? a.out : '')));
    return backup && outs.size === 1 ? steps.slice(1) : steps;
  };
  return (
    <>
      {(kinds.length > 1 || open === null) && (
        <div class="sd-kinds" role="group" aria-label={SEAT.kinds}>
          {kinds.map((k) => (
            <button
              key={k}
              type="button"
              class="sd-kind"
              data-kind-tab={k}
              aria-pressed={k === open}
              onClick={() => choose(k)}
            >
              {SEAT.kind[k] ?? title(k)}
            </button>
          ))}
        </div>
      )}
      {open !== null && (
        <Group
          key={open}
          kind={open}
          title={backup ? XTXT.backups : (title(open) ?? '')}
          actions={model.subs.filter((a) => a.t === open)}
          steps={stepsOf(open)}
          acts={acts}
        />
      )}
    </>
  );
}

/** A group's title, read at render so it follows the language. */
function title(k: Kind): string | undefined {
  const titles: Partial<Record<Kind, string>> = {
    relief: XTXT.relievers,
    pitcher: XTXT.pitchingChanges,
    pinch: XTXT.pinchHitters,
    runner: XTXT.pinchRunners,
    replace: XTXT.replacements,
    switch: XTXT.doubleSwitches,
    dh: XTXT.dhToField,
    order: XTXT.swapOrder,
    field: XTXT.swapField,
    start: XTXT.startBench,
  };
  return titles[k];
}

/** The player's numbers that matter for the choice. */
function stats(p: PlayerId, pos?: Position): string {
  const c = card(p);
  if (c.kind === 'pitcher')
    return `${XTXT.role[c.role]}, ${TXT.control} ${c.control}, ${TXT.ip} ${c.ip}`;
  const fld = pos ? fieldingAt(p, pos) : null;
  const at = pos && fld !== null ? `, ${pos} ${fld >= 0 ? '+' : '−'}${Math.abs(fld)}` : '';
  return `${TXT.onBase} ${c.onBase}, ${TXT.speed} ${c.speed}${at}`;
}

const named = (p: PlayerId, pos?: Position) => ({
  key: p,
  label: card(p).name + (emergency(p) ? ` (${XTXT.emergency.toLowerCase()})` : ''),
  sub: stats(p, pos),
});

/** Before the game (§FULL GAME SETUP): the deciding manager's own lineup, two taps a change. */
function lineupSteps(k: Kind, model: BoardModel): Step[] | null {
  const side = model.view.sides[model.turn];
  if (!side) return null;
  const spot = (i: number) => {
    const p = side.order[i] as PlayerId;
    return { key: String(i), label: `${i + 1}. ${card(p).name}` };
  };
  const place = (i: number) => {
    const p = side.field[i] as PlayerId;
    const pos = POSITIONS[i] as Position;
    return { key: String(i), label: `${pos} ${card(p).name}`, sub: stats(p, pos) };
  };
  if (k === 'order')
    return [
      { title: XTXT.firstSpot, pick: (a) => spot((a as { i: number }).i) },
      { title: XTXT.secondSpot, pick: (a) => spot((a as { j: number }).j) },
    ];
  if (k === 'field')
    return [
      { title: XTXT.firstPlace, pick: (a) => place((a as { i: number }).i) },
      { title: XTXT.secondPlace, pick: (a) => place((a as { j: number }).j) },
    ];
  if (k === 'start') {
    const posOf = (p: PlayerId) => POSITIONS[side.field.indexOf(p)];
    return [
      {
        title: XTXT.goingOut,
        pick: (a) => {
          const p = (a as { out: PlayerId }).out;
          const pos = posOf(p) ?? 'DH';
          return { key: p, label: `${pos} ${card(p).name}`, sub: stats(p, posOf(p)) };
        },
      },
      {
        title: XTXT.comingIn,
        pick: (a) => named((a as { p: PlayerId }).p, posOf((a as { out: PlayerId }).out)),
      },
    ];
  }
  return null;
}

function stepsFor(k: Kind, model: BoardModel): Step[] {
  const before = lineupSteps(k, model);
  if (before) return before;
  const posOf = (p: PlayerId) => POSITIONS[model.field.indexOf(p)];
  const incoming: Step = {
    title: XTXT.comingIn,
    pick: (a) => named((a as { p: PlayerId }).p, 'out' in a ? posOf(a.out) : undefined),
  };
  const out: Step = {
    title: XTXT.goingOut,
    pick: (a) => {
      const p = (a as { out: PlayerId }).out;
      const pos = posOf(p);
      return { key: p, label: `${pos ?? ''} ${card(p).name}`.trim(), sub: stats(p, pos) };
    },
  };
  if (k === 'runner')
    return [
      {
        title: XTXT.runnerOut,
        pick: (a) => {
          const b = (a as { b: number }).b;
          const r = model.bases[b];
          return { key: String(b), label: `${r ? card(r).name : ''} ${TXT.baseName(b)}` };
        },
      },
      incoming,
    ];
  if (k === 'replace') return [out, incoming];
  // The DH takes the field: the only choice is the fielder he replaces.
  if (k === 'dh') return [{ ...out, title: XTXT.dhFor }];
  if (k === 'switch')
    return [
      out,
      { title: XTXT.newPitcher, pick: (a) => named((a as { arm: PlayerId }).arm) },
      incoming,
    ];
  return [incoming];
}

/** One kind of substitution: a choice per step, the last one acting. */
function Group({
  kind,
  title,
  actions,
  steps,
  acts,
}: {
  kind: Kind;
  title: string;
  actions: ShowdownAction[];
  steps: Step[];
  acts: Acts;
}) {
  const [path, setPath] = useState<string[]>([]);
  const here = actions.filter((a) => path.every((k, i) => steps[i]?.pick(a).key === k));
  const depth = here.length > 0 ? path.length : 0;
  const step = steps[depth] as Step;
  const last = depth === steps.length - 1;
  const seen = new Map<string, ShowdownAction>();
  for (const a of here.length > 0 ? here : actions) {
    const key = step.pick(a).key;
    if (!seen.has(key)) seen.set(key, a);
  }
  return (
    <div class="sd-actions__group sd-subs" role="group" aria-label={title} data-kind={kind}>
      <h3>{title}</h3>
      {depth > 0 && (
        <p class="sd-subs__path">
          {path.map((k, i) => {
            const a = here[0] as ShowdownAction;
            return (
              <span key={k} class="sd-subs__chosen">
                {steps[i]?.title} <strong>{steps[i]?.pick(a).label}</strong>
              </span>
            );
          })}
          <button type="button" class="sd-subs__back" onClick={() => setPath([])}>
            {XTXT.change}
          </button>
        </p>
      )}
      {steps.length > 1 && <p class="sd-subs__step">{step.title}</p>}
      <div class="sd-buttons sd-subs__choices">
        {[...seen.entries()].map(([key, a]) => {
          const { label, sub } = step.pick(a);
          return (
            <button
              key={key}
              type="button"
              title={last ? acts.label(a) : undefined}
              data-action={last ? JSON.stringify(a) : undefined}
              data-step={last ? undefined : key}
              onClick={() => {
                if (!last) return setPath([...path.slice(0, depth), key]);
                setPath([]);
                acts.act(a);
              }}
            >
              <span class="sd-subs__name">{label}</span>
              {sub && <span class="sd-subs__sub">{sub}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
