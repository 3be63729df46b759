/**
 * Owner-to-owner trades (LoB 5.3.11, 5.7.1) and loans (2.5) from the holder's seat, at any
 * time: the composer builds an offer of money, players, media, draft picks and a manager swap
 * to another owner; the game then waits for the addressee, who accepts, refuses or counters it
 * once the device is his (`Answer`). What is in an offer is seen by its two owners only: the
 * others' views hold a placeholder (`terms.unseen`), and the list says only that an offer
 * between them is pending. Offers are open-ended, so the rules do not list them: the
 * composer bounds each count by what the two mats show and the rules check the rest.
 */
import { useState } from 'preact/hooks';
import type { SeatId } from '../../../engine/types';
import type { Bundle, LordsAction, LordsView, Offer } from '../state';
import { FS_TYPES, ML_TYPES, type FsType, type MlType } from '../types';
import { ActButton, type Ctx } from './controls';
import { moneyShown, ofKind } from './model';
import { FS_SHORT, FS_WORD, ML_SHORT, ML_WORD, TXT, bundleText } from './text';

const EMPTY: Bundle = { money: 0, ml: {}, fs: {}, media: 0, picks: [] };
const MONEY_STEP = 500;
/** A bound for money asked of an owner whose cash is hidden: the rules refuse what he lacks. */
const MONEY_CAP = 50_000;

type OwnerV = LordsView['owners'][number];

const isEmpty = (b: Bundle) =>
  b.money === 0 &&
  b.media === 0 &&
  b.picks.length === 0 &&
  Object.values(b.ml).every((n) => !n) &&
  Object.values(b.fs).every((n) => !n);

/** A counter (- n +) for one good. */
function Counter(props: {
  label: string;
  title: string;
  n: number;
  max: number;
  step?: number;
  set: (n: number) => void;
  show?: (n: number) => string;
}) {
  const step = props.step ?? 1;
  return (
    <div class="lords-counter" role="group" aria-label={props.title}>
      <abbr title={props.title} class="lords-counter__label">
        {props.label}
      </abbr>
      <button
        type="button"
        aria-label={`${props.title} ${TXT.minus}`}
        disabled={props.n <= 0}
        onClick={() => props.set(Math.max(0, props.n - step))}
      >
        {TXT.minus}
      </button>
      <span class="num lords-counter__n">{props.show ? props.show(props.n) : props.n}</span>
      <button
        type="button"
        aria-label={`${props.title} ${TXT.plus}`}
        disabled={props.n + step > props.max}
        onClick={() => props.set(Math.min(props.max, props.n + step))}
      >
        {TXT.plus}
      </button>
    </div>
  );
}

/** One side of the offer: the goods of `o` (the giver of this side) the composer may put in. */
function Side(props: {
  title: string;
  o: OwnerV;
  cash: number | null;
  b: Bundle;
  set: (b: Bundle) => void;
  name: (seat: number) => string;
}) {
  const { o, b, set } = props;
  const ml = (t: MlType, n: number) => set({ ...b, ml: { ...b.ml, [t]: n } });
  const fs = (t: FsType, n: number) => set({ ...b, fs: { ...b.fs, [t]: n } });
  return (
    <fieldset class="lords-side">
      <legend>{props.title}</legend>
      <Counter
        label="$"
        title={TXT.moneyLabel}
        n={b.money}
        max={props.cash ?? MONEY_CAP}
        step={MONEY_STEP}
        set={(n) => set({ ...b, money: n })}
        show={TXT.money}
      />
      {ML_TYPES.map((t) => (
        <Counter
          key={t}
          label={ML_SHORT[t]}
          title={ML_WORD[t]}
          n={b.ml[t] ?? 0}
          max={o.ml[t]}
          set={(n) => ml(t, n)}
        />
      ))}
      {FS_TYPES.map((t) => (
        <Counter
          key={t}
          label={FS_SHORT[t]}
          title={FS_WORD[t]}
          n={b.fs[t] ?? 0}
          max={o.farm[t]}
          set={(n) => fs(t, n)}
        />
      ))}
      <Counter
        label={TXT.media}
        title={TXT.media}
        n={b.media}
        max={o.media}
        set={(n) => set({ ...b, media: n })}
      />
      {o.picks.map((p) => {
        const on = b.picks.includes(p);
        return (
          <label key={p} class="lords-check">
            <input
              type="checkbox"
              checked={on}
              onChange={() =>
                set({ ...b, picks: on ? b.picks.filter((x) => x !== p) : [...b.picks, p] })
              }
            />
            {TXT.picks(props.name(p))}
          </label>
        );
      })}
    </fieldset>
  );
}

