/**
 * The in-app rules reference: the basic game, the advanced windows, the strategy cards
 * (their text generated from their effects), the charts and the team construction rules.
 */
import type { RulesProps } from '../../../ui/board';
import { HITTERS, STRATEGY, cardText } from '../content';
import { chartRanges } from '../board/PlayerCard';
import { RESULT_NAME, TYPE_NAME } from '../board/text';
import { RESULTS, STRAT_TYPES } from '../types';
import {
  CHART_EXAMPLE_TITLE,
  CONTENTS,
  INTRO,
  RESULTS_TITLE,
  SECTIONS,
  STRATEGY_TITLE,
} from './text';
import { RulesDoc } from '../../../ui/components/RulesDoc';
import './rules.css';

export function Rules(_props: RulesProps) {
  const example = HITTERS[0];
  return (
    <RulesDoc
      prefix="sd"
      class="sd-rules"
      intro={INTRO}
      contents={CONTENTS}
      sections={SECTIONS}
      extra={[
        { id: 'results', title: RESULTS_TITLE },
        { id: 'strategy', title: STRATEGY_TITLE },
      ]}
    >
      <section id="sd-results" aria-labelledby="sd-results-h">
        <h2 id="sd-results-h">{RESULTS_TITLE}</h2>
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
            <caption>
              {CHART_EXAMPLE_TITLE}: {example.name} (On-Base {example.onBase})
            </caption>
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
        <h2 id="sd-strategy-h">{STRATEGY_TITLE}</h2>
        {STRAT_TYPES.map((t) => (
          <div key={t} class="sd-rules__kind">
            <h3>{TYPE_NAME[t]}</h3>
            <dl class="rules-doc__list">
              {STRATEGY.filter((s) => s.type === t).map((s) => (
                <div key={s.name}>
                  <dt>{s.name}</dt>
                  <dd>{cardText(s)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </section>
    </RulesDoc>
  );
}
