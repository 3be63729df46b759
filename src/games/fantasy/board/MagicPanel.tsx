/**
 * §4 Play Ball 2, the magic window: the week's battle for everyone; for the manager whose
 * turn it is, their unused bench cards (tap one, then Use), or the current step of the
 * ability they fired, with every choice as a card to tap or a labelled target.
 */
import { SeatChip } from '../../../ui/components/SeatChip';
import { charInfo } from '../content';
import { ABILITY_TEXT } from '../content/abilities';
import { CardRow } from './CardRow';
import { Choices } from './Choices';
import type { BoardModel } from './model';
import { TXT } from './text';
import { PassButton } from './Tray';
import { WeekBattle } from './WeekBattle';
import './panels.css';

export function MagicPanel({ model }: { model: BoardModel }) {
  const v = model.view;
  const cards = [...model.byCard.keys()];
  const targets = model.loose.filter((a) => a.t !== 'pass');
  const mine = cards.length > 0 || model.loose.length > 0;
  const p = v.pending;
  const used = model.me ? (v.mgrs[model.me.m]?.used.cards ?? []) : [];
  return (
    <section class="ffb-panel ffb-magic" aria-label={TXT.magicTitle('')}>
      <WeekBattle model={model} />
      <TurnStrip model={model} />
      {mine && (
        <div class="ffb-magic__prompt" role="group" aria-label={TXT.yourMagic}>
          <h3>
            {p
              ? `${ABILITY_TEXT[p.ab].name}${p.step > 0 ? ` · ${TXT.abilityStep(p.step + 1)}` : ''}`
              : TXT.yourMagic}
          </h3>
          {p && <p>{ABILITY_TEXT[p.ab].text}</p>}
          {cards.length > 0 && <CardRow title={p ? TXT.chooseCard : TXT.bench} ids={cards} />}
          {!p && used.length > 0 && (
            <CardRow title={TXT.used} ids={used} badge={() => TXT.usedBadge} />
          )}
          {!p && (
            <ul class="ffb-magic__spells">
              {cards.map((c) => {
                const ab = ABILITY_TEXT[charInfo(c).ability];
                return (
                  <li key={c}>
                    <strong>{ab.name}</strong> ({charInfo(c).card.name}): {ab.text}
                  </li>
                );
              })}
            </ul>
          )}
          <Choices model={model} actions={targets} />
          <PassButton model={model} />
        </div>
      )}
    </section>
  );
}

/** Turn Order for this week's magic: who has had their chance, who is deciding. */
function TurnStrip({ model }: { model: BoardModel }) {
  const wk = model.view.wk;
  if (!wk) return null;
  return (
    <ol class="ffb-turnstrip" aria-label={TXT.turnOrder}>
      {wk.turn.map((m, i) => {
        const p = model.people[m];
        const state = i < wk.at ? 'done' : m === model.acting ? 'now' : 'later';
        return (
          <li key={m} class={`ffb-turnstrip__one ffb-turnstrip__one--${state}`}>
            {p && <SeatChip name={p.name} color={p.color} active={state === 'now'} />}
            <span class="ffb-turnstrip__state">{TXT.turnState[state]}</span>
          </li>
        );
      })}
    </ol>
  );
}
