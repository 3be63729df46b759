/**
 * The result moment (issue 13): once a die's window closes, the rolls the last action closed
 * stay on the board until the holder's next decision: who rolled and for what, the die
 * (natural and final), the media, cards and challenges that changed it, and what it decided
 * (the public log lines its result wrote, which the view carries in `closedRolls`).
 */
import type { MsgArgs } from '../../../engine/types';
import type { ClosedRoll, LordsView } from '../state';
import { cardFacts } from './model';
import { ROLL_WORD, TXT } from './text';

type Say = (key: string, args?: MsgArgs) => string;

/** A key naming the closed rolls shown: the board hides them once its holder has acted. */
export const resultKey = (v: LordsView): string => (v.closedRolls ?? []).map((r) => r.id).join(' ');

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
          <span class="lords-die lords-die--done num" aria-hidden="true">
            {r.value}
          </span>
          <div class="lords-result__text">
            <strong>{TXT.resultOf(name(r.roller), ROLL_WORD[r.purpose] ?? TXT.roll)}</strong>
            <span>{TXT.resultDie(r.natural, r.value)}</span>
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
          </div>
        </div>
      ))}
    </section>
  );
}
