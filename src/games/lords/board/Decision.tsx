/**
 * The holder's decision for the current prompt, with a control for each kind the flow asks:
 * setup, the season turn and off-season card, the promotional discard, the roll window
 * (media up or down, roll cards, the two-player challenge, let it stand), the cancel window,
 * blind bids, upgrades, the Cycle; every other listed action (redraw, starter, cuts,
 * claims, kept cards, media pairs, rolls, media purchase) as a labelled button.
 */
import { useState } from 'preact/hooks';
import type { MsgArgs, Prompt } from '../../../engine/types';
import { FARM_SYSTEM, FM_PER_STAR, STARTING_FUNDS } from '../content/charts';
import { teamCard } from '../content/teams';
import type { LordsAction, LordsView } from '../state';
import { ActButton, ActionCardFace, type Ctx } from './controls';
import { mediaSteps, ofKind, OWN_CONTROLS, setupChoices } from './model';
import { CardChooser, NoCardActions } from './Turn';
import { RollHead } from './Result';
import { ML_SHORT, TXT } from './text';

type Props = { v: LordsView; seat: number; actions: readonly LordsAction[]; ctx: Ctx };

/** Setup (LoB 3.0-3.3): a team card, then the farm and manager stars it leaves affordable. */
function Setup({ actions, ctx }: Props) {
  const c = setupChoices(actions);
  const [team, setTeam] = useState<string | null>(null);
  const [fs, setFs] = useState<number | null>(null);
  const [fm, setFm] = useState<number | null>(null);
  const t = team ?? c.teams[0] ?? '';
  const fss = c.fsFor(t);
  const f = fs !== null && fss.includes(fs as never) ? fs : (fss[Math.floor(fss.length / 2)] ?? 1);
  const fms = c.fmFor(t, f);
  const m = fm !== null && fms.includes(fm as never) ? fm : (fms[Math.floor(fms.length / 2)] ?? 1);
  const chosen = c.find(t, f, m);
  return (
    <div class="lords-setup">
      <h3 class="lords-h3">{TXT.setupTeam}</h3>
      <div class="lords-teams">
        {c.teams.map((id) => {
          const card = teamCard(id);
          return (
            <button
              key={id}
              type="button"
              class={`lords-team${id === t ? ' lords-team--on' : ''}`}
              aria-pressed={id === t}
              data-card={id}
              onClick={() => setTeam(id)}
            >
              <strong>
                {card?.city} {card?.name}
              </strong>
              <span>
                <span aria-label={TXT.starsLabel(card?.fo ?? 0)}>{TXT.stars(card?.fo ?? 0)}</span>{' '}
                <span class="num">{TXT.setupCost(card?.cost ?? 0)}</span>
              </span>
              <span class="num">
                {(['ss', 'as', 'reg', 'jm'] as const)
                  .map((k) => `${card?.roster[k] ?? 0}\u00a0${ML_SHORT[k]}`)
                  .join(' · ')}
              </span>
            </button>
          );
        })}
      </div>
      <StarPick pick="fs" title={TXT.setupFs} values={fss} on={f} set={setFs} />
      <StarPick pick="fm" title={TXT.setupFm} values={fms} on={m} set={setFm} />
      {chosen && (
        <p class="lords-hint" data-testid="setup-total">
          {TXT.setupTotal(
            (teamCard(t)?.cost ?? 0) + FARM_SYSTEM[chosen.fs].cost + chosen.fm * FM_PER_STAR,
            STARTING_FUNDS,
          )}
        </p>
      )}
      {chosen && (
        <ActButton a={chosen} ctx={ctx} primary>
          {TXT.setupTake}
          {TXT.colon} {ctx.label(chosen)}
        </ActButton>
      )}
    </div>
  );
}

