import type { SeatId } from '../../../engine/types';
import { card } from '../content';
import type { BoardModel, Hands as HandsModel } from './model';
import { Backs, StratCard } from './Strat';
import { TXT, TYPE_NAME } from './text';

/** One manager's piles: his hand face down (unless it is the holder's), deck and discards. */
export function Pile({ model, h }: { model: BoardModel; h: HandsModel }) {
  const who = model.seatInfo(h.seat).name;
  return (
    <div class="sd-pile" aria-label={who}>
      <span class="sd-pile__who">
        {who}
        {` · ${(h.seat === model.batting ? TYPE_NAME.offense : TYPE_NAME.defense).toLowerCase()}`}
      </span>
      {h.faces === null && (
        <span class="sd-pile__hand" aria-label={TXT.backs(who, h.hand)}>
          <Backs hands={h} />
        </span>
      )}
      <span class="sd-pile__n">
        {TXT.deck} <span class="num">{h.deck}</span>
      </span>
      <span class="sd-pile__n">
        {TXT.discard} <span class="num">{h.discard}</span>
        {h.lastDiscard && <span class="sd-pile__last"> ({h.lastDiscard})</span>}
      </span>
    </div>
  );
}

/** Both managers' piles (the advanced and expert games). */
export function Piles({ model, only }: { model: BoardModel; only?: SeatId }) {
  const hands = model.hands?.filter((h) => only === undefined || h.seat === only);
  if (!hands || hands.length === 0) return null;
  return (
    <section class="sd-piles" aria-label={`${TXT.deck} / ${TXT.discard}`}>
      {hands.map((h) => (
        <Pile key={h.seat} model={model} h={h} />
      ))}
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
    <section class="sd-table" aria-label={TXT.onTable}>
      {played.length > 0 && (
        <div class="sd-table__group">
          <h2 class="sd-table__title">{TXT.onTable}</h2>
          <div class="sd-table__cards">
            {played.map(({ c, seat }, i) => (
              <StratCard key={i} name={c} caption={model.seatInfo(seat).name} />
            ))}
          </div>
        </div>
      )}
      {kept.length > 0 && (
        <div class="sd-table__group">
          <h2 class="sd-table__title">{TXT.kept}</h2>
          <div class="sd-table__cards">
            {kept.map(({ c, seat, on }, i) => (
              <StratCard
                key={i}
                name={c}
                caption={on ? card(on).name : model.seatInfo(seat).name}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
