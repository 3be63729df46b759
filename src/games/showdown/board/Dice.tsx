import { card } from '../content';
import type { BoardModel } from './model';
import { RESULT_NAME, TXT } from './text';

/** The last pitch and swing, large; they roll in again (briefly) whenever new dice fall. */
export function Dice({ model }: { model: BoardModel }) {
  const d = model.dice;
  if (!d) {
    return (
      <section class="sd-dice sd-dice--none" aria-label={TXT.dice}>
        <p>{TXT.noDice}</p>
      </section>
    );
  }
  return (
    <section class="sd-dice" aria-label={TXT.dice} key={d.key}>
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
        <div class={`sd-dice__result sd-r--${d.result === '1B+' ? '1Bp' : d.result}`}>
          {RESULT_NAME[d.result]}
        </div>
      )}
    </section>
  );
}
