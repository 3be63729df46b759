import { CardBack } from '../../../ui/components/GameCard';
import { card, strat } from '../content';
import { labelOf, type Acts } from './Actions';
import type { BoardModel, Hands as HandsModel } from './model';
import { StratFace } from './StratFace';
import { STRAT, TXT, TYPE_NAME } from './text';

/** The holder's strategy hand as faces; a tap shows a card's text and its plays. */
export function MyHand({
  model,
  mine,
  picked,
  pick,
  acts,
  onShowOwn,
}: {
  model: BoardModel;
  mine: HandsModel;
  picked: number | null;
  pick(i: number | null): void;
  acts: Acts;
  /** The holder decides on the public view (no hand shown): asks to see it, behind the cover. */
  onShowOwn?: () => void;
}) {
  if (mine.faces === null) {
    // A substitution is decided on the table's view: the hand stays hidden, so the device
    // passed without the cover; seeing it raises the cover first.
    return (
      <section class="sd-panel sd-hand sd-hand--hidden" aria-label={TXT.yourHand}>
        <h2 class="sd-panel__title">
          {TXT.yourHand} <span class="num sd-count">({mine.hand})</span>
        </h2>
        <p class="sd-hand__note">{TXT.handHidden}</p>
        {onShowOwn && (
          <button type="button" data-testid="show-own" onClick={onShowOwn}>
            {TXT.showHand}
          </button>
        )}
      </section>
    );
  }
  const faces = mine.faces;
  const sel = picked !== null ? faces[picked] : undefined;
  const plays = sel ? (model.byCard.get(sel) ?? []) : [];
  return (
    <section class="sd-panel sd-hand" aria-label={TXT.yourHand}>
      <h2 class="sd-panel__title">
        {TXT.yourHand} <span class="num sd-count">({faces.length})</span>
      </h2>
      <div class="sd-hand__cards" data-zone="hand">
        {faces.map((c, i) => (
          <StratFace
            key={`${c}-${i}`}
            name={c}
            playable={model.byCard.has(c)}
            selected={picked === i}
            onClick={() => pick(picked === i ? null : i)}
          />
        ))}
      </div>
      {sel && (
        <div class="sd-hand__detail" role="region" aria-label={sel}>
          <p>
            <strong>{sel}.</strong> {STRAT.text(strat(sel))}
          </p>
          <div class="sd-buttons">
            {plays.map((a, i) => (
              <button
                key={i}
                type="button"
                class="button-primary"
                data-action={JSON.stringify(a)}
                onClick={() => {
                  pick(null);
                  acts.act(a);
                }}
              >
                {labelOf(acts, a)}
              </button>
            ))}
            <button type="button" onClick={() => pick(null)}>
              {TXT.close}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

/** The other manager's hand (backs), both decks and discard piles, cards on the table. */
export function Piles({ model }: { model: BoardModel }) {
  const hands = model.hands;
  if (!hands) return null;
  return (
    <section class="sd-panel sd-piles" aria-label={`${TXT.deck} / ${TXT.discard}`}>
      {hands.map((h) => {
        const who = model.seatInfo(h.seat).name;
        const hidden = h.faces === null;
        return (
          <div key={h.seat} class={`sd-pile sd-pile--${hidden ? 'theirs' : 'open'}`}>
            <h3 class="sd-pile__who">
              {who}
              {` · ${(h.seat === model.batting ? TYPE_NAME.offense : TYPE_NAME.defense).toLowerCase()}`}
            </h3>
            <div class="sd-pile__row">
              {hidden && (
                <div class="sd-stack" aria-label={TXT.backs(who, h.hand)} role="img">
                  <div class="sd-stack__fan">
                    {Array.from({ length: Math.min(h.hand, 7) }, (_, i) => (
                      <CardBack key={i} label={TXT.handOf(who)} />
                    ))}
                  </div>
                  <span class="sd-stack__n">
                    {TXT.handOf(who)}
                    {TXT.colon} <span class="num">{h.hand}</span>
                  </span>
                </div>
              )}
              <div class="sd-stack sd-stack--deck">
                <CardBack label={`${who}${TXT.colon} ${TXT.deck}`} />
                <span class="sd-stack__n">
                  {TXT.deck} <span class="num">{h.deck}</span>
                </span>
              </div>
              <div class="sd-stack sd-stack--discard">
                <span class="sd-stack__n">
                  {TXT.discard} <span class="num">{h.discard}</span>
                </span>
                {h.lastDiscard && <span class="sd-stack__last">{h.lastDiscard}</span>}
              </div>
            </div>
          </div>
        );
      })}
    </section>
  );
}

/** Cards played this at-bat, and stat changes left on players: public faces. */
export function TableCards({ model }: { model: BoardModel }) {
  const hands = model.hands;
  if (!hands) return null;
  const played = hands.flatMap((h) => h.table.map((c) => ({ c, seat: h.seat })));
  const mods = [...model.view.mods];
  const kept = hands.flatMap((h) =>
    h.kept.map((c) => {
      const i = mods.findIndex((m) => m.c === c && m.seat === h.seat);
      const on = i >= 0 ? mods.splice(i, 1)[0]?.p : undefined;
      return { c, seat: h.seat, on };
    }),
  );
  if (played.length === 0 && kept.length === 0) return null;
  return (
    <section class="sd-panel sd-table" aria-label={TXT.onTable}>
      {played.length > 0 && (
        <>
          <h2 class="sd-panel__title">{TXT.onTable}</h2>
          <div class="sd-hand__cards">
            {played.map(({ c, seat }, i) => (
              <div key={i} class="sd-table__card">
                <StratFace name={c} />
                <span class="sd-table__who">{model.seatInfo(seat).name}</span>
              </div>
            ))}
          </div>
        </>
      )}
      {kept.length > 0 && (
        <>
          <h2 class="sd-panel__title">{TXT.kept}</h2>
          <div class="sd-hand__cards">
            {kept.map(({ c, seat, on }, i) => (
              <div key={i} class="sd-table__card">
                <StratFace name={c} />
                <span class="sd-table__who">{on ? card(on).name : model.seatInfo(seat).name}</span>
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
