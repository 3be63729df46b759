/**
 * A seat's own side of the Highlights table: the decision, a card's choices, the Buy Row when
 * buying, and the hand. A card with one move plays at a tap (its `data-action`); a long press
 * reads it whole. Drawn in the whole board and, alone, at its owner's edge (the hand last,
 * nearest the edge); `Backs` is the same hand face down, for a closed edge.
 */
import type { BoardProps } from '../../../ui/board';
import { card } from '../content';
import { describe } from '../describe';
import type { HlAction, HlView } from '../state';
import { HlBack, HlCard, HlMini } from './Card';
import { count, type BoardModel, type SideModel } from './model';
import { TXT } from './text';

type Say = BoardProps['say'];

export interface OwnProps {
  model: BoardModel;
  view: HlView;
  seat: number;
  say: Say;
  act(a: HlAction): void;
  /** The card whose choices are open (a Buy Row card), if any. */
  picked: string | null;
  pick(c: string | null): void;
  zoom(c: string): void;
}

/** An action in words: describe() through the catalog. */
export function labelFor(a: HlAction, seat: number, view: HlView, say: Say): string {
  const d = describe(a, seat, view);
  return say(d.msg, d.args);
}

/**
 * What a card offers: the move a tap makes (its only one, or the play, the stash or the pick
 * when it also offers pinch-hits) and the others, shown beside it. A Buy Row card offers only
 * buys, one per card sent down: its tap opens them.
 */
export function splitMoves(list: readonly HlAction[]): { tap: HlAction | null; more: HlAction[] } {
  if (list.length === 1) return { tap: list[0] ?? null, more: [] };
  const tap = list.find((a) => a.t === 'play' || a.t === 'stash' || a.t === 'pick') ?? null;
  return { tap, more: list.filter((a) => a !== tap) };
}

function MoveCard({ id, list, p }: { id: string; list: readonly HlAction[]; p: OwnProps }) {
  const { tap, more } = splitMoves(list);
  if (!tap) {
    return (
      <HlCard
        id={id}
        playable
        selected={p.picked === id}
        onClick={() => p.pick(p.picked === id ? null : id)}
        onZoom={() => p.zoom(id)}
      />
    );
  }
  return (
    <div class="hl-slot" style={{ '--hl-chips': Math.max(1, more.length) }}>
      <HlCard
        id={id}
        playable
        action={JSON.stringify(tap)}
        onClick={() => p.act(tap)}
        onZoom={() => p.zoom(id)}
      />
      {more.map((a, k) => (
        <button
          key={k}
          type="button"
          class="hl-chip"
          data-action={JSON.stringify(a)}
          aria-label={labelFor(a, p.seat, p.view, p.say)}
          onClick={() => p.act(a)}
        >
          {a.t === 'pinch' ? (
            <>
              <span class="hl-chip__ph" aria-hidden="true">
                {TXT.pinch}
              </span>
              {TXT.pinchFrom(a.from)}
            </>
          ) : (
            labelFor(a, p.seat, p.view, p.say)
          )}
        </button>
      ))}
    </div>
  );
}

function Cards({ ids, zone, p }: { ids: readonly string[]; zone: string; p: OwnProps }) {
  return (
    <div class={`hl-cards hl-cards--${zone}`} data-zone={zone}>
      {ids.map((c, k) => {
        const list = p.model.byCard.get(c);
        return list ? (
          <MoveCard key={`${c}-${k}`} id={c} list={list} p={p} />
        ) : (
          <HlCard key={`${c}-${k}`} id={c} onClick={() => p.zoom(c)} />
        );
      })}
    </div>
  );
}

