/**
 * The You're the GM! board, like chessground: the holder's view and legal actions in, one
 * chosen action out. On top the league's scoreboard (trophies, wins if the season ended now,
 * free money) and the step; then the seat's own side (Own.tsx: the decision and what it
 * weighs); then the league's tables (League.tsx). Drawn whole (one person holds the tablet)
 * or in parts: the shared table in the middle of the edges mode (every GM's table, the far
 * person's turned to him), each person's own side at his edge, and a closed edge's draft hand
 * face down. Rosters are public; no rule runs here (`view.live`).
 */
import { useState } from 'preact/hooks';
import type { BoardProps, SeatInfo } from '../../../ui/board';
import { SeatChip } from '../../../ui/components/SeatChip';
import { activeLanguage } from '../../../ui/language';
import type { GmAction, GmView } from '../state';
import { CardDialog, type ReadCard } from './CardDialog';
import { GmLegend } from './GmLegend';
import { Trophy } from './Icons';
import { actionLabel } from './labels';
import { League } from './League';
import { DICE_PHASES } from './model';
import { Own, ownsRoster } from './Own';
import { PHASE_TITLE, TXT } from './text';
import './board.css';

type GmSeat = GmView['gms'][number];

/** The wins the scoreboard shows: now while dice are out, else the last season's. */
function shownWins(v: GmView, m: number): { wins: number; label: string } | null {
  const live = v.live?.gms[m];
  if (DICE_PHASES.includes(v.phase) && live) return { wins: live.wins, label: TXT.now };
  if (v.last) return { wins: v.last.wins[m] ?? 0, label: TXT.inSeason(v.last.season) };
  return null;
}

export function Board({
  view: v,
  seat,
  actions,
  prompts,
  onAction,
  seats,
  say,
  part = 'whole',
  far = [],
}: BoardProps<GmView, GmAction>) {
  const [reading, setReading] = useState<ReadCard | null>(null);
  const name = (m: number) => seats[m]?.name ?? `GM ${m + 1}`;
  const lang = activeLanguage.value;
  const base = { class: `gm gm--${v.phase} gm--part-${part}`, 'data-season': v.season, lang };
  const dialog = reading && <CardDialog card={reading} onClose={() => setReading(null)} />;
  if (part === 'backs')
    return (
      <div {...base}>
        <Backs g={seat !== null ? v.gms[seat] : undefined} phase={v.phase} />
      </div>
    );
  const me = seat !== null ? v.gms[seat] : undefined;
  const own = seat !== null && me && (
    <Own
      view={v}
      seat={seat}
      actions={actions}
      act={onAction}
      label={(a) => actionLabel(a, seat, say, v)}
      name={name}
      read={setReading}
    />
  );
  if (part === 'seat')
    return (
      <div {...base}>
        {own}
        {dialog}
      </div>
    );
  const active = prompts.map((p) => p.seat);
  // The shared table shows every GM; beside the holder's own side, the others (and the
  // holder's own roster too while its side shows only a hand or the Team choice).
  const all = v.gms.map((_, m) => m);
  const listed =
    part === 'table' || seat === null || !ownsRoster(v.phase) ? all : all.filter((m) => m !== seat);
  return (
    <div {...base}>
      {/* Nothing to score before the Teams are chosen (no budget, no trophy, no wins). */}
      {v.phase !== 'choose' && <Scoreboard view={v} seats={seats} />}
      <header class="gm-step">
        <h2 class="gm-step__title">
          {v.phase === 'choose' || v.phase === 'over'
            ? PHASE_TITLE[v.phase]
            : `${TXT.season(v.season)}${TXT.colon} ${PHASE_TITLE[v.phase]}`}
        </h2>
        <span class="gm-step__goal">{TXT.goal(v.goal)}</span>
        <GmLegend goal={v.goal} />
      </header>
      <Result view={v} name={name} />
      <div class="gm-body">
        {part === 'whole' && own}
        <League
          view={v}
          gms={listed}
          far={part === 'table' ? far : []}
          seats={seats}
          active={active}
          open={setReading}
        />
      </div>
      {dialog}
    </div>
  );
}

/** A closed edge's draft hand, face down: as many backs as the table's view counts. */
function Backs({ g, phase }: { g: GmSeat | undefined; phase: string }) {
  const n = g?.hand.n ?? g?.hand.cards.length ?? 0;
  if (phase !== 'draft' || n === 0) return null;
  return (
    <span class="gm-backs" role="img" aria-label={TXT.handOf(n)}>
      {Array.from({ length: n }, (_, i) => (
        <span key={i} class="gm-back" />
      ))}
    </span>
  );
}

/** The league's scoreboard: each GM's trophies, money and wins if the season ended now. */
function Scoreboard({ view: v, seats }: { view: GmView; seats: readonly SeatInfo[] }) {
  return (
    <ol class="gm-board">
      {v.gms.map((g, m) => {
        const w = shownWins(v, m);
        return (
          <li key={m} class={`gm-board__gm${v.winner === m ? ' gm-board__gm--won' : ''}`}>
            <SeatChip name={seats[m]?.name ?? `GM ${m + 1}`} color={seats[m]?.color ?? m + 1} />
            <span class="gm-board__trophies" title={TXT.trophies(g.trophies)}>
              {Array.from({ length: v.goal }, (_, i) => (
                <span key={i} class={i < g.trophies ? 'gm-trophy gm-trophy--won' : 'gm-trophy'}>
                  <Trophy />
                </span>
              ))}
              <span class="visually-hidden">{TXT.trophies(g.trophies)}</span>
            </span>
            {w && (
              <span class="gm-board__wins num">
                {TXT.wins(w.wins)} <span class="gm-board__when">{w.label}</span>
              </span>
            )}
            <span class="gm-board__cash num">
              {TXT.free} {g.team === null ? TXT.noBudget : TXT.money(g.cash)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Whether a GM is still at the first pick of the draft (five cards, none chosen). */
const firstPick = (g: GmSeat): boolean => (g.hand.n ?? g.hand.cards.length) === 5;

/** The short result moment after scoring: the champion (or the dead heat, or the dynasty). */
function Result({ view: v, name }: { view: GmView; name: (m: number) => string }) {
  const last = v.last;
  if (!last) return null;
  const fresh =
    v.phase === 'arb' ||
    v.phase === 'over' ||
    (v.phase === 'draft' && last.season === v.season - 1 && v.gms.every(firstPick));
  if (!fresh) return null;
  const text =
    v.phase === 'over' && v.winner >= 0
      ? TXT.dynasty(name(v.winner))
      : last.champion >= 0
        ? TXT.champion(name(last.champion), last.season, last.wins[last.champion] ?? 0)
        : TXT.deadHeat(last.season);
  return (
    <p class="gm-result" key={`${last.season}-${v.phase}`} role="status">
      <Trophy size={32} /> {text}
    </p>
  );
}
