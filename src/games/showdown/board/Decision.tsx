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

export function Decision({ model, acts }: { model: BoardModel; acts: Acts }) {
  const phase = model.phase;
  const pass = model.pass;
  const call = model.all.find((a) => a.t === 'ibb' || a.t === 'bunt');
  return (
    <section class="sd-actions sd-decide" aria-label={TXT.yourMove}>
      {(phase === 'ibb' || phase === 'bunt') && <AtBatNote model={model} />}
      <div class="sd-decide__choices">
        {call && (
          <Big action={call} acts={acts}>
            {phase === 'ibb' ? XTXT.ibb : XTXT.bunt}
          </Big>
        )}
        {phase === 'ibb' || phase === 'bunt'
          ? pass && (
              <Big action={pass} acts={acts} primary>
                {phase === 'ibb' ? XTXT.pitchTo : XTXT.swingAway}
              </Big>
            )
          : null}
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
