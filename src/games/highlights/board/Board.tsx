/**
 * The Highlights 2045 board: the holder's view and legal actions in, one chosen action out.
 * A scoreboard (part, mini-game, series score, who is home), a stadium per side, the moment
 * of the last card, the decision panel, the holder's hand and the Buy Row.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardProps } from '../../../ui/board';
import { card } from '../content';
import { describe } from '../describe';
import type { HlAction, HlView } from '../state';
import { HlBack, HlCard } from './Card';
import { boardModel, count, type BoardModel, type SideModel } from './model';
import { HlLegend } from './HlLegend';
import { Stadium } from './Stadium';
import { TXT } from './text';
import './board.css';
import { activeLanguage } from '../../../ui/language';

type Say = BoardProps['say'];

/**
 * An action in words: describe() through the catalog (the words it fills in, where a pinch
 * hitter comes from and the bases of removed runners, are messages of the catalog too).
 */
function labelFor(a: HlAction, seat: number, view: HlView, say: Say): string {
  const d = describe(a, seat, view);
  return say(d.msg, d.args);
}

function Scoreboard({ view, model, say }: { view: HlView; model: BoardModel; say: Say }) {
  const m = view.match;
  const part = m.plan[m.at];
  const kind = part?.kind ?? 'season';
  const partName = say(`hl.w.part.${kind}`);
  const showSeries = part !== undefined && kind !== 'buyOnly';
  return (
    <header class="hl-score" aria-label={TXT.scoreboard}>
      <span class="hl-score__part">
        {partName}
        {view.phase === 'over' && ` · ${TXT.final}`}
        {part && view.phase !== 'over' && (
          <>
            {' · '}
            {TXT.nth(kind === 'buyOnly', Math.min(m.played + 1, part.games), part.games)}
          </>
        )}
      </span>
      {showSeries && (
        <span class="hl-score__series" aria-label={model.byPoints ? TXT.points : TXT.series}>
          {model.sides.map((s, k) => (
            <span key={s.i} class="hl-score__team">
              {k > 0 && <span aria-hidden="true"> – </span>}
              <span class="hl-score__name">{s.team}</span>{' '}
              <span class="num hl-score__wins">{s.wins}</span>
            </span>
          ))}
        </span>
      )}
      {view.phase === 'play' && !model.hotPepper && (
        <span class="hl-score__home">
          {TXT.home}
          {TXT.colon} {model.sides[view.game.home]?.team}
        </span>
      )}
      <HlLegend />
    </header>
  );
}

/** The short moment after a card resolves: what was played and the runs it brought in. */
function useMoment(view: HlView, model: BoardModel): { key: number; text: string } | null {
  const prev = useRef<HlView | null>(null);
  const [moment, setMoment] = useState<{ key: number; text: string } | null>(null);
  useEffect(() => {
    const p = prev.current;
    prev.current = view;
    if (!p || p.phase !== 'play' || view.phase !== 'play') return;
    const parts: string[] = [];
    view.sides.forEach((sd, i) => {
      const before = p.sides[i];
      if (!before) return;
      const top = sd.inPlay.cards[0];
      if (count(sd.inPlay) > count(before.inPlay) && top)
        parts.push(`${model.sides[i]?.team}${TXT.colon} ${card(top).name}`);
      const runs = sd.runs - before.runs;
      if (runs > 0) parts.push(TXT.scored(model.sides[i]?.team ?? '', runs));
    });
    if (parts.length) setMoment((m) => ({ key: (m?.key ?? 0) + 1, text: parts.join(' · ') }));
  }, [view]);
  return moment;
}

