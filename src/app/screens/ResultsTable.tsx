/**
 * The results table: every side by place (the seats, and the solo game's rivals beside
 * them), its score in the game's unit, and what decided it: the score's parts (none zero),
 * then the notes (a series, last season's wins with their parts).
 */
import type { MsgArgs, Outcome, OutcomeNote, OutcomePart } from '../../engine/types';
import { SeatChip } from '../../ui/components/SeatChip';
import { t } from '../i18n';
import { scoreInWords } from '../result-words';

type Say = (key: string, args?: MsgArgs) => string;

interface Row {
  key: string;
  rank: number;
  score: number;
  /** A seat (its name and colour), or a rival named by the game. */
  who: { seat: number } | { rival: string };
  parts: readonly OutcomePart[];
  notes: readonly OutcomeNote[];
}

/** A score's parts worth showing: a part that adds nothing says nothing. */
const counted = (parts: readonly OutcomePart[] | undefined) =>
  (parts ?? []).filter((p) => p.value !== 0);

/** The rows in place order: seats first within a shared place, then rivals. */
export function resultRows(outcome: Outcome, say: Say): Row[] {
  const seats: Row[] = outcome.rank.map((rank, s) => ({
    key: `seat-${s}`,
    rank,
    score: outcome.scores[s] ?? 0,
    who: { seat: s },
    parts: counted(outcome.breakdown?.[s]),
    notes: outcome.notes?.[s] ?? [],
  }));
  const rivals: Row[] = (outcome.rivals ?? []).map((r, i) => ({
    key: `rival-${i}`,
    rank: r.rank,
    score: r.score,
    who: { rival: say(r.msg, r.args) },
    parts: counted(r.parts),
    notes: r.notes ?? [],
  }));
  return [...seats, ...rivals].sort((a, b) => a.rank - b.rank);
}

function Parts({ parts, say }: { parts: readonly OutcomePart[]; say: Say }) {
  return (
    <>
      {parts.map((p, i) => (
        <li key={`p${i}`}>
          {say(p.msg, p.args)}
          {t('results.colon')} <span class="num">{p.value}</span>
        </li>
      ))}
    </>
  );
}

export function ResultsTable({
  outcome,
  names,
  colors,
  say,
}: {
  outcome: Outcome;
  names: readonly string[];
  colors: readonly number[];
  say: Say;
}) {
  const rows = resultRows(outcome, say);
  const detailed = rows.some((r) => r.parts.length || r.notes.length);
  return (
    <table class="results" data-testid="results">
      <thead>
        <tr>
          <th scope="col">{t('results.place')}</th>
          <th scope="col">{t('new.seats')}</th>
          <th scope="col">{t('results.score')}</th>
          {detailed && <th scope="col">{t('results.breakdown')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-rival={'rival' in row.who ? '' : undefined}>
            <td class="num">{row.rank}</td>
            <td>
              {'seat' in row.who ? (
                <SeatChip
                  name={names[row.who.seat] ?? ''}
                  color={colors[row.who.seat] ?? 1}
                  active={row.rank === 1}
                />
              ) : (
                <span class="results__rival">{row.who.rival}</span>
              )}
            </td>
            <td class="results__score">{scoreInWords(row.score, outcome.unit)}</td>
            {detailed && (
              <td>
                <ul class="breakdown">
                  <Parts parts={row.parts} say={say} />
                  {row.notes.map((n, i) => (
                    <li key={`n${i}`} class="breakdown__note">
                      {say(n.msg, n.args)}
                      {n.parts && counted(n.parts).length > 0 && (
                        <ul class="breakdown breakdown--parts">
                          <Parts parts={counted(n.parts)} say={say} />
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
