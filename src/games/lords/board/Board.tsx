/**
 * The Lords of Baseball board, like chessground: the holder's view, legal actions and the
 * prompts in, one chosen action out. On top the main board (year, phase, pennant target, wins
 * track, records, VP, the face-up reveals and the open die); then the holder's decision and
 * hand, loans and trades; the year-end or final summary; then every owner's mat, the
 * holder's first. No rule runs here: the controls send actions from `actions` (offers and
 * repayments, open-ended, are built from the mats and checked by the rules).
 */
import { useRef, useState } from 'preact/hooks';
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
}: BoardProps<LordsView, LordsAction>) {
  const [trade, setTrade] = useState<{ start?: Start } | null>(null);
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
  // 5.7.1: the offer the game waits on is answered in its own panel.
  const answering = seat !== null && prompt?.msg === 'lords.prompt.offer';
  const answered = answering ? v.offers.find((o) => o.to === seat)?.id : undefined;
  // Across the table (`part`): the shared table once in the middle (the main board, the step,
  // the offers as the table sees them, the summaries), and at each owner's edge his own
  // side (his prompt, decision, hand, money bar, trades and mat).
  const table = part !== 'seat';
  const own = part !== 'table' && seat !== null;
  const order =
    part === 'seat'
      ? seat === null
        ? []
        : [seat]
      : part === 'table'
        ? []
        : seat === null
          ? v.owners.map((_, k) => k)
          : [seat, ...v.owners.map((_, k) => k).filter((k) => k !== seat)];
  return (
    <div class={`lords lords--${v.step} lords--part-${part}`} lang={activeLanguage.value}>
      {table && (
        <Scoreboard
          v={v}
          seats={seats}
          turn={turn}
          die={!(prompt && !trade && v.window?.k === 'roll')}
        />
      )}
      <header class="lords-step">
        {/* An owner's side shows his prompt; the step's title is on the shared table. */}
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
      {table && shown !== '' && shown !== seen && !stale && (
        <RollResult v={v} say={say} name={name} />
      )}
      {own && answering && !trade && (
        <Answer v={v} seat={seat} actions={actions} ctx={ctx} counter={counter} />
      )}
      {own && prompt && !answering && !trade && (
        <Decision v={v} seat={seat} actions={actions} ctx={ctx} prompt={prompt} />
      )}
      {own && !prompt && !trade && <HandView v={v} seat={seat} />}
      {own && v.step !== 'over' && (
        <MoneyBar
          v={v}
          seat={seat}
          actions={actions}
          ctx={ctx}
          openTrade={() => setTrade(trade ? null : {})}
        />
      )}
      {own && trade && (
        <Composer
          key={JSON.stringify(trade.start ?? null)}
          v={v}
          seat={seat}
          ctx={ctx}
          start={trade.start}
          close={() => setTrade(null)}
        />
      )}
      {part !== 'table' && (
        <Offers
          v={v}
          seat={seat}
          ctx={ctx}
          counter={counter}
          skip={answered}
          mineOnly={part === 'seat'}
        />
      )}
      {part === 'table' && <Offers v={v} seat={null} ctx={ctx} counter={counter} />}
      {table && v.step === 'vpMedia' && <YearSummary v={v} seats={seats} />}
      {table && v.step === 'over' && <FinalSummary v={v} seats={seats} />}
      <div class="lords-mats">
        {order.map((k) => (
          <Mat key={k} view={v} seat={k} info={seats[k]} mine={k === seat} active={k === turn} />
        ))}
      </div>
    </div>
  );
}
