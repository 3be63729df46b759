/**
 * The in-app rules reference: the game's flow section by section, the Stat Track chart and
 * rows, the 21 abilities and the Event cards, in the app's own words.
 */
import type { RulesProps } from '../../../ui/board';
import { BONUS_CHART, EVENT_CARDS, TRACK_OF } from '../content';
import { ABILITY_TEXT } from '../content/abilities';
import { ABILITIES, STATS, TRACKS } from '../types';
import { TRACK_WORD } from '../board/text';
import {
  ABILITIES_TITLE,
  CHART_MANAGERS,
  CHART_TITLE,
  CONTENTS,
  EVENTS_TITLE,
  INTRO,
  PLACES,
  SECTIONS,
  TRACKS_NOTE,
  type RefSection,
} from './text';
import './rules.css';

export function Rules(_props: RulesProps) {
  return (
    <article class="ffb-rules">
      <p class="ffb-rules__intro">{INTRO}</p>
      <nav aria-label={CONTENTS}>
        <ul class="ffb-rules__toc">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#ffb-${s.id}`}>{s.title}</a>
            </li>
          ))}
          <li>
            <a href="#ffb-abilities">{ABILITIES_TITLE}</a>
          </li>
          <li>
            <a href="#ffb-events">{EVENTS_TITLE}</a>
          </li>
        </ul>
      </nav>
      {SECTIONS.map((s) => (
        <Section key={s.id} s={s} />
      ))}
      <section id="ffb-abilities" aria-labelledby="ffb-abilities-h">
        <h2 id="ffb-abilities-h">{ABILITIES_TITLE}</h2>
        <dl class="ffb-rules__list">
          {ABILITIES.map((a) => (
            <div key={a}>
              <dt>{ABILITY_TEXT[a].name}</dt>
              <dd>{ABILITY_TEXT[a].text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section id="ffb-events" aria-labelledby="ffb-events-h">
        <h2 id="ffb-events-h">{EVENTS_TITLE}</h2>
        <dl class="ffb-rules__list">
          {EVENT_CARDS.map((e) => (
            <div key={e.id}>
              <dt>{e.name}</dt>
              <dd>{e.text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}

function Section({ s }: { s: RefSection }) {
  return (
    <section id={`ffb-${s.id}`} aria-labelledby={`ffb-${s.id}-h`}>
      <h2 id={`ffb-${s.id}-h`}>{s.title}</h2>
      {s.body?.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {s.steps && (
        <ol>
          {s.steps.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ol>
      )}
      {s.points && (
        <ul>
          {s.points.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      )}
      {s.id === 'season' && <Chart />}
    </section>
  );
}

/** The end-of-season chart and which stats feed which Stat Track row. */
function Chart() {
  return (
    <>
      <table class="ffb-rules__chart">
        <caption>{CHART_TITLE}</caption>
        <thead>
          <tr>
            <td />
            {[2, 3, 4, 5].map((n) => (
              <th key={n} scope="col">
                {CHART_MANAGERS(n)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BONUS_CHART.map((row, i) => (
            <tr key={i}>
              <th scope="row">{PLACES[i]}</th>
              {row.map((v, j) => (
                <td key={j} class="num">
                  {v === null ? '–' : v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p>{TRACKS_NOTE}</p>
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
