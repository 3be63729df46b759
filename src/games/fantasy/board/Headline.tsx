/**
 * The board's heading: where the season stands (month, week, phase) and what the holder
 * should do now, or whom the table is waiting for.
 */
import type { ComponentChildren } from 'preact';
import { zoneSize } from '../../../engine/hidden';
import { ABILITY_TEXT } from '../content/abilities';
import type { BoardModel } from './model';
import { useTap } from './tap';
import { BASE_WORD, TXT } from './text';
import { EventBanner } from './WinCard';

/** How to make the move with taps (the shell's status line already says what is asked). */
const HOW: Readonly<Record<string, string>> = {
  draft: TXT.howDraft,
  discard: TXT.howDiscard,
  set: TXT.setHint,
  robot: TXT.howRobot,
  wc: TXT.howPlayoff,
  csAway: TXT.howPlayoff,
  csHome: TXT.howPlayoff,
  'fa.choose': TXT.howFaChoose,
  'fa.keep': TXT.howFaKeep,
  'fa.release': TXT.howFaRelease,
};

function titleOf(model: BoardModel): string {
  const v = model.view;
  switch (v.phase) {
    case 'draft':
      return TXT.draftTitle;
    case 'discard':
      return TXT.discardTitle;
    case 'fa':
      return `${TXT.month(v.month, v.opt.months)} · ${TXT.faTitle}`;
    case 'set':
      return `${TXT.month(v.month, v.opt.months)} · ${TXT.setTitle}`;
    case 'magic':
      return `${TXT.month(v.month, v.opt.months)} · ${TXT.magicTitle(BASE_WORD[v.week] ?? '')}`;
    case 'robot':
      return TXT.robotTitle;
    case 'wc':
      return TXT.wcTitle;
    case 'over':
      return TXT.overTitle;
    default:
      return TXT.csTitle;
  }
}

export function Headline({
  model,
  table = false,
  aside,
}: {
  model: BoardModel;
  /** The table's heading (in the middle): no hint, who is still choosing, the decks. */
  table?: boolean;
  /** Beside the title: the board's key. */
  aside?: ComponentChildren;
}) {
  const tap = useTap();
  const v = model.view;
  const mine = model.byCard.size > 0 || model.loose.length > 0;
  const key = v.phase === 'fa' ? `fa.${v.fa?.step ?? 'choose'}` : v.phase;
  let hint = '';
  if (v.phase === 'magic') {
    if (mine) hint = v.pending ? TXT.abilityHint(ABILITY_TEXT[v.pending.ab].name) : TXT.magicYours;
    else if (model.acting !== null) hint = TXT.magicWaiting(tap.name(model.acting));
  } else if (mine) {
    hint = HOW[key] ?? '';
  } else if (v.phase === 'set' && model.me) {
    hint = TXT.setDone;
  } else if (model.acting !== null) {
    hint = TXT.waitingFor(tap.name(model.acting));
  }
  const waiting = model.people.filter((p) => p.kind === 'seat' && !p.ready && secret(v.phase));
  const event = v.event.cards[0];
  return (
    <header class={`ffb-headline${table ? ' ffb-headline--table' : ''}`}>
      <div class="ffb-headline__row">
        <h2 class="ffb-headline__title">{titleOf(model)}</h2>
        {aside}
      </div>
      {!table && hint && <p class="ffb-headline__hint">{hint}</p>}
      {(table || !mine) && waiting.length > 0 && (
        <p class="ffb-headline__hint">{TXT.waitingFor(waiting.map((p) => p.name).join(', '))}</p>
      )}
      {table && model.stage !== 'draft' && (
        <p class="ffb-decks num">
          <span>{TXT.winDeck(zoneSize(v.winDeck))}</span>
          <span>{TXT.charDeck(zoneSize(v.charDeck))}</span>
          <span>{TXT.discardPile(zoneSize(v.discard))}</span>
        </p>
      )}
      {event && <EventBanner id={event} />}
    </header>
  );
}

const secret = (phase: string) => ['draft', 'discard', 'set', 'wc'].includes(phase);
