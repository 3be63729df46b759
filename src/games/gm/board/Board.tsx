/**
 * The You're the GM! board, like chessground: the holder's view and legal actions in, one
 * chosen action out. On top the league's scoreboard (trophies and wins if the season ended
 * now) and the step; then the holder's own table: the choice of Team, the draft hand
 * (theirs only: the view holds no other hand), the dice to place and the Stadium, the
 * Team and Manager cards, the budget, the roster with its die slots, the Minor Leagues;
 * then every other GM's table. Rosters are public; no rule runs here (`view.live`).
 */
import { useState } from 'preact/hooks';
import type { BoardProps, SeatInfo } from '../../../ui/board';
import { SeatChip } from '../../../ui/components/SeatChip';
import { player, teamCard } from '../content';
import type { GmAction, GmLiveGm, GmView, ScoreLine, Signed } from '../state';
import { CardDialog } from './CardDialog';
import { GmLegend } from './GmLegend';
import { Trophy } from './Icons';
import { sources, samePick, targetsOf, type Pick } from './model';
import { Die, PlayerCard } from './PlayerCard';
import { ManagerCard, OfferCard, TeamCard } from './TeamCards';
import { actionLabel } from './labels';
import { PHASE_TITLE, SKILL_WORD, TXT } from './text';
import './board.css';
import { activeLanguage } from '../../../ui/language';

type GmSeat = GmView['gms'][number];

const DICE_PHASES: readonly string[] = ['team', 'league', 'final'];

/**
 * The score lines to show on a GM's cards: the live ones while dice are on the table, the
 * season just scored during Arbitration (what each player earned, to decide whom to keep),
 * the deciding season's once the game is over (the dice have gone back to the supply, D26),
 * and none between Arbitration and the next dice.
 */