function StarPick(props: {
  pick: 'fs' | 'fm';
  title: string;
  values: readonly number[];
  on: number;
  set: (n: number) => void;
}) {
  return (
    <div
      class="lords-row lords-row--use"
      role="group"
      aria-label={props.title}
      data-pick={props.pick}
    >
      <span class="lords-plays__use">{props.title}</span>
      {props.values.map((n) => (
        <button
          key={n}
          type="button"
          class={`lords-pick${n === props.on ? ' lords-pick--on' : ''}`}
          aria-pressed={n === props.on}
          data-stars={n}
          onClick={() => props.set(n)}
        >
          {n}★
        </button>
      ))}
    </div>
  );
}

/** The roll window (LoB 7.3): the die, then media up or down, roll cards, or let it stand. */
function RollWindow({ v, actions, ctx }: Props) {
  const w = v.window;
  if (w?.k !== 'roll') return null;
  const { up, down } = mediaSteps(actions);
  const cards = ofKind(actions, 'rollCard');
  const challenge = ofKind(actions, 'challenge');
  const respond = ofKind(actions, 'respond')[0];
  return (
    <div class="lords-roll" data-testid="roll-window">
      <RollFace v={v} name={ctx.name} say={ctx.say} />
      {down.length > 0 && (
        <div class="lords-row lords-row--use">
          <span class="lords-plays__use">{TXT.mediaLower}</span>
          {down.map((a) => (
            <ActButton key={a.by} a={a} ctx={ctx}>
              {a.by}
            </ActButton>
          ))}
        </div>
      )}
      {up.length > 0 && (
        <div class="lords-row lords-row--use">
          <span class="lords-plays__use">{TXT.mediaRaise}</span>
          {up.map((a) => (
            <ActButton key={a.by} a={a} ctx={ctx}>
              +{a.by}
            </ActButton>
          ))}
        </div>
      )}
      {cards.length + challenge.length > 0 && (
        <div class="lords-row">
          {cards.map((a) => (
            <ActButton key={a.card} a={a} ctx={ctx} />
          ))}
          {challenge.map((a) => (
            <ActButton key={a.dir} a={a} ctx={ctx} />
          ))}
        </div>
      )}
      {respond && (
        <ActButton a={respond} ctx={ctx} primary>
          {TXT.letStand}
        </ActButton>
      )}
    </div>
  );
}

