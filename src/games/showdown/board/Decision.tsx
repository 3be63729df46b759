/**
 * The expert single decisions as big buttons (§EXPERT MANAGERIAL OPTIONS, §EXPERT
 * ADVANCEMENT): walk the batter or pitch to him, bunt or swing away, which runners to send
 * (with the chance the throw beats each), and which runner the outfield throws at.
 */
import type { ComponentChildren } from 'preact';
import { card, expertSpeed } from '../content';
import type { ShowdownAction } from '../state';
import type { Acts } from './Actions';
import type { RunChoice } from './expert';
import type { BoardModel } from './model';
import { TXT, XTXT } from './text';

/** Whether this phase is an expert decision drawn by `Decision`. */
export const isDecision = (phase: string) =>
  phase === 'ibb' || phase === 'bunt' || phase === 'send' || phase === 'throw';

/** The walk or bunt called with a pass (phase `ibb`/`bunt`, or the expert `subs` window: F7). */
export const callOf = (model: BoardModel) =>
  model.all.find((a) => a.t === 'ibb' || a.t === 'bunt') ?? null;

export function Decision({ model, acts }: { model: BoardModel; acts: Acts }) {
  const phase = model.phase;
  const pass = model.pass;
  return (
    <section class="sd-actions sd-decide" aria-label={TXT.yourMove}>
      {(phase === 'ibb' || phase === 'bunt') && <CallChoices model={model} acts={acts} />}
      <div class="sd-decide__choices">
        {model.sends.map((c, i) => (
          <Big key={i} action={c.action} acts={acts}>
            <RunLabel choice={c} throwing={phase === 'throw'} />
          </Big>
        ))}
        {phase === 'send' && pass && (
          <Big action={pass} acts={acts} primary>
            {XTXT.hold}
          </Big>
        )}
      </div>
      {(phase === 'send' || phase === 'throw') && <p class="sd-decide__how">{XTXT.how}</p>}
    </section>
  );
}

/**
 * The walk or bunt decision as two big buttons, with what it weighs (the at-bat note): in
 * its own phase, and as the pass buttons of the expert substitution window (decision F7:
 * "Pitch to him" / "Walk him intentionally" for the defense, "Swing away" / "Bunt" for the
 * offense's closing pass).
 */
export function CallChoices({ model, acts }: { model: BoardModel; acts: Acts }) {
  const call = callOf(model);
  const pass = model.pass;
  if (!call) return null;
  const walk = call.t === 'ibb';
  return (
    <div class="sd-decide sd-call" role="group" aria-label={walk ? XTXT.walkQ : XTXT.buntQ}>
      <AtBatNote model={model} />
      <div class="sd-decide__choices">
        <Big action={call} acts={acts}>
          {walk ? XTXT.ibb : XTXT.bunt}
        </Big>
        {pass && (
          <Big action={pass} acts={acts} primary>
            {walk ? XTXT.pitchTo : XTXT.swingAway}
          </Big>
        )}
      </div>
    </div>
  );
}

function Big({
  action,
  acts,
  primary,
  children,
}: {
  action: ShowdownAction;
  acts: Acts;
  primary?: boolean;
  children: ComponentChildren;
}) {
  return (
    <button
      type="button"
      class={`sd-big${primary ? ' sd-big--go' : ''}`}
      data-action={JSON.stringify(action)}
      title={acts.label(action)}
      onClick={() => acts.act(action)}
    >
      {children}
    </button>
  );
}

/** "Send Name to home (out 35%)": each runner, his target and the throw's chance. */
function RunLabel({ choice, throwing }: { choice: RunChoice; throwing: boolean }) {
  return (
    <span class="sd-big__runs">
      <span class="sd-big__verb">{throwing ? XTXT.throwAt : XTXT.send}</span>
      {choice.runners.map((r) => (
        <span key={r.b} class="sd-big__runner">
          <span class="sd-big__name">{card(r.p).name}</span>
          <span>
            {XTXT.toBase(r.b)} · {TXT.speed} <span class="num">{expertSpeed(r.p)}</span>
          </span>
          <span class="sd-big__chance">{XTXT.outChance(r.out)}</span>
        </span>
      ))}
    </span>
  );
}

/** Who is up, who is on deck and who is on base: what the walk or bunt decision weighs. */
function AtBatNote({ model }: { model: BoardModel }) {
  const v = model.view;
  const side = v.sides[model.batting];
  if (!side) return null;
  const next = side.order[(side.up + 1) % side.order.length];
  const on = v.bases.flatMap((r, b) => (r ? [`${card(r.p).name} ${TXT.baseName(b)}`] : []));
  return (
    <p class="sd-decide__note">
      <span>
        {TXT.batter}
        {TXT.colon} <strong>{card(model.matchup.batter).name}</strong> ({TXT.onBase}{' '}
        <span class="num">{model.matchup.onBase}</span>)
      </span>
      {next && (
        <span>
          {XTXT.onDeck}
          {TXT.colon} {card(next).name}
        </span>
      )}
      <span>{on.length > 0 ? on.join(', ') : XTXT.basesEmpty}</span>
    </p>
  );
}