function Decision({ p }: { p: OwnProps }) {
  const { model, view } = p;
  const prompt = model.prompt;
  if (!prompt) {
    return (
      <section class="hl-decision" aria-label={TXT.yourMove}>
        <p class="hl-wait">
          {view.phase === 'over'
            ? TXT.over
            : model.waiting.length
              ? `${TXT.waiting} ${model.waiting.join(', ')}`
              : ''}
        </p>
      </section>
    );
  }
  const pend = view.pending;
  const options =
    pend && (pend.k === 'clone' || pend.k === 'minors') && pend.side === model.mine?.i
      ? pend.options
      : [];
  const taps = [...model.byCard.values()].some((list) => splitMoves(list).tap !== null);
  // The seat's own On Deck card, face down to the others: named here, whole on a tap.
  const onDeck = view.phase === 'buy' ? undefined : model.mine?.side.onDeck.cards[0];
  return (
    <section class="hl-decision hl-decision--mine" aria-label={TXT.yourMove}>
      {/* The play screen says what is asked (its status line, or the edge's bar). */}
      <h2 class="hl-decision__title visually-hidden">{p.say(prompt.msg, prompt.args)}</h2>
      {options.length > 0 && (
        <div class="hl-cards hl-cards--options">
          {options.map((c) => (
            <HlCard key={c} id={c} compact />
          ))}
        </div>
      )}
      {model.loose.length > 0 && (
        <div class="hl-buttons">
          {model.loose.map((a, k) => (
            <button
              key={k}
              type="button"
              class={a.t === 'endBuy' || a.t === 'stash' ? '' : 'button-primary'}
              data-action={JSON.stringify(a)}
              onClick={() => p.act(a)}
            >
              {labelFor(a, p.seat, view, p.say)}
            </button>
          ))}
        </div>
      )}
      {onDeck && (
        <button
          type="button"
          class="hl-ondeck"
          data-zone="onDeck"
          data-card={onDeck}
          title={TXT.onlyYou}
          onClick={() => p.zoom(onDeck)}
        >
          {TXT.onDeck}
          {TXT.colon} <strong>{card(onDeck).name}</strong>
          <span class="visually-hidden"> ({TXT.onlyYou})</span>
        </button>
      )}
      {model.byCard.size > 0 && (
        <p class="hl-hint">
          {view.phase === 'buy' ? TXT.tapRow : taps ? TXT.tapToUse : TXT.tapHand}
        </p>
      )}
    </section>
  );
}

/**
 * A tapped Buy Row card's buys: one per In Play card that could go to the Minors for it,
 * each shown as that card; the Buy Row steps aside meanwhile.
 */
function Choices({ id, p }: { id: string; p: OwnProps }) {
  const list = p.model.byCard.get(id) ?? [];
  return (
    <section class="hl-detail" aria-label={card(id).name}>
      <p class="hl-detail__title">{TXT.buyThenSend(card(id).name)}</p>
      <div class="hl-sends">
        {list.map((a, k) =>
          a.t === 'buy' ? (
            <button
              key={k}
              type="button"
              class="hl-send"
              data-action={JSON.stringify(a)}
              aria-label={labelFor(a, p.seat, p.view, p.say)}
              onClick={() => p.act(a)}
            >
              <HlMini id={a.send} />
            </button>
          ) : null,
        )}
        <button type="button" class="hl-sends__back" onClick={() => p.pick(null)}>
          {TXT.close}
        </button>
      </div>
    </section>
  );
}

/** The seat's side: its decision, a tapped card's choices, the Buy Row and its hand (last). */
export function Own(p: OwnProps) {
  const { model, view } = p;
  const mine = model.mine;
  const hand = mine?.side.hand.cards ?? [];
  const buying = view.phase === 'buy';
  return (
    <>
      <Decision p={p} />
      {p.picked !== null && <Choices id={p.picked} p={p} />}
      {buying && p.picked === null && (
        <section class="hl-row" aria-label={TXT.buyRow}>
          <h2 class="hl-row__title">
            {TXT.buyRow}{' '}
            <span class="hl-row__deck">
              ({TXT.faDeck}
              {TXT.colon} <span class="num">{count(view.fa)}</span>)
            </span>
          </h2>
          <Cards ids={view.row.cards} zone="row" p={p} />
        </section>
      )}
      {hand.length > 0 && (
        <section class="hl-hand" aria-label={`${TXT.yourHand} (${hand.length})`}>
          <Cards ids={hand} zone="hand" p={p} />
        </section>
      )}
    </>
  );
}

/** A seat's hand and On Deck card face down, as the table sees them (a closed edge). */
export function Backs({ side }: { side: SideModel | undefined }) {
  if (!side) return null;
  const n = count(side.side.hand);
  const onDeck = count(side.side.onDeck);
  return (
    <div class="hl-backs" aria-label={`${TXT.yourHand}${TXT.colon} ${TXT.cards(n)}`}>
      {Array.from({ length: n }, (_, k) => (
        <HlBack key={k} />
      ))}
      {onDeck > 0 && (
        <span class="hl-backs__ondeck">
          <HlBack label={TXT.onDeck} />
          <span class="hl-label">{TXT.onDeck}</span>
        </span>
      )}
    </div>
  );
}
