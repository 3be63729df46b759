/**
 * The result moment (issue 13): once a die's window closes, the rolls the last action closed
 * stay on the board until the holder's next decision: who rolled and for what, the die
 * (natural and final), the media, cards and challenges that changed it, and what it decided
 * (the public log lines its result wrote, which the view carries in `closedRolls`).
 */
import type { ComponentChildren } from 'preact';
import type { MsgArgs } from '../../../engine/types';
import { Die } from '../../../ui/components/Die';
import type { ClosedRoll, LordsView, RollPurpose } from '../state';
import { cardFacts } from './model';
import { ROLL_WORD, TXT } from './text';

type Say = (key: string, args?: MsgArgs) => string;

/** A key naming the closed rolls shown: the board hides them once its holder has acted. */
export const resultKey = (v: LordsView): string => (v.closedRolls ?? []).map((r) => r.id).join(' ');

/**
 * A roll's d10 and, beside it, what the roll decides and whose it is, the roll as it fell
 * once changed, then `children` (what it reads or decided). LoB 7.3: the die tumbles once,
 * when the roll is new to the board (the open window's, or a roll no window held), and
 * shows its face at once with reduced motion; a picture, never in the way of a tap.
 */
export function RollHead({
  r,
  name,
  children,
}: {
  r: { id: number; purpose: RollPurpose['k']; roller: number; natural: number; value: number };
  name: (k: number) => string;
  children?: ComponentChildren;
}) {
  return (
    <>
      <Die value={r.value} sides={10} roll={r.id} scope="lords-roll" class="lords-die" />
      <div class="lords-result__text">
        <strong>
          {ROLL_WORD[r.purpose]}: {name(r.roller)}
        </strong>
        {r.value !== r.natural && <span>{TXT.natural(r.natural)}</span>}
        {children}
      </div>
    </>
  );
}

function changeLine(c: ClosedRoll['changes'][number], name: (k: number) => string): string {
  if (c.k === 'media') return TXT.changeMedia(name(c.seat), c.by);
  if (c.k === 'card') return TXT.changeCard(name(c.seat), cardFacts(c.card).inTitle);
  return TXT.changeChallenge(name(c.seat), c.by);
}

export function RollResult({
  v,
  say,
  name,
}: {
  v: LordsView;
  say: Say;
  name: (k: number) => string;
}) {
  const rolls = v.closedRolls ?? [];
  if (rolls.length === 0 || v.window?.k === 'roll') return null;
  return (
    <section class="lords-result" aria-label={TXT.resultTitle} data-testid="roll-result">
      {rolls.map((r) => (
        <div key={r.id} class="lords-result__roll" role="status" data-roll={r.purpose}>
          <RollHead r={r} name={name}>
            {r.changes.length > 0 && (
              <ul class="lords-result__changes">
                {r.changes.map((c, i) => (
                  <li key={i}>{changeLine(c, name)}</li>
                ))}
              </ul>
            )}
            {r.said.map((l, i) => (
              <span key={i} class="lords-result__said">
                {say(l.msg, l.args)}
              </span>
            ))}
          </RollHead>
        </div>
      ))}
    </section>
  );
}