function Decision({
  model,
  view,
  seat,
  say,
  act,
}: {
  model: BoardModel;
  view: HlView;
  seat: number;
  say: Say;
  act(a: HlAction): void;
}) {
  const p = model.prompt;
  if (!p) {
    return (
      <section class="hl-panel hl-decision" aria-label={TXT.yourMove}>
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
  const cards =
    pend && (pend.k === 'clone' || pend.k === 'minors') && pend.side === model.mine?.i
      ? pend.options
      : [];
  return (
    <section class="hl-panel hl-decision hl-decision--mine" aria-label={TXT.yourMove}>
      <h2 class="hl-panel__title">{say(p.msg, p.args)}</h2>
      {cards.length > 0 && (
        <div class="hl-cards hl-cards--options">
          {cards.map((c) => (
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
              onClick={() => act(a)}
            >
              {labelFor(a, seat, view, say)}
            </button>
          ))}
        </div>
      )}
      {model.byCard.size > 0 && (
        <p class="hl-hint">{view.phase === 'buy' ? TXT.tapRow : TXT.tapHand}</p>
      )}
    </section>
  );
}

function CardActions({
  id,
  model,
  view,
  seat,
  say,
  act,
  close,
}: {
  id: string;
  model: BoardModel;
  view: HlView;
  seat: number;
  say: Say;
  act(a: HlAction): void;
  close(): void;
}) {
  const list = model.byCard.get(id) ?? [];
  return (
    <div class="hl-detail" role="region" aria-label={card(id).name}>
      <HlCard id={id} />
      <div class="hl-buttons hl-buttons--col">
        {list.map((a, k) => (
          <button
            key={k}
            type="button"
            class="button-primary"
            data-action={JSON.stringify(a)}
            onClick={() => act(a)}
          >
            {labelFor(a, seat, view, say)}
          </button>
        ))}
        <button type="button" onClick={close}>
          {TXT.close}
        </button>
      </div>
    </div>
  );
}

function Hand({
  mine,
  model,
  picked,
  pick,
}: {
  mine: SideModel;
  model: BoardModel;
  picked: string | null;
  pick(c: string | null): void;
}) {
  const cards = mine.side.hand.cards;
  return (
    <section class="hl-panel hl-hand" aria-label={TXT.yourHand}>
      <h2 class="hl-panel__title">
        {TXT.yourHand} <span class="num">({cards.length})</span>
      </h2>
      <div class="hl-cards" data-zone="hand">
        {cards.map((c, k) =>
          model.byCard.has(c) ? (
            <HlCard
              key={`${c}-${k}`}
              id={c}
              playable
              selected={picked === c}
              onClick={() => pick(picked === c ? null : c)}
            />
          ) : (
            <HlCard key={`${c}-${k}`} id={c} />
          ),
        )}
      </div>
    </section>
  );
}

function OtherHands({ model }: { model: BoardModel }) {
  const others = model.sides.filter((s) => !s.mine && s.seat && count(s.side.hand) > 0);
  if (!others.length) return null;
  return (
    <section class="hl-panel hl-others" aria-label={TXT.otherHands}>
      {others.map((s) => (
        <div key={s.i} class="hl-others__hand">
          <span class="hl-label">
            {s.seat?.name}
            {TXT.colon} {TXT.cards(count(s.side.hand))}
          </span>
          <div class="hl-backs">
            {Array.from({ length: count(s.side.hand) }, (_, k) => (
              <HlBack key={k} />
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}

function BuyRow({
  view,
  model,
  picked,
  pick,
}: {
  view: HlView;
  model: BoardModel;
  picked: string | null;
  pick(c: string | null): void;
}) {
  return (
    <section class="hl-panel hl-row" aria-label={TXT.buyRow}>
      <h2 class="hl-panel__title">
        {TXT.buyRow}{' '}
        <span class="hl-row__deck">
          ({TXT.faDeck}
          {TXT.colon} <span class="num">{count(view.fa)}</span>)
        </span>
      </h2>
      <div class="hl-cards" data-zone="row">
        {view.row.cards.map((c, k) =>
          model.byCard.has(c) ? (
            <HlCard
              key={`${c}-${k}`}
              id={c}
              playable
              selected={picked === c}
              onClick={() => pick(picked === c ? null : c)}
            />
          ) : (
            <HlCard key={`${c}-${k}`} id={c} />
          ),
        )}
      </div>
    </section>
  );
}

export function Board({
  view,
  seat,
  actions,
  prompts,
  onAction,
  seats,
  say,
  part = 'whole',
}: BoardProps<HlView, HlAction>) {
  const model = boardModel(view, seat, actions, prompts, seats);
  const [picked, setPicked] = useState<string | null>(null);
  const moment = useMoment(view, model);
  const pick = picked !== null && model.byCard.has(picked) ? picked : null;
  const act = (a: HlAction) => {
    setPicked(null);
    onAction(a);
  };
  const stage = view.match.plan[view.match.at];
  const need = stage?.need ?? 0;
  const showGames = stage !== undefined && stage.kind !== 'buyOnly';
  const [zoom, setZoom] = useState<string | null>(null);
  // A card that has left play (a new game, the Minors) closes its enlarged view.
  const zoomed =
    zoom !== null && model.sides.some((sd) => sd.side.inPlay.cards.includes(zoom)) ? zoom : null;
  const ordered = [...model.sides.filter((s) => !s.mine), ...model.sides.filter((s) => s.mine)];
  return (
    <div
      class={`hl hl--${view.phase} hl--part-${part}`}
      lang={activeLanguage.value}
      aria-label={TXT.board}
    >
      {part !== 'seat' && <Scoreboard view={view} model={model} say={say} />}
      <div class="hl-grid">
        {part !== 'seat' && (
          <div class={`hl-field hl-field--${ordered.length}`}>
            {ordered.map((s) => (
              <Stadium
                key={s.i}
                sm={s}
                need={need}
                byPoints={model.byPoints}
                showGames={showGames}
                onZoom={setZoom}
              />
            ))}
          </div>
        )}
        {part !== 'table' && (
          <div class="hl-side">
            <div class="hl-moment-slot" aria-live="polite">
              {moment && (
                <p key={moment.key} class="hl-moment">
                  {moment.text}
                </p>
              )}
            </div>
            {seat !== null && (
              <Decision model={model} view={view} seat={seat} say={say} act={act} />
            )}
            {pick && seat !== null && (
              <CardActions
                id={pick}
                model={model}
                view={view}
                seat={seat}
                say={say}
                act={act}
                close={() => setPicked(null)}
              />
            )}
            {model.mine && model.mine.side.hand.cards.length > 0 && (
              <Hand mine={model.mine} model={model} picked={pick} pick={setPicked} />
            )}
            {(view.phase === 'buy' || view.row.cards.length > 0) && (
              <BuyRow view={view} model={model} picked={pick} pick={setPicked} />
            )}
            <OtherHands model={model} />
          </div>
        )}
      </div>
      {zoomed && <CardDialog id={zoomed} onClose={() => setZoom(null)} />}
    </div>
  );
}

/** A played card at full size, its whole text readable; Escape, Close or the backdrop shut it. */
function CardDialog({ id, onClose }: { id: string; onClose(): void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [id]);
  return (
    <div class="hl-dialog__backdrop" onClick={onClose}>
      <div
        class="hl-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={card(id).name}
        onClick={(e) => e.stopPropagation()}
      >
        <HlCard id={id} />
        <button type="button" ref={close} onClick={onClose}>
          {TXT.close}
        </button>
      </div>
    </div>
  );
}
