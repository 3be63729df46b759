import { card } from '../content';
import type { BoardModel } from './model';
import { RESULT_NAME, TXT, XTXT } from './text';

/** The last pitch and swing, large; they roll in again (briefly) whenever new dice fall. */
export function Dice({ model }: { model: BoardModel }) {
  const d = model.dice;
  const called = model.called;
  // An intentional walk or a bunt has no pitch and no swing: say what was called instead.
  if (called && (called.pending || !d)) {
    const name = card(called.batter).name;
    const text = called.pending
      ? (called.kind === 'ibb' ? XTXT.walkCalled : XTXT.buntCalled)(name)
      : (called.kind === 'ibb' ? XTXT.walked : XTXT.bunted)(name);
    return (
      <section class="sd-dice sd-dice--called" aria-label={TXT.dice}>
        <span class="sd-die__label">{XTXT.noSwing}</span>
        <p class={`sd-dice__called sd-dice__called--${called.kind}`} role="status">
          {text}
        </p>
      </section>
    );
  }
  if (!d) {
    return (
      <section class="sd-dice sd-dice--none" aria-label={TXT.dice}>
        <p>{TXT.noDice}</p>
      </section>
    );
  }
  const who = card(d.batter).name;
  return (
    <section
      class={`sd-dice${d.current ? '' : ' sd-dice--last'}`}
      aria-label={TXT.dice}
      key={d.key}
    >
      <p class="sd-dice__who">{d.current ? TXT.nowBatting(who) : TXT.lastAtBat(who)}</p>
      <div class={`sd-die sd-die--pitch${d.adv === 'pitcher' ? ' sd-die--won' : ''}`}>
        <span class="sd-die__label">{TXT.pitch}</span>
        <span class="sd-die__n num">{d.pitch === null ? '—' : d.pitch}</span>
        <span class="sd-die__note">{d.pitch === null ? TXT.noPitch : TXT.advantage(d.adv)}</span>
      </div>
      <div class="sd-die sd-die--swing">
        <span class="sd-die__label">{TXT.swing}</span>
        <span class="sd-die__n num">{d.swing}</span>
        <span class="sd-die__note">{card(d.chart).name}</span>
      </div>
      {d.result && (
        <div class={`sd-dice__result sd-r--${d.result === '1B+' ? '1Bp' : d.result}`} role="status">
          {RESULT_NAME[d.result]}
          {d.runs > 0 && (
            <span class="sd-dice__runs">
              {' · '}
              {d.scorers.length === d.runs ? TXT.scorersScore(d.scorers) : TXT.runsScore(d.runs)}
            </span>
          )}
        </div>
      )}
    </section>
  );
}
