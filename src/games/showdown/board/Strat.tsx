/**
 * Strategy cards on the board: the holder's hand, where a card with one play plays at a tap
 * (its `data-action`) and a long press reads it whole, a steal card's runners as chips; the
 * hand face down for a closed edge; a compact face for the cards on the table.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useLongPress } from '../../../ui/long-press';
import { card, strat } from '../content';
import type { ShowdownAction } from '../state';
import type { StratType } from '../types';
import type { Acts } from './Actions';
import type { BoardModel, Hands } from './model';
import { SEAT, STRAT, TXT, TYPE_NAME } from './text';

/**
 * Past this many cards a hand no longer fits beside the substitutions at 1180x820 (issue 23,
 * `node scripts/table-taps.mjs showdown --mode pass`): the cards it cannot play at this
 * decision fold to their name and kind, the playable ones stay whole.
 */
const FOLD_OVER = 6;

const MARK: Readonly<Record<StratType, string>> = { offense: '▲', defense: '■', utility: '●' };

/** A card's face in a few lines: its kind (mark and word), name, timing and effect. */
function Face({ name }: { name: string }) {
  const s = strat(name);
  return (
    <>
      <span class="sd-strat__name">{name}</span>
      <span class="sd-strat__kind">
        <span aria-hidden="true">{MARK[s.type]}</span> {TYPE_NAME[s.type]}
      </span>
      <span class="sd-strat__when">{STRAT.timing(s.timing)}</span>
      <span class="sd-strat__what">{STRAT.short(s.effect)}</span>
    </>
  );
}

/** A card face on the table (played this at-bat, or left on a player): public, not a control. */
export function StratCard({ name, caption }: { name: string; caption?: string }) {
  const s = strat(name);
  return (
    <div class={`sd-strat sd-strat--${s.type}`}>
      <div class="sd-strat__face" data-card={name} aria-label={`${name}. ${STRAT.text(s)}`}>
        <Face name={name} />
      </div>
      {caption && <span class="sd-strat__caption">{caption}</span>}
    </div>
  );
}

/** The chip of one play of a card with several (a steal: which runner goes). */
function chipLabel(a: ShowdownAction, model: BoardModel, label: string): string {
  if (a.t !== 'card' || a.b === undefined) return label;
  const runner = model.bases[a.b];
  return runner ? SEAT.steals(card(runner).name, a.b) : label;
}

/** One card of the hand: a tap plays its only play, or reads it; a long press reads it. */
function HandCard({
  name,
  model,
  acts,
  read,
  fold,
}: {
  name: string;
  model: BoardModel;
  acts: Acts;
  read(): void;
  /** A big hand shows a card it cannot play now by its name and kind only (read it whole). */
  fold: boolean;
}) {
  const plays = model.byCard.get(name) ?? [];
  const tap = plays.length === 1 ? plays[0] : undefined;
  const press = useLongPress(read);
  const s = strat(name);
  const state = plays.length > 0 ? ' sd-strat--playable' : fold ? ' sd-strat--folded' : '';
  return (
    <div class={`sd-strat sd-strat--${s.type}${state}`}>
      <button
        type="button"
        class="sd-strat__face"
        data-card={name}
        data-action={tap ? JSON.stringify(tap) : undefined}
        aria-label={`${name}. ${STRAT.text(s)}`}
        title={tap ? acts.label(tap) : undefined}
        onClick={() => (tap ? acts.act(tap) : read())}
        {...press}
      >
        <Face name={name} />
      </button>
      {plays.length > 1 &&
        plays.map((a, i) => (
          <button
            key={i}
            type="button"
            class="sd-strat__chip"
            data-action={JSON.stringify(a)}
            aria-label={acts.label(a)}
            onClick={() => acts.act(a)}
          >
            {chipLabel(a, model, acts.label(a))}
          </button>
        ))}
    </div>
  );
}

/** A card read whole, in place of the hand, until closed. */
function Reading({ name, onClose }: { name: string; onClose(): void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), [name]);
  const s = strat(name);
  return (
    <div
      class={`sd-reading sd-strat--${s.type}`}
      role="dialog"
      aria-label={name}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <p class="sd-reading__name">
        <span aria-hidden="true">{MARK[s.type]}</span> {name}
        <span class="sd-reading__kind"> · {TYPE_NAME[s.type]}</span>
      </p>
      <p class="sd-reading__text">{STRAT.text(s)}</p>
      <button type="button" ref={close} onClick={onClose}>
        {TXT.close}
      </button>
    </div>
  );
}

/**
 * The holder's strategy cards. Face down (the view holds only their count) when the
 * decision needs none of them: a note, and passing the tablet a button to see them behind
 * the cover (F6).
 */
export function Hand({
  model,
  mine,
  acts,
  onShowOwn,
}: {
  model: BoardModel;
  mine: Hands;
  acts: Acts;
  onShowOwn?: () => void;
}) {
  const [reading, setReading] = useState<string | null>(null);
  const faces = mine.faces;
  if (faces === null) {
    return (
      <section class="sd-hand sd-hand--hidden" aria-label={TXT.yourHand}>
        <p class="sd-hand__note">
          {TXT.yourHand}
          {TXT.colon} {SEAT.faceDown(TXT.cards(mine.hand))}
        </p>
        {onShowOwn && (
          <button type="button" data-testid="show-own" onClick={onShowOwn}>
            {TXT.showHand}
          </button>
        )}
      </section>
    );
  }
  const playable = faces.some((c) => model.byCard.has(c));
  const open = reading !== null && faces.includes(reading) ? reading : null;
  return (
    <section class="sd-hand" aria-label={`${TXT.yourHand} (${faces.length})`}>
      {open ? (
        <Reading name={open} onClose={() => setReading(null)} />
      ) : (
        <>
          {faces.length > 0 && (
            <p class="sd-hand__hint">{playable ? SEAT.tapToPlay : SEAT.holdToRead}</p>
          )}
          <div class="sd-hand__cards" data-zone="hand">
            {faces.map((c, i) => (
              <HandCard
                key={`${c}-${i}`}
                name={c}
                model={model}
                acts={acts}
                read={() => setReading(c)}
                fold={faces.length > FOLD_OVER}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** A hand face down, as the table sees it (a closed edge): its backs and their count. */
export function Backs({ hands }: { hands: Hands | null }) {
  if (!hands) return null;
  const n = hands.hand;
  return (
    <div class="sd-backs" role="img" aria-label={`${TXT.yourHand}${TXT.colon} ${TXT.cards(n)}`}>
      {Array.from({ length: Math.min(n, 8) }, (_, k) => (
        <span key={k} class="sd-backs__card" />
      ))}
      <span class="sd-backs__n num" aria-hidden="true">
        {n}
      </span>
    </div>
  );
}