/** The offer composer: a partner, both sides, the manager swap, then send. */
export function Composer(props: {
  v: LordsView;
  seat: SeatId;
  ctx: Ctx;
  start?: { to: SeatId; give: Bundle; get: Bundle; replyTo?: number };
  close: () => void;
}) {
  const { v, seat, ctx } = props;
  const others = v.owners.map((_, k) => k).filter((k) => k !== seat);
  const [to, setTo] = useState<SeatId>(props.start?.to ?? others[0] ?? 0);
  const [give, setGive] = useState<Bundle>(props.start?.give ?? EMPTY);
  const [get, setGet] = useState<Bundle>(props.start?.get ?? EMPTY);
  const [managers, setManagers] = useState(false);
  const me = v.owners[seat];
  const them = v.owners[to];
  if (!me || !them) return null;
  const replyTo = props.start?.replyTo;
  // A counter refuses the offer and sends these terms back to its maker, in one move.
  const offer: LordsAction =
    replyTo === undefined
      ? { t: 'offer', to, give, get, managers }
      : { t: 'counter', offer: replyTo, give, get, managers };
  const ready = !(isEmpty(give) && isEmpty(get) && !managers);
  const send = () => {
    ctx.act(offer);
    props.close();
  };
  return (
    // Over the decision, as a drawer: an offer is a decision of its own.
    <section class="lords-trade" role="dialog" aria-label={TXT.tradeTitle} data-testid="trade">
      <h3 class="lords-h3">{replyTo === undefined ? TXT.tradeTitle : TXT.counterTitle}</h3>
      <div
        class="lords-row lords-row--use"
        role="group"
        aria-label={TXT.tradeTo}
        hidden={replyTo !== undefined}
      >
        <span class="lords-plays__use">{TXT.tradeTo}</span>
        {others.map((k) => (
          <button
            key={k}
            type="button"
            class={`lords-pick${k === to ? ' lords-pick--on' : ''}`}
            aria-pressed={k === to}
            onClick={() => {
              setTo(k);
              setGet(EMPTY);
            }}
          >
            {ctx.name(k)}
          </button>
        ))}
      </div>
      <div class="lords-sides">
        <Side
          title={TXT.tradeGive}
          o={me}
          cash={moneyShown(v, seat)}
          b={give}
          set={setGive}
          name={ctx.name}
        />
        <Side
          title={`${TXT.tradeGet} (${ctx.name(to)})`}
          o={them}
          cash={moneyShown(v, to)}
          b={get}
          set={setGet}
          name={ctx.name}
        />
      </div>
      <label class="lords-check">
        <input type="checkbox" checked={managers} onChange={() => setManagers(!managers)} />
        {TXT.tradeManagers}
      </label>
      <div class="lords-row">
        <button
          type="button"
          class="button-primary lords-act"
          disabled={!ready}
          data-action={ready ? JSON.stringify(offer) : undefined}
          onClick={send}
        >
          {TXT.tradeSend}
        </button>
        <button type="button" onClick={props.close}>
          {TXT.tradeClose}
        </button>
      </div>
      {!ready && <p class="lords-hint">{TXT.tradeEmpty}</p>}
    </section>
  );
}

/** An offer's terms in words, from its maker's side: "$1,000, 1 REG for 2 media". */
function termsText(o: Offer, name: (seat: number) => string): string {
  const t = o.terms.value;
  return `${bundleText(t.give, name)} ${TXT.offerGets} ${bundleText(t.get, name)}${
    t.managers ? ` · ${TXT.tradeManagers}` : ''
  }`;
}

/**
 * The offer the game waits on, to the holder: its terms, and accept (when the rules allow
 * it now), refuse or counter.
 */
export function Answer(props: {
  v: LordsView;
  seat: SeatId;
  actions: readonly LordsAction[];
  ctx: Ctx;
  counter: (o: Offer) => void;
}) {
  const { v, seat, actions, ctx } = props;
  const o = v.offers.find((x) => x.to === seat);
  if (!o) return null;
  const accept = ofKind(actions, 'accept').find((a) => a.offer === o.id);
  const reject = ofKind(actions, 'reject').find((a) => a.offer === o.id);
  return (
    <section class="lords-answer" aria-label={TXT.answerTitle} data-offer={o.id}>
      <h3 class="lords-h3">{TXT.answerTitle}</h3>
      <p class="lords-answer__terms">
        <strong>{TXT.offerFrom(ctx.name(o.from), TXT.you)}</strong>
        {TXT.colon} {termsText(o, ctx.name)}
      </p>
      <p class="lords-hint">{TXT.answerPrivate}</p>
      <div class="lords-row">
        {accept ? (
          <ActButton a={accept} ctx={ctx} primary>
            {TXT.accept}
          </ActButton>
        ) : (
          <span class="lords-hint">{TXT.cannotAccept}</span>
        )}
        {reject && (
          <ActButton a={reject} ctx={ctx}>
            {TXT.reject}
          </ActButton>
        )}
        <button type="button" class="lords-act" onClick={() => props.counter(o)}>
          {TXT.counter}
        </button>
      </div>
    </section>
  );
}

