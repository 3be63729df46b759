/**
 * The Highlights 2045 board: the holder's view and legal actions in, one chosen action out.
 * A scoreboard (part, mini-game, series score, who is home), a stadium per side with the last
 * play on it, and the seat's own side (Own.tsx): decision, Buy Row and hand. Drawn whole (one
 * person holds the tablet) or in parts: the table in the middle, with the far person's
 * stadium turned toward him, and each seat's side or its face-down hand at its edge.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardProps } from '../../../ui/board';
import { Dialog } from '../../../ui/components/Dialog';
import { activeLanguage } from '../../../ui/language';
import { card } from '../content';
import type { HlAction, HlView } from '../state';
import { HlCard } from './Card';
import { noteLift } from './fly';
import { boardModel, count, type BoardModel, type SideModel } from './model';
import { Backs, Own } from './Own';
import { HlLegend } from './HlLegend';
import { Stadium, type Moment } from './Stadium';
import { TXT } from './text';
import './board.css';

type Say = BoardProps['say'];

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
      <HlLegend />
    </header>
  );
}

/**
 * The last play on each side, shown briefly on its stadium: the card played there and the
 * runs it brought in. Keyed so a new play restarts the moment.
 */
function useMoments(view: HlView): Map<number, Moment> {
  const prev = useRef<HlView | null>(null);
  const [moments, setMoments] = useState(new Map<number, Moment>());
  useEffect(() => {
    const p = prev.current;
    prev.current = view;
    if (!p || p.phase !== 'play' || view.phase !== 'play') return;
    const next = new Map(moments);
    let changed = false;
    view.sides.forEach((sd, i) => {
      const before = p.sides[i];
      if (!before) return;
      const parts: string[] = [];
      const top = sd.inPlay.cards[0];
      if (count(sd.inPlay) > count(before.inPlay) && top) parts.push(card(top).name);
      const runs = sd.runs - before.runs;
      if (runs > 0) parts.push(TXT.scoredRuns(runs));
      if (parts.length) {
        next.set(i, {
          key: (moments.get(i)?.key ?? 0) + 1,
          text: parts.join(' · '),
          runs: Math.max(0, runs),
        });
        changed = true;
      }
    });
    if (changed) setMoments(next);
  }, [view]);
  return moments;
}

/** The stadiums: others first, the seat's own last; at the edges the far ones turned. */
function Field({
  model,
  view,
  far,
  zoom,
}: {
  model: BoardModel;
  view: HlView;
  far: readonly number[];
  zoom(ids: readonly string[]): void;
}) {
  const moments = useMoments(view);
  const stage = view.match.plan[view.match.at];
  const need = model.hotPepper ? 0 : (stage?.need ?? 0);
  // Hot Pepper scores points, not games: they are on the scoreboard, not the stadiums.
  const showGames = stage !== undefined && stage.kind !== 'buyOnly' && !model.hotPepper;
  const isFar = (s: SideModel) => s.seatId !== null && far.includes(s.seatId);
  const rank = (s: SideModel) => (isFar(s) ? 0 : s.mine || s.seat?.kind === 'human' ? 2 : 1);
  const ordered = [...model.sides].sort((a, b) => rank(a) - rank(b) || a.i - b.i);
  return (
    <div class={`hl-field hl-field--${ordered.length}`}>
      {ordered.map((s) => (
        <Stadium
          key={s.i}
          sm={s}
          need={need}
          showGames={showGames}
          far={isFar(s)}
          hotPepper={model.hotPepper}
          moment={moments.get(s.i) ?? null}
          onZoom={zoom}
        />
      ))}
    </div>
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
  far = [],
}: BoardProps<HlView, HlAction>) {
  const model = boardModel(view, seat, actions, prompts, seats);
  const [picked, setPicked] = useState<string | null>(null);
  const [zoom, setZoom] = useState<readonly string[] | null>(null);
  const pick = picked !== null && model.byCard.has(picked) ? picked : null;
  const act = (a: HlAction) => {
    setPicked(null);
    // Where the card leaves the hand from, for its slide to In Play (a picture only).
    if (a.t === 'play' || a.t === 'pinch') noteLift(a.card);
    onAction(a);
  };
  const lang = activeLanguage.value;
  const dialog = zoom && zoom.length > 0 && <CardDialog ids={zoom} onClose={() => setZoom(null)} />;
  if (part === 'backs') {
    return (
      <div class="hl hl--part-backs" lang={lang}>
        <Backs side={model.sides.find((s) => s.seatId === seat)} />
      </div>
    );
  }
  const own = seat !== null && (
    <Own
      model={model}
      view={view}
      seat={seat}
      say={say}
      act={act}
      picked={pick}
      pick={setPicked}
      zoom={(c) => setZoom([c])}
    />
  );
  if (part === 'seat') {
    return (
      <div class={`hl hl--${view.phase} hl--part-seat`} lang={lang} aria-label={TXT.yourMove}>
        {own}
        {dialog}
      </div>
    );
  }
  const score = <Scoreboard view={view} model={model} say={say} />;
  const field = (
    <Field model={model} view={view} far={part === 'table' ? far : []} zoom={setZoom} />
  );
  // Three stadiums fill the left column of a landscape screen: the scoreboard goes right.
  const scoreBeside = model.sides.length > 2 && own;
  return (
    <div class={`hl hl--${view.phase} hl--part-${part}`} lang={lang} aria-label={TXT.board}>
      {part === 'table' ? (
        <>
          {score}
          {field}
        </>
      ) : (
        <div class="hl-grid">
          <div class="hl-main">
            {!scoreBeside && score}
            {field}
          </div>
          {own && (
            <div class="hl-side">
              {scoreBeside && score}
              {own}
            </div>
          )}
        </div>
      )}
      {dialog}
    </div>
  );
}

/** Cards at full size, their whole text readable; Escape, Close or the backdrop shut it. */
function CardDialog({ ids, onClose }: { ids: readonly string[]; onClose(): void }) {
  return (
    <Dialog label={ids.map((id) => card(id).name).join(', ')} onClose={onClose} class="hl-dialog">
      <div class="hl-dialog__cards">
        {ids.map((id, k) => (
          <HlCard key={`${id}-${k}`} id={id} />
        ))}
      </div>
    </Dialog>
  );
}
