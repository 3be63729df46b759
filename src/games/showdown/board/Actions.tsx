import type { MsgArgs } from '../../../engine/types';
import { SeatChip } from '../../../ui/components/SeatChip';
import type { Phase, ShowdownAction } from '../state';
import { Between } from './Between';
import { CallChoices, callOf, Decision, isDecision } from './Decision';
import type { BoardModel } from './model';
import { Subs } from './Subs';
import { RESULT_NAME, STEP_NAME, TXT, WINDOW_NAME } from './text';

/** What the action controls need: send an action, and say it in words. */
export interface Acts {
  act(a: ShowdownAction): void;
  label(a: ShowdownAction): string;
  say(key: string, args?: MsgArgs): string;
}

export const labelOf = (acts: Acts, a: ShowdownAction) => acts.label(a);

/**
 * The window under way (with the result read, in the card windows on it), the at-bat's
 * steps with the one under way marked, and whose decision it is: one strip of the table.
 */
export function WindowBar({ model }: { model: BoardModel }) {
  const v = model.view;
  const p = model.prompt;
  const who = model.seatInfo(model.turn);
  const result = v.phase === 'on' || v.phase === 'after' ? v.ab?.result : null;
  const now = nowSteps(v.phase, p?.msg);
  return (
    <section class={`sd-window sd-window--${v.phase}`} aria-label={TXT.window}>
      <span class="sd-window__name">
        {WINDOW_NAME[v.phase]}
        {result ? `${TXT.colon} ${RESULT_NAME[result]}` : ''}
      </span>
      <div class="sd-window__steps" aria-hidden="true">
        {v.cards || v.level === 'expert'
          ? stepsOf(v.level, v.cards !== null).map((w) => (
              <span key={w} class={`sd-step${now.includes(w) ? ' sd-step--now' : ''}`}>
                {STEP_NAME[w]}
              </span>
            ))
          : null}
      </div>
      {v.phase !== 'over' && (
        <span class="sd-window__who">
          <span class="sd-window__label">{TXT.priority}</span>
          <SeatChip name={who.name} color={who.color} active />
        </span>
      )}
      {v.phase === 'over' && <FinalLine model={model} />}
    </section>
  );
}

/**
 * The steps decided now: the phase, and in the expert substitution window the call its
 * pass makes (F7: the defense's walk, the offense's bunt), read off the prompt.
 */
function nowSteps(phase: Phase, msg: string | undefined): Phase[] {
  if (msg === 'showdown.prompt.defenseCall') return ['subs', 'ibb'];
  if (msg === 'showdown.prompt.offenseCall') return ['subs', 'bunt'];
  return [phase];
}

/** The steps of an at-bat at this level (§COMPLETE AT-BAT SEQUENCE). */
function stepsOf(level: string, cards: boolean): Phase[] {
  const windows: Phase[] = cards ? ['before', 'on'] : [];
  const after: Phase[] = cards ? ['after'] : [];
  if (level !== 'expert') return ['subs', ...windows, ...after];
  return ['subs', 'ibb', 'bunt', ...windows, 'send', 'throw', ...after];
}

/**
 * The holder's decision: substitutions, the expert calls, getting ready between games, and
 * the pass. Strategy cards are played from the hand itself (Strat.tsx), one tap a card.
 */
export function ActionPanel({ model, acts }: { model: BoardModel; acts: Acts }) {
  if (model.all.length === 0) {
    if (model.phase === 'over') return null;
    return (
      <p class="sd-wait" role="status">
        {TXT.waiting(model.seatInfo(model.turn).name)}
      </p>
    );
  }
  if (isDecision(model.phase)) return <Decision model={model} acts={acts} />;
  // Only the holder has actions, and between games only the manager whose turn it is.
  if (model.phase === 'between')
    return (
      <Between
        view={model.view}
        seat={model.turn}
        actions={model.all}
        acts={acts}
        names={[model.seatInfo(0).name, model.seatInfo(1).name]}
      />
    );
  // The expert call (walk him or pitch to him, bunt or swing away) is what most windows
  // decide: it comes first, the optional changes under it, so it never falls off a full
  // landscape screen (issue 23, `node scripts/table-taps.mjs showdown --level expert`).
  const call = callOf(model);
  return (
    <section class="sd-actions" aria-label={TXT.yourMove}>
      {call && <CallChoices model={model} acts={acts} />}
      {model.subs.length > 0 && <Subs model={model} acts={acts} folded={call !== null} />}
      {!call && model.pass && (
        <div class="sd-buttons">
          <button
            type="button"
            class="button-primary sd-pass"
            data-action={JSON.stringify(model.pass)}
            onClick={() => model.pass && acts.act(model.pass)}
          >
            {acts.label(model.pass)}
          </button>
        </div>
      )}
    </section>
  );
}

/** Who won, once the game is over. */
function FinalLine({ model }: { model: BoardModel }) {
  const [a, b] = model.teams;
  if (!a || !b) return null;
  const [w, l] = a.runs > b.runs ? [a, b] : [b, a];
  return (
    <p class="sd-window__final">
      <SeatChip name={w.manager.name} color={w.manager.color} active />
      <span>{TXT.finalScore(w.name, w.runs, l.runs)}</span>
    </p>
  );
}