/**
 * The open offers: by the holder (withdraw), to the holder out of turn (a table offer: accept,
 * refuse, counter), and the rest. An offer whose terms the seat may not see shows only who
 * offered whom. `skip`: the offer the holder answers in `Answer`; `mineOnly`: the holder's
 * own offers and the table's (his side across the table; the shared table lists them all).
 */
export function Offers(props: {
  v: LordsView;
  seat: SeatId | null;
  ctx: Ctx;
  counter: (o: Offer) => void;
  skip?: number;
  mineOnly?: boolean;
}) {
  const { v, seat, ctx } = props;
  const shown = v.offers.filter(
    (o) =>
      o.id !== props.skip && (!props.mineOnly || o.from === seat || o.to === seat || o.to === null),
  );
  if (shown.length === 0) return null;
  return (
    <section class="lords-offers" aria-label={TXT.offersTitle}>
      <h3 class="lords-h3">{TXT.offersTitle}</h3>
      <ul>
        {shown.map((o) => {
          const secret = o.terms.unseen === true;
          const mineIn =
            !secret && seat !== null && o.from !== seat && (o.to === null || o.to === seat);
          const mineOut = o.from === seat;
          const accept: LordsAction = { t: 'accept', offer: o.id };
          const reject: LordsAction = { t: 'reject', offer: o.id };
          const withdraw: LordsAction = { t: 'withdraw', offer: o.id };
          const to = o.to === null ? TXT.table : ctx.name(o.to);
          return (
            <li key={o.id} class="lords-offer" data-offer={o.id}>
              {secret ? (
                <p>
                  <strong>{TXT.offerPending(ctx.name(o.from), to)}</strong>
                  <span class="lords-hint"> {TXT.offerSecret}</span>
                </p>
              ) : (
                <p>
                  <strong>{TXT.offerFrom(ctx.name(o.from), to)}</strong>
                  {TXT.colon} {termsText(o, ctx.name)}
                </p>
              )}
              {mineIn && (
                <div class="lords-row">
                  <ActButton a={accept} ctx={ctx} primary>
                    {TXT.accept}
                  </ActButton>
                  <ActButton a={reject} ctx={ctx}>
                    {TXT.reject}
                  </ActButton>
                  <button type="button" onClick={() => props.counter(o)}>
                    {TXT.counter}
                  </button>
                </div>
              )}
              {mineOut && (
                <ActButton a={withdraw} ctx={ctx}>
                  {TXT.withdraw}
                </ActButton>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Repayments the holder's loans allow (LoB 2.5.3): the rules refuse one he cannot afford. */
export function repayments(o: OwnerV): LordsAction[] {
  const out: LordsAction[] = [];
  if (o.loans.small > 0) out.push({ t: 'repay', slot: 'small', amount: 5_000 });
  if (o.loans.large >= 5_000) out.push({ t: 'repay', slot: 'large', amount: 5_000 });
  if (o.loans.large === 10_000) out.push({ t: 'repay', slot: 'large', amount: 10_000 });
  return out;
}

/** The money bar: loans to take (listed), repayments, and the trade composer's button. */
export function MoneyBar(props: {
  v: LordsView;
  seat: SeatId;
  actions: readonly LordsAction[];
  ctx: Ctx;
  openTrade: () => void;
}) {
  const { v, seat, actions, ctx } = props;
  const me = v.owners[seat];
  if (!me) return null;
  const loans = ofKind(actions, 'loan');
  const repays = repayments(me);
  return (
    <div class="lords-moneybar">
      {loans.map((a) => (
        <ActButton key={a.size} a={a} ctx={ctx} />
      ))}
      {repays.map((a) => (
        <ActButton key={JSON.stringify(a)} a={a} ctx={ctx} />
      ))}
      {v.step !== 'setup' && v.step !== 'over' && v.owners.length > 1 && (
        <button type="button" class="lords-act" onClick={props.openTrade}>
          {TXT.trade}
        </button>
      )}
    </div>
  );
}