function shownLines(v: GmView, m: number): readonly ScoreLine[] | undefined {
  if (v.phase === 'over') return v.final?.[m];
  if (v.phase === 'arb') return v.last?.lines?.[m];
  return DICE_PHASES.includes(v.phase) ? v.live?.gms[m]?.lines : undefined;
}

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
}: BoardProps<GmView, GmAction>) {
  const [picked, setPicked] = useState<Pick | null>(null);
  const [opened, setOpened] = useState<Signed | null>(null);
  const me = seat !== null ? v.gms[seat] : undefined;
  const live = v.live?.gms;
  const name = (m: number) => seats[m]?.name ?? `GM ${m + 1}`;
  const label = (a: GmAction) => actionLabel(a, seat, say, v);
  const act = (a: GmAction) => {
    setPicked(null);
    onAction(a);
  };
  const srcs = sources(v, seat, actions);
  const pick = srcs.find((p) => samePick(p, picked)) ?? srcs[0] ?? null;
  const targets = targetsOf(v, seat, actions, pick);
  const at = (card: number) => (slot: number) =>
    targets.find((a) => a.card === card && a.slot === slot);
  const prompt = prompts.find((p) => p.seat === seat);
  const ready = actions.find((a) => a.t === 'ready');
  const others = v.gms.map((_, m) => m).filter((m) => m !== seat);
  return (
    <div class={`gm gm--${v.phase} gm--part-${part}`} lang={activeLanguage.value}>
      {part !== 'seat' && <Scoreboard view={v} seats={seats} />}
      <header class="gm-step">
        <h2 class="gm-step__title">
          {v.phase === 'choose' || v.phase === 'over'
            ? PHASE_TITLE[v.phase]
            : `${TXT.season(v.season)}${TXT.colon} ${PHASE_TITLE[v.phase]}`}
        </h2>
        <span class="gm-step__goal">{TXT.goal(v.goal)}</span>
        {part !== 'seat' && <GmLegend goal={v.goal} />}
        {prompt && <p class="gm-step__prompt">{say(prompt.msg, prompt.args)}</p>}
      </header>
      {part !== 'seat' && <Result view={v} name={name} />}
      {part !== 'table' && seat !== null && me && (
        <section class="gm-mine" aria-label={name(seat)}>
          {v.phase === 'choose' && (
            <div class="gm-offer">
              {me.offer.map((id) => (
                <OfferCard
                  key={id}
                  id={id}
                  action={actions.find((a) => a.t === 'choose' && a.team === id)}
                  act={act}
                  label={label}
                />
              ))}
              {me.team && <p class="gm-wait">{TXT.waiting}</p>}
            </div>
          )}
          {v.phase === 'draft' && (
            <DraftHand me={me} live={live?.[seat]} actions={actions} act={act} label={label} />
          )}
          {ready && (
            <button
              type="button"
              class="button-primary gm-ready"
              data-action={JSON.stringify(ready)}
              onClick={() => act(ready)}
            >
              {TXT.ready}
            </button>
          )}
          <DiceBar
            view={v}
            seat={seat}
            actions={actions}
            srcs={srcs}
            pick={pick}
            setPick={setPicked}
            act={act}
            label={label}
            name={name}
          />
          {me.team && (
            <Table
              g={me}
              m={seat}
              live={live?.[seat]}
              lines={shownLines(v, seat)}
              season={v.last?.season}
              open={setOpened}
              phase={v.phase}
              targets={(card) => ({ at: at(card), act, label })}
              actions={actions}
              act={act}
              label={label}
              pick={pick}
              setPick={setPicked}
            />
          )}
        </section>
      )}
      {part !== 'seat' && (
        <section class="gm-league" aria-label={TXT.rivals}>
          <h2 class="gm-section-title">{seat === null ? TXT.table : TXT.rivals}</h2>
          {others.map((m) => {
            const g = v.gms[m];
            if (!g) return null;
            return (
              <div key={m} class="gm-rival">
                <div class="gm-rival__head">
                  <SeatChip
                    name={name(m)}
                    color={seats[m]?.color ?? m + 1}
                    active={prompts.some((p) => p.seat === m)}
                  />
                  {v.phase === 'draft' && (
                    <span class="gm-rival__hand num">
                      {TXT.handOf(g.hand.n ?? g.hand.cards.length)}
                    </span>
                  )}
                </div>
                {g.team ? (
                  <Table
                    g={g}
                    m={m}
                    phase={v.phase}
                    live={live?.[m]}
                    lines={shownLines(v, m)}
                    season={v.last?.season}
                    open={setOpened}
                    compact
                  />
                ) : (
                  <p class="gm-wait">{PHASE_TITLE.choose}</p>
                )}
              </div>
            );
          })}
        </section>
      )}
      {opened && <CardDialog card={opened} onClose={() => setOpened(null)} />}
    </div>
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

/** The draft hand: only the holder's (the view carries no other), each card signable or not. */
function DraftHand({
  me,
  live,
  actions,
  act,
  label,
}: {
  me: GmSeat;
  live: GmLiveGm | undefined;
  actions: readonly GmAction[];
  act(a: GmAction): void;
  label(a: GmAction): string;
}) {
  const chosen = me.pick.cards[0];
  return (
    <section class="gm-hand" data-zone="hand" aria-label={TXT.hand}>
      <h3 class="gm-section-title">{TXT.hand}</h3>
      {chosen && (
        <p class="gm-wait">
          {TXT.chosen(player(chosen).name, me.choice.value === 'sign')} {TXT.waiting}
        </p>
      )}
      <div class="gm-row">
        {me.hand.cards.map((c, i) => {
          const sign = actions.find((a) => a.t === 'sign' && a.c === c);
          const decline = actions.find((a) => a.t === 'decline' && a.c === c);
          return (
            <PlayerCard key={c} id={c} cost={live?.costs[i]}>
              {sign && (
                <button
                  type="button"
                  class="button-primary"
                  data-action={JSON.stringify(sign)}
                  aria-label={label(sign)}
                  onClick={() => act(sign)}
                >
                  {TXT.sign}
                </button>
              )}
              {decline && (
                <button
                  type="button"
                  data-action={JSON.stringify(decline)}
                  aria-label={label(decline)}
                  onClick={() => act(decline)}
                >
                  {TXT.decline}
                </button>
              )}
            </PlayerCard>
          );
        })}
      </div>
    </section>
  );
}

/** The dice to place now: rolled Team dice, or the Stadium during the League Dice Draft. */
function DiceBar({
  view: v,
  seat,
  actions,
  srcs,
  pick,
  setPick,
  act,
  label,
  name,
}: {
  view: GmView;
  seat: number;
  actions: readonly GmAction[];
  srcs: readonly Pick[];
  pick: Pick | null;
  setPick(p: Pick): void;
  act(a: GmAction): void;
  label(a: GmAction): string;
  name(m: number): string;
}) {
  const me = v.gms[seat];
  if (!me) return null;
  const burns = actions.filter((a) => a.t === 'burn');
  const pool = v.phase === 'team' && me.pool.length > 0;
  const league = v.phase === 'league';
  if (!pool && !league) return null;
  const faces = pool ? me.pool : v.tray;
  const src = pool ? 'pool' : 'tray';
  return (
    <section class={`gm-dice gm-dice--${src}`} aria-label={pool ? TXT.yourDice : TXT.stadium}>
      <h3 class="gm-section-title">{pool ? TXT.yourDice : TXT.stadium}</h3>
      {league && (
        <p class="gm-dice__who">
          {TXT.rolledBy(name(v.roller))}. {TXT.picking(name(v.picker))}.
        </p>
      )}
      {faces.length === 0 && <p>{TXT.stadiumEmpty}</p>}
      <div class="gm-dice__row" key={`${v.season}-${v.phase}`}>
        {faces.map((face, i) => {
          const burn = burns.find((a) => a.t === 'burn' && a.face === face);
          if (burn)
            return (
              <button
                key={i}
                type="button"
                class="gm-die-btn"
                data-action={JSON.stringify(burn)}
                aria-label={label(burn)}
                onClick={() => act(burn)}
              >
                <Die face={face} big />
              </button>
            );
          const p = srcs.find((s) => s.src === src && s.face === face);
          if (!p)
            return (
              <span key={i} class="gm-die-btn gm-die-btn--idle" title={SKILL_WORD[face]}>
                <Die face={face} big />
              </span>
            );
          const on = samePick(p, pick) && faces.indexOf(face) === i;
          return (
            <button
              key={i}
              type="button"
              class={`gm-die-btn${on ? ' gm-die-btn--on' : ''}`}
              data-die={face}
              aria-pressed={on}
              aria-label={TXT.die(SKILL_WORD[face])}
              onClick={() => setPick(p)}
            >
              <Die face={face} big />
            </button>
          );
        })}
      </div>
      {srcs.length > 0 && burns.length === 0 && <p class="gm-hint">{TXT.pickDie}</p>}
    </section>
  );
}

/** One GM's table: Team and Manager cards, budget, roster with dice, Minor Leagues. */
function Table({
  g,
  m,
  phase,
  live,
  lines,
  season,
  open,
  compact = false,
  targets,
  actions = [],
  act,
  label,
  pick = null,
  setPick,
}: {
  g: GmSeat;
  m: number;
  phase: string;
  live: GmLiveGm | undefined;
  lines: readonly ScoreLine[] | undefined;
  /** The season the lines come from, during Arbitration. */
  season?: number;
  /** Opens a compact card large. */
  open?: (c: Signed) => void;
  compact?: boolean;
  targets?: (card: number) => {
    at(i: number): GmAction | undefined;
    act(a: GmAction): void;
    label(a: GmAction): string;
  };
  actions?: readonly GmAction[];
  act?: (a: GmAction) => void;
  label?: (a: GmAction) => string;
  pick?: Pick | null;
  setPick?: (p: Pick) => void;
}) {
  const roster = g.roster.cards;
  const committed = g.budget - g.cash;
  // §5, D13: a Free Raise Manager's first player kept at each Arbitration costs nothing.
  const freeKeep =
    g.manager !== null &&
    teamCard(g.manager).manager.ability === 'freeRaise' &&
    !roster.some((c) => c.kept);
  const lineOf = (id: string) => lines?.find((l) => l.src === id);
  const total = lines?.reduce((n, l) => n + l.wins, 0);
  return (
    <div class={`gm-table${compact ? ' gm-table--compact' : ''}`} data-gm={m}>
      <div class="gm-table__side">
        {g.team && <TeamCard id={g.team} lines={lines ?? live?.lines} />}
        {g.manager && (
          <ManagerCard
            id={g.manager}
            held={g.held}
            wins={lines?.find((l) => l.src === 'manager')?.wins ?? 0}
            targets={targets?.(-1)}
            actions={actions}
            pick={pick}
            setPick={setPick}
          />
        )}
        <div class="gm-budget" aria-label={TXT.budget}>
          <span class="gm-budget__bar" aria-hidden="true">
            <span
              class="gm-budget__committed"
              style={{ width: `${g.budget ? (100 * committed) / g.budget : 0}%` }}
            />
          </span>
          <span class="num">
            {TXT.committed} {TXT.money(committed)}
          </span>
          <span class="num gm-budget__free">
            {TXT.free} {g.team === null ? TXT.noBudget : TXT.money(g.cash)}
          </span>
          <span class="num gm-budget__total">
            {TXT.budget} {TXT.money(g.budget)}
          </span>
        </div>
        {total !== undefined && (
          <p class="gm-total">
            <span>
              {DICE_PHASES.includes(phase)
                ? TXT.score
                : phase === 'arb' && season !== undefined
                  ? TXT.seasonScored(season)
                  : TXT.finalScore}
            </span>{' '}
            <strong class="num">{TXT.wins(total)}</strong>
          </p>
        )}
      </div>
      <div class="gm-table__main">
        <h3 class="gm-section-title">{TXT.roster(roster.length)}</h3>
        {roster.length === 0 && <p class="gm-hint">{TXT.none}</p>}
        <div class="gm-row">
          {roster.map((c, i) => {
            const keep = actions.find((a) => a.t === 'keep' && a.card === i);
            const cut = actions.find((a) => a.t === 'cut' && a.card === i);
            return (
              <PlayerCard
                key={`${c.id}`}
                id={c.id}
                dice={c.dice}
                paid={c.paid}
                line={lineOf(c.id)}
                targets={targets?.(i)}
                compact={compact}
                onOpen={compact && open ? () => open(c) : undefined}
              >
                {c.kept && <span class="gm-card__tag">{TXT.kept}</span>}
                {act && label && keep && (
                  <button
                    type="button"
                    class="button-primary"
                    data-action={JSON.stringify(keep)}
                    aria-label={label(keep)}
                    onClick={() => act(keep)}
                  >
                    {freeKeep ? TXT.keepFree : TXT.keep}
                  </button>
                )}
                {act && label && cut && (
                  <button
                    type="button"
                    data-action={JSON.stringify(cut)}
                    aria-label={label(cut)}
                    onClick={() => act(cut)}
                  >
                    {TXT.cut}
                  </button>
                )}
              </PlayerCard>
            );
          })}
        </div>
        {g.minors.cards.length > 0 && (
          <>
            <h3 class="gm-section-title">{TXT.minors}</h3>
            <div class="gm-row">
              {g.minors.cards.map((c) => (
                <PlayerCard
                  key={c.id}
                  id={c.id}
                  dice={c.dice}
                  paid={c.paid}
                  compact
                  onOpen={open ? () => open(c) : undefined}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
