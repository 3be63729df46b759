/**
 * The end-of-year summary (LoB 6.2.3) while the owners turn media pairs into VP, part by part
 * for each owner, and the final bonuses (LoB 9) once the game is over, with the VP totals.
 */
import type { SeatInfo } from '../../../ui/board';
import { SeatChip } from '../../../ui/components/SeatChip';
import type { LordsView } from '../state';
import { finalParts, partsTotal, PARTS, yearParts, type PartValue } from './vpParts';
import { TXT } from './text';

function Cell({ p }: { p: PartValue }) {
  // The standing: the place, and its VP or that a roll-off at scoring decides it.
  if (p.place !== undefined)
    return (
      <td class={`num${p.vp === null ? ' lords-unknown' : ''}`} data-place={p.place}>
        {p.vp === null ? (
          TXT.placeTied(p.place)
        ) : (
          <>
            <strong>{TXT.place(p.place)}</strong> <small>{TXT.placeVp(p.vp)}</small>
          </>
        )}
      </td>
    );
  if (p.vp === null)
    return <td class="num lords-unknown">{p.note === 'hidden' ? TXT.hiddenMoney : '?'}</td>;
  return (
    <td class="num">
      {p.vp}
      {p.note === 'loan' && <small> ({TXT.cashNoLoan})</small>}
    </td>
  );
}

/** A summary table's head: an owner per column, by seat chip. */
function OwnersHead({ owners, seats }: { owners: number; seats: readonly SeatInfo[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">
          <span class="visually-hidden">{TXT.table}</span>
        </th>
        {Array.from({ length: owners }, (_, k) => (
          <th key={k} scope="col">
            {seats[k] && <SeatChip name={seats[k].name} color={seats[k].color} />}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function YearSummary({ v, seats }: { v: LordsView; seats: readonly SeatInfo[] }) {
  const parts = yearParts(v);
  return (
    <section class="lords-summary" aria-label={TXT.summaryTitle(v.year)} data-testid="year-summary">
      <h3 class="lords-h3">{TXT.summaryTitle(v.year)}</h3>
      <table>
        <OwnersHead owners={v.owners.length} seats={seats} />
        <tbody>
          {PARTS.map((part) => (
            <tr key={part}>
              <th scope="row">{TXT.summaryParts[part]}</th>
              {parts.map((p, k) => (
                <Cell key={k} p={p[part]} />
              ))}
            </tr>
          ))}
          <tr class="lords-summary__total">
            <th scope="row">{TXT.summaryTotal}</th>
            {parts.map((p, k) => {
              const t = partsTotal(p);
              return (
                <td key={k} class="num">
                  {t.partial ? `≥ ${t.vp}` : t.vp}
                </td>
              );
            })}
          </tr>
        </tbody>
      </table>
      <p class="lords-hint">{TXT.summaryNote}</p>
    </section>
  );
}

export function FinalSummary({ v, seats }: { v: LordsView; seats: readonly SeatInfo[] }) {
  const parts = finalParts(v);
  const rows = [
    { k: 'money', label: TXT.finalParts.money },
    { k: 'pennants', label: TXT.finalParts.pennants },
    { k: 'depth', label: TXT.finalParts.depth },
    { k: 'loans', label: TXT.finalParts.loans },
  ] as const;
  return (
    <section class="lords-summary" aria-label={TXT.finalSumsTitle} data-testid="final-summary">
      <h3 class="lords-h3">{TXT.finalSumsTitle}</h3>
      <table>
        <OwnersHead owners={v.owners.length} seats={seats} />
        <tbody>
          <tr>
            <th scope="row">{TXT.finalParts.money$}</th>
            {v.owners.map((o, k) => (
              <td key={k} class="num">
                {TXT.money(o.money.value)}
              </td>
            ))}
          </tr>
          {rows.map((r) => (
            <tr key={r.k}>
              <th scope="row">{r.label}</th>
              {parts.map((p, k) => (
                <td key={k} class="num">
                  {p[r.k]}
                </td>
              ))}
            </tr>
          ))}
          <tr class="lords-summary__total">
            <th scope="row">{TXT.finalParts.total}</th>
            {v.owners.map((o, k) => (
              <td key={k} class="num">
                {o.vp}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p class="lords-hint">{TXT.finalNote}</p>
    </section>
  );
}
