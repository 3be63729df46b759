import { useState } from 'preact/hooks';
import { Die, freshRoll } from '../../../ui/components/Die';
import { motionReduced } from '../../../ui/reduced';
import { card } from '../content';
import type { BoardModel } from './model';
import { RESULT_NAME, TXT, XTXT } from './text';

/**
 * The at-bat's result, large over its dice for a moment when they are rolled (a picture: the
 * line under the dice says it). Never with reduced motion, never in the way of a tap.
 */
function Burst({ text, roll }: { text: string; roll: string }) {
  const [fresh] = useState(() => freshRoll('sd-result', roll));
  if (!fresh || motionReduced()) return null;
  return (
    <span class="sd-burst" aria-hidden="true">
      {text}
    </span>
  );
}

/** The last pitch and swing (d20s), large; they tumble when new dice fall, at once reduced. */
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
  // A roll is the same at-bat's pitch and swing, under way or carried out: it tumbles once.
  const roll = `${d.batter}-${d.pitch ?? 'x'}-${d.swing}`;
  return (
    <section
      class={`sd-dice${d.current ? '' : ' sd-dice--last'}`}
      aria-label={TXT.dice}
      key={d.key}
    >
      <p class="sd-dice__who">{d.current ? TXT.nowBatting(who) : TXT.lastAtBat(who)}</p>
      <div class={`sd-die sd-die--pitch${d.adv === 'pitcher' ? ' sd-die--won' : ''}`}>
        <span class="sd-die__label">{TXT.pitch}</span>
        {d.pitch === null ? (
          <span class="sd-die__n num">—</span>
        ) : (
          <Die value={d.pitch} sides={20} roll={roll} scope="sd-pitch" class="sd-die__n" />
        )}
        <span class="sd-die__note">{d.pitch === null ? TXT.noPitch : TXT.advantage(d.adv)}</span>
      </div>
      <div class="sd-die sd-die--swing">
        <span class="sd-die__label">{TXT.swing}</span>
        <Die value={d.swing} sides={20} roll={roll} scope="sd-swing" class="sd-die__n" />
        <span class="sd-die__note">{card(d.chart).name}</span>
      </div>
      {d.result && <Burst text={RESULT_NAME[d.result]} roll={roll} />}
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
