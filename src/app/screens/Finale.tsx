/**
 * The end of a game, large and brief, before the results: the winner by the game's own
 * measure, what decided it, and the game in a few lines (the winner's series, season or
 * runs, then every side's place and score). It is the 'See results' step itself (one tap goes
 * on, as before), with "See the table" beside it to look at the last position first. Built
 * from the game's outcome alone, which the rules make public at the end; a burst of confetti
 * while it opens, none with reduced motion.
 */
import { useEffect, useId, useRef } from 'preact/hooks';
import type { MsgArgs, Outcome } from '../../engine/types';
import { SeatChip } from '../../ui/components/SeatChip';
import { motionReduced } from '../../ui/motion';
import { t } from '../i18n';
import { Trophy } from './Trophy';
import { resultInWords, scoreInWords } from '../result-words';
import { resultRows } from './ResultsTable';
import { Burst } from './Burst';
import './Finale.css';

type Say = (key: string, args?: MsgArgs) => string;

/** At most this many of the winner's parts (runs by inning, VP by source) tell the game. */
const FACTS = 5;

/** The winner's own lines: what decided it for him (a series, a season), else his score's parts. */
function winnerFacts(first: ReturnType<typeof resultRows>[number] | undefined, say: Say): string[] {
  if (!first) return [];
  if (first.notes.length) return first.notes.map((n) => say(n.msg, n.args));
  return first.parts
    .slice(0, FACTS)
    .map((p) => `${say(p.msg, p.args)}${t('results.colon')} ${p.value}`);
}

export function Finale({
  outcome,
  names,
  colors,
  say,
  far = false,
  onResults,
  onTable,
}: {
  outcome: Outcome;
  names: readonly string[];
  colors: readonly number[];
  say: Say;
  /** People sit at both long edges: the winner is also written upside down, for the far one. */
  far?: boolean;
  onResults: () => void;
  onTable: () => void;
}) {
  const id = useId();
  const go = useRef<HTMLButtonElement>(null);
  // The person's next step is the results: the focus goes there (keyboard, screen reader).
  useEffect(() => go.current?.focus(), []);
  const headline = resultInWords(outcome, names);
  const rows = resultRows(outcome, say);
  const winner = rows[0];
  const winnerColor = winner && 'seat' in winner.who ? colors[winner.who.seat] : undefined;
  const facts = winnerFacts(winner, say);
  return (
    <div
      class="finale"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={outcome.msg ? `${id}-why` : undefined}
      data-testid="finale"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onTable();
      }}
    >
      {headline.won && !motionReduced() && <Burst color={winnerColor} />}
      <section class="finale__card">
        {far && (
          <p class="finale__mirror" aria-hidden="true">
            {headline.text}
          </p>
        )}
        <p class="finale__over">{t('play.gameOver')}</p>
        <h2 id={`${id}-title`} class="finale__winner" data-testid="finale-winner">
          {headline.won && <Trophy class="finale__trophy" />}
          <span>{headline.text}</span>
        </h2>
        {outcome.msg && (
          <p id={`${id}-why`} class="finale__why" data-testid="finale-decider">
            {say(outcome.msg)}
          </p>
        )}
        {facts.length > 0 && (
          <ul class="finale__facts" aria-label={t('finale.facts')}>
            {facts.map((f, i) => (
              <li key={i}>{f}</li>
            ))}
          </ul>
        )}
        <ol class="finale__standings" aria-label={t('finale.standings')}>
          {rows.map((row) => (
            <li key={row.key} class="finale__row">
              <span class="finale__place num">{row.rank}</span>
              {'seat' in row.who ? (
                <SeatChip
                  name={names[row.who.seat] ?? ''}
                  color={colors[row.who.seat] ?? 1}
                  active={row.rank === 1}
                />
              ) : (
                <span class="finale__rival">{row.who.rival}</span>
              )}
              <span class="finale__score num">{scoreInWords(row.score, outcome.unit)}</span>
            </li>
          ))}
        </ol>
        <div class="finale__actions">
          <button
            ref={go}
            type="button"
            class="button-primary finale__go"
            data-testid="see-results"
            onClick={onResults}
          >
            {t('play.seeResults')}
          </button>
          <button type="button" class="finale__table" onClick={onTable}>
            {t('finale.table')}
          </button>
        </div>
      </section>
    </div>
  );
}
