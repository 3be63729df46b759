/**
 * The in-app rules reference: the game's flow section by section, the Stat Track chart and
 * rows, the 21 abilities and the Event cards, in the app's own words.
 */
import type { RulesProps } from '../../../ui/board';
import { BONUS_CHART, EVENT_CARDS, TRACK_OF } from '../content';
import { ABILITY_TEXT } from '../content/abilities';
import { ABILITY_TEXT_FR } from '../content/abilities.fr';
import { inLanguage } from '../../../ui/language';
import { ABILITIES, STATS, TRACKS } from '../types';
import { TRACK_WORD } from '../board/text';
import { REF } from './text';
import { RulesDoc } from '../../../ui/components/RulesDoc';

export function Rules(_props: RulesProps) {
  return (
    <RulesDoc
      prefix="ffb"
      intro={REF.INTRO}
      contents={REF.CONTENTS}
      sections={REF.SECTIONS}
      extra={[
        { id: 'abilities', title: REF.ABILITIES_TITLE },
        { id: 'events', title: REF.EVENTS_TITLE },
      ]}
      after={(s) => (s.id === 'season' ? <Chart /> : null)}
    >
      <section id="ffb-abilities" aria-labelledby="ffb-abilities-h">
        <h2 id="ffb-abilities-h">{REF.ABILITIES_TITLE}</h2>
        <dl class="rules-doc__list">
          {ABILITIES.map((a) => (
            <div key={a}>
              <dt>{ABILITY_TEXT[a].name}</dt>
              <dd>{inLanguage({ en: ABILITY_TEXT[a].text, fr: ABILITY_TEXT_FR[a] })}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section id="ffb-events" aria-labelledby="ffb-events-h">
        <h2 id="ffb-events-h">{REF.EVENTS_TITLE}</h2>
        <dl class="rules-doc__list">
          {EVENT_CARDS.map((e) => (
            <div key={e.id}>
              <dt>{e.name}</dt>
              <dd>{e.text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </RulesDoc>
  );
}

/** The end-of-season chart and which stats feed which Stat Track row. */
function Chart() {
  return (
    <>
      <table class="rules-doc__chart">
        <caption>{REF.CHART_TITLE}</caption>
        <thead>
          <tr>
            <td />
            {[2, 3, 4, 5].map((n) => (
              <th key={n} scope="col">
                {REF.CHART_MANAGERS(n)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BONUS_CHART.map((row, i) => (
            <tr key={i}>
              <th scope="row">{REF.PLACES[i]}</th>
              {row.map((v, j) => (
                <td key={j} class="num">
                  {v === null ? '–' : v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p>{REF.TRACKS_NOTE}</p>
      <ul>
        {TRACKS.map((t) => (
          <li key={t}>
            <strong>{TRACK_WORD[t]}</strong>: {STATS.filter((s) => TRACK_OF[s] === t).join(', ')}
          </li>
        ))}
      </ul>
    </>
  );
}
