/**
 * The in-app rules reference: the basic game, the advanced windows, the strategy cards
 * (their text generated from their effects), the charts and the team construction rules.
 */
import type { RulesProps } from '../../../ui/board';
import { HITTERS, STRATEGY } from '../content';
import { chartRanges } from '../board/PlayerCard';
import { RESULT_NAME, STRAT, TYPE_NAME } from '../board/text';
import { RESULTS, STRAT_TYPES } from '../types';
import { REF } from './text';
import { RulesDoc } from '../../../ui/components/RulesDoc';
import './rules.css';

export function Rules(_props: RulesProps) {
  const example = HITTERS[0];
  return (
    <RulesDoc
      prefix="sd"
      class="sd-rules"
      intro={REF.INTRO}
      contents={REF.CONTENTS}
      sections={REF.SECTIONS}
      extra={[
        { id: 'results', title: REF.RESULTS_TITLE },
        { id: 'strategy', title: REF.STRATEGY_TITLE },
      ]}
    >
      <section id="sd-results" aria-labelledby="sd-results-h">
        <h2 id="sd-results-h">{REF.RESULTS_TITLE}</h2>
        <dl class="sd-rules__codes">
          {RESULTS.map((r) => (
            <div key={r}>
              <dt>{r}</dt>
              <dd>{RESULT_NAME[r]}</dd>
            </div>
          ))}
        </dl>
        {example && (
          <table class="rules-doc__chart">
            <caption>{REF.CHART_CAPTION(example.name, example.onBase)}</caption>
            <tbody>
              {chartRanges(example.chart).map((g) => (
                <tr key={g.from}>
                  <th scope="row" class="num">
                    {g.from === g.to ? g.from : `${g.from}–${g.to}`}
                  </th>
                  <td>{g.r}</td>
                  <td>{RESULT_NAME[g.r]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section id="sd-strategy" aria-labelledby="sd-strategy-h">
        <h2 id="sd-strategy-h">{REF.STRATEGY_TITLE}</h2>
        {STRAT_TYPES.map((t) => (
          <div key={t} class="sd-rules__kind">
            <h3>{TYPE_NAME[t]}</h3>
            <dl class="rules-doc__list">
              {STRATEGY.filter((s) => s.type === t).map((s) => (
                <div key={s.name}>
                  <dt>{s.name}</dt>
                  <dd>{STRAT.text(s)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </section>
    </RulesDoc>
  );
}