/** The die of the open roll window: what it decides, whose it is, and what it would read. */
export function RollFace({
  v,
  name,
  say,
}: {
  v: LordsView;
  name: (seat: number) => string;
  /** The game's messages: the chart's reading of each value within reach (view `readings`). */
  say?: (key: string, args?: MsgArgs) => string;
}) {
  const w = v.window;
  if (w?.k !== 'roll') return null;
  return (
    <div class="lords-rollface" role="status">
      <RollHead r={{ ...w, purpose: w.purpose.k }} name={name}>
        {w.lockedTo && <em>{TXT.locked}</em>}
      </RollHead>
      {v.readings && v.readings.length > 0 && say && (
        <ul class="lords-readings" data-testid="roll-readings">
          {v.readings.map((r) => (
            <li key={r.value} aria-current={r.value === w.value ? 'true' : undefined}>
              {say('lords.reading', { value: r.value, reads: r.reads })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The cancel window (LoB 5.3.10): the event played, the cancel cards, or let it stand. */
function CancelWindow({ v, actions, ctx }: Props) {
  const w = v.window;
  if (w?.k !== 'event') return null;
  const respond = ofKind(actions, 'respond')[0];
  return (
    <div class="lords-cancel">
      <ActionCardFace id={w.card} side={v.phase === 'off' ? 'off' : 'in'} />
      <div class="lords-row">
        {ofKind(actions, 'cancel').map((a) => (
          <ActButton key={a.card} a={a} ctx={ctx} />
        ))}
        {respond && (
          <ActButton a={respond} ctx={ctx} primary>
            {TXT.letStand}
          </ActButton>
        )}
      </div>
    </div>
  );
}

/** The stepper's steps: down or up by $1,000 or $500 (LoB 6.2.4b, 8.2: whole $500s). */
const BID_STEPS = [-1_000, -500, 500, 1_000] as const;

/**
 * A blind bid (LoB 6.2.4b, 8.2): the amount starts at the owner's last revealed bid for the
 * same kind of player (a Superstar, an All-Star, a claimed Phenom's bonus), else at the
 * smallest bid above $0; steps of $500 and $1,000 and a slider move it over the listed
 * amounts (so never beyond the owner's cash), then bid or no bid. Each step button names the
 * amounts it is the best next tap towards (`data-goal`), for the coach's pointer.
 */
function Bid({ v, seat, actions, ctx }: Props) {
  const bids = ofKind(actions, 'bid').sort((a, b) => a.amount - b.amount);
  const kind = bidKind(v);
  const last = kind === null ? undefined : v.lastBids?.[seat]?.[kind];
  const start = startingBid(
    bids.map((b) => b.amount),
    last,
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const amounts = bids.map((b) => b.amount);
  const amount = chosen !== null && amounts.includes(chosen) ? chosen : start;
  const now = bids.find((b) => b.amount === amount);
  const none = bids.find((b) => b.amount === 0);
  if (!now) return null;
  const lo = amounts[0] ?? 0;
  const hi = amounts[amounts.length - 1] ?? 0;
  const clamp = (x: number) => Math.min(hi, Math.max(lo, x));
  return (
    <div class="lords-bid" data-amount={amount}>
      <div class="lords-row">
        {BID_STEPS.map((d) => {
          const to = clamp(amount + d);
          return (
            <button
              key={d}
              type="button"
              class="lords-bid__step"
              disabled={to === amount}
              data-step={d > 0 ? 'more' : 'less'}
              data-by={d}
              data-goal={amounts.filter((x) => bestStep(amount, x, clamp) === d).join(' ')}
              onClick={() => setChosen(to)}
            >
              {TXT.bidStep(d)}
            </button>
          );
        })}
      </div>
      <label class="lords-bid__slide">
        <span class="lords-bid__amount num">{TXT.money(amount)}</span>
        <input
          type="range"
          min={lo}
          max={hi}
          step={500}
          value={amount}
          aria-label={TXT.bidAmount}
          aria-valuetext={TXT.money(amount)}
          onInput={(e) => setChosen(clamp(Number((e.target as HTMLInputElement).value)))}
        />
      </label>
      <div class="lords-row">
        {now.amount > 0 && <ActButton a={now} ctx={ctx} primary />}
        {none && <ActButton a={none} ctx={ctx} />}
      </div>
    </div>
  );
}

/** What kind of player a bid is for now: the free agent on the market, or a claim's bonus. */
function bidKind(v: LordsView): 'ss' | 'as' | 'claim' | null {
  if (v.step === 'claims') return 'claim';
  if (v.step === 'freeAgency') return v.freeAgents.find((a) => a.year === v.year)?.type ?? null;
  return null;
}

/** The stepper's first amount: the last bid if it is listed, else the nearest listed below it, else the smallest bid above $0. */
export function startingBid(amounts: readonly number[], last: number | undefined): number {
  const above0 = amounts.filter((x) => x > 0);
  if (last !== undefined && above0.length > 0) {
    const fits = above0.filter((x) => x <= last);
    if (fits.length > 0) return fits[fits.length - 1] ?? 0;
  }
  return above0[0] ?? amounts[0] ?? 0;
}

/** The step that brings `from` closest to `goal` (the bigger step on a tie), or null when there. */
export function bestStep(from: number, goal: number, clamp: (x: number) => number): number | null {
  if (from === goal) return null;
  let best: number | null = null;
  let gap = Math.abs(goal - from);
  for (const d of BID_STEPS) {
    const g = Math.abs(goal - clamp(from + d));
    if (g < gap || (g === gap && best !== null && Math.abs(d) > Math.abs(best))) {
      best = d;
      gap = g;
    }
  }
  return best;
}

/** Upgrades and downgrades (LoB 7.1): star ratings, player upgrades, then finish. */
function Upgrades({ v, seat, actions, ctx }: Props) {
  const me = v.owners[seat];
  const ups = ofKind(actions, 'upgrade');
  const done = ofKind(actions, 'doneUpgrades')[0];
  const rows = (['fo', 'fs', 'fm'] as const).map((k) => ({
    k,
    list: ups.filter((a) => a.change.k === k),
  }));
  const players = ups.filter((a) => !['fo', 'fs', 'fm'].includes(a.change.k));
  return (
    <div class="lords-upgrades">
      {rows.map(
        (r) =>
          r.list.length > 0 && (
            <div key={r.k} class="lords-row lords-row--use">
              <span class="lords-plays__use">
                {TXT[r.k]} <small>({TXT.now(me?.[r.k] ?? 0)})</small>
              </span>
              {r.list.map((a) => (
                <ActButton
                  key={JSON.stringify(a.change)}
                  a={a}
                  ctx={ctx}
                  cls={'to' in a.change && a.change.to === me?.[r.k] ? 'lords-pick--on' : ''}
                >
                  {'to' in a.change ? `${a.change.to}★` : ctx.label(a)}
                </ActButton>
              ))}
            </div>
          ),
      )}
      {players.length > 0 && (
        <div class="lords-row lords-row--use">
          <span class="lords-plays__use">{TXT.players}</span>
          {players.map((a) => (
            <ActButton key={JSON.stringify(a.change)} a={a} ctx={ctx} />
          ))}
        </div>
      )}
      {done && (
        <ActButton a={done} ctx={ctx} primary>
          {TXT.finish}
        </ActButton>
      )}
    </div>
  );
}

/** Every listed action with no control of its own, as labelled buttons. */
function Others({ actions, ctx }: { actions: readonly LordsAction[]; ctx: Ctx }) {
  const rest = actions.filter((a) => !OWN_CONTROLS.includes(a.t));
  const rolls = ofKind(actions, 'roll');
  const media = ofKind(actions, 'buyMedia');
  if (rest.length + rolls.length + media.length === 0) return null;
  return (
    <div class="lords-row lords-others">
      {rolls.map((a) => (
        <ActButton key={a.stand ? 'stand' : 'roll'} a={a} ctx={ctx} primary={a.stand !== true} />
      ))}
      {media.map((a) => (
        <ActButton key={a.n} a={a} ctx={ctx} />
      ))}
      {rest.map((a) => (
        <ActButton key={JSON.stringify(a)} a={a} ctx={ctx} />
      ))}
    </div>
  );
}

/** The decision panel for the holder's prompt: its controls, the hand last (nearest him). */
export function Decision(props: Props & { prompt: Prompt }) {
  const { v, seat, actions, ctx } = props;
  const me = v.owners[seat];
  const hand = me?.hand.cards ?? [];
  const hasCards = actions.some((a) => ['event', 'ops', 'promo'].includes(a.t));
  const cycle = v.cycle;
  const noCard = v.window === null && <NoCardActions actions={actions} ctx={ctx} />;
  const chooser = cycle && cycle.seat === seat ? 'cycle' : !cycle && v.window === null && hasCards;
  return (
    <div class="lords-decision" data-step={v.step}>
      {v.step === 'setup' && actions.some((a) => a.t === 'team') && <Setup {...props} />}
      {v.window?.k === 'roll' && <RollWindow {...props} />}
      {v.window?.k === 'event' && <CancelWindow {...props} />}
      {ofKind(actions, 'bid').length > 0 && <Bid {...props} />}
      {v.step === 'upgrades' && v.window === null && <Upgrades {...props} />}
      <Others actions={actions} ctx={ctx} />
      {chooser === 'cycle' && cycle ? (
        <CardChooser cards={cycle.cards.cards} actions={actions} ctx={ctx} zone="cycle" side="in">
          {noCard}
        </CardChooser>
      ) : chooser ? (
        <CardChooser
          cards={hand}
          actions={actions}
          ctx={ctx}
          zone="hand"
          side={v.phase === 'off' ? 'off' : 'in'}
        >
          {noCard}
        </CardChooser>
      ) : (
        noCard
      )}
    </div>
  );
}
