/**
 * The Lords of Baseball board, like chessground: the holder's view, legal actions and the
 * prompts in, one chosen action out. One screen per decision: the shared table (the main
 * board with each owner's line, a rival's mat opened from his line, the result of the last
 * roll, the summaries), the holder's own mat with his loans, and his decision with the hand
 * nearest him. Drawn whole (one person holds the tablet) or in parts across the table: the
 * shared table in the middle, each far owner's area turned toward him, and each owner's own
 * side at his edge. No rule runs here: the controls send actions from `actions` (offers and
 * repayments, open-ended, are built from the mats and checked by the rules).
 */
import { useRef, useState } from 'preact/hooks';
import type { SeatId } from '../../../engine/types';
import type { BoardProps } from '../../../ui/board';
import { activeLanguage } from '../../../ui/language';
import { describe } from '../describe';
import type { LordsAction, LordsView, Offer } from '../state';
import type { Ctx } from './controls';
import { Decision } from './Decision';
import { Mat } from './Mat';
import { waitingOn } from './model';
import { RollResult, resultKey } from './Result';
import { Scoreboard } from './Scoreboard';
import { FinalSummary, YearSummary } from './Summary';
import { STEP_WORD, TXT, phaseName } from './text';
import { Answer, Composer, MoneyBar, Offers } from './Trade';
import { HandView } from './Turn';
import './board.css';

type Start = Parameters<typeof Composer>[0]['start'];

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
}: BoardProps<LordsView, LordsAction>) {
  const [trade, setTrade] = useState<{ start?: Start } | null>(null);
  // A rival's mat, opened from his line on the main board.
  const [opened, setOpened] = useState<SeatId | null>(null);
  // The result moment stays until this board's holder makes his next decision.
  const [seen, setSeen] = useState<string | null>(null);
  const shown = resultKey(v);
  // The shared table across the table has no holder to act: it shows a result until the
  // table moves on to another decision (the prompts change).
  const waits = prompts.map((p) => `${p.seat} ${p.kind} ${p.msg}`).join();
  const since = useRef({ shown, waits });
  if (since.current.shown !== shown) since.current = { shown, waits };
  const stale = part === 'table' && since.current.waits !== waits;
  const name = (k: number) => seats[k]?.name ?? `#${k + 1}`;
  const ctx: Ctx = {
    act: (a) => {
      setSeen(shown);
      onAction(a);
    },
    say,
    label: (a) => {
      const d = describe(a, seat ?? 0);
      return say(d.msg, d.args);
    },
    name,
  };
  const prompt = prompts.find((p) => p.seat === seat);
  const turn = waitingOn(prompts);
  const counter = (o: Offer) =>
    setTrade({
      start: { to: o.from, give: o.terms.value.get, get: o.terms.value.give, replyTo: o.id },
    });
  const lang = activeLanguage.value;
  const cls = `lords lords--${v.step} lords--part-${part}`;

  // 5.7.1: the offer the game waits on is answered in its own panel.
  const answering = seat !== null && prompt?.msg === 'lords.prompt.offer';
  const answered = answering ? v.offers.find((o) => o.to === seat)?.id : undefined;
  const money = (k: SeatId) =>
    v.step !== 'over' && (
      <MoneyBar
        v={v}
        seat={k}
        actions={actions}
        ctx={ctx}
        openTrade={() => setTrade(trade ? null : {})}
      />
    );
  // The holder's loans and mat, beside his decision (they never push it off the screen).
  const own = (k: SeatId) => (
    <div class="lords-own">
      {money(k)}
      {/* Before his set-up an owner has no organisation to show: the set-up shows its cost. */}
      {(v.owners[k]?.team ?? null) !== null && (
        <Mat view={v} seat={k} info={seats[k]} mine active={k === turn} />
      )}
    </div>
  );
  const decide = (k: SeatId) => (
    <div class="lords-decide">
      {answering && <Answer v={v} seat={k} actions={actions} ctx={ctx} counter={counter} />}
      {prompt && !answering && (
        <Decision v={v} seat={k} actions={actions} ctx={ctx} prompt={prompt} />
      )}
      {!prompt && <HandView v={v} seat={k} />}
      <Offers
        v={v}
        seat={k}
        ctx={ctx}
        counter={counter}
        skip={answered}
        mineOnly={part === 'seat'}
      />
      {trade && (
        <Composer
          key={JSON.stringify(trade.start ?? null)}
          v={v}
          seat={k}
          ctx={ctx}
          start={trade.start}
          close={() => setTrade(null)}
        />
      )}
    </div>
  );
  const header = (
    <header class="lords-step">
      {part !== 'seat' && (
        <h2 class="lords-step__title">
          {v.step === 'over'
            ? TXT.finalTitle
            : TXT.stepTitle(phaseName(v.phase, v.step), STEP_WORD[v.step] ?? v.step)}
        </h2>
      )}
      {prompt ? (
        <p class="lords-step__prompt">{say(prompt.msg, prompt.args)}</p>
      ) : (
        turn !== null && <p class="lords-step__wait">{TXT.waitingFor(name(turn))}</p>
      )}
    </header>
  );
  // Every seat may open a rival's mat from his line but his own (shown beside his decision).
  const toggle = (k: SeatId) => setOpened(opened === k ? null : k);
  const table = (
    <>
      <Scoreboard
        v={v}
        seats={seats}
        turn={turn}
        die={!(prompt && !trade && v.window?.k === 'roll')}
        opened={opened}
        toggle={toggle}
        mine={part === 'table' ? null : seat}
      />
      {shown !== '' && shown !== seen && !stale && <RollResult v={v} say={say} name={name} />}
      {opened !== null && opened !== seat && (
        <Mat view={v} seat={opened} info={seats[opened]} mine={false} active={opened === turn} />
      )}
      {v.step === 'vpMedia' && <YearSummary v={v} seats={seats} />}
      {v.step === 'over' && <FinalSummary v={v} seats={seats} />}
    </>
  );

  if (part === 'seat') {
    if (seat === null) return null;
    return (
      <div class={cls} lang={lang}>
        {own(seat)}
        {decide(seat)}
      </div>
    );
  }
  if (part === 'table') {
    // Each person at the tablet has his mat on his side of the table, the far one turned
    // toward him with the standings again, so both read the shared board upright.
    const people = seats.flatMap((s, k) => (s.kind === 'human' ? [k] : []));
    const near = people.filter((k) => !far.includes(k));
    return (
      <div class={cls} lang={lang}>
        {far.map((k) => (
          <div key={k} class="lords-far" data-seat={k}>
            <Scoreboard v={v} seats={seats} turn={turn} die={false} reveals={false} />
            <Mat view={v} seat={k} info={seats[k]} mine={false} active={k === turn} />
          </div>
        ))}
        <div class="lords-center">
          {header}
          {table}
          <Offers v={v} seat={null} ctx={ctx} counter={counter} />
        </div>
        {near.map((k) => (
          <div key={k} class="lords-near" data-seat={k}>
            <Mat view={v} seat={k} info={seats[k]} mine={false} active={k === turn} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div class={cls} lang={lang}>
      <div class="lords-info">{table}</div>
      {seat !== null && own(seat)}
      {seat !== null ? (
        <div class="lords-side">
          {header}
          {decide(seat)}
        </div>
      ) : (
        <div class="lords-side">
          {header}
          <Offers v={v} seat={null} ctx={ctx} counter={counter} />
        </div>
      )}
    </div>
  );
}
