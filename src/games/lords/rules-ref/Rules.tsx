/**
 * The in-app rules reference: the year step by step in the app's own words, then the Front
 * Office & Team Roster cards (rating, roster and price).
 */
import type { RulesProps } from '../../../ui/board';
import { RulesDoc } from '../../../ui/components/RulesDoc';
import { ML_SHORT, TXT } from '../board/text';
import { TEAM_CARDS } from '../content/teams';
import { ML_TYPES } from '../types';
import { REF } from './text';

export function Rules(_props: RulesProps) {
  return (
    <RulesDoc
      prefix="lords"
      intro={REF.INTRO}
      contents={REF.CONTENTS}
      sections={REF.SECTIONS}
      extra={[{ id: 'teams', title: REF.TEAMS_TITLE }]}
    >
      <section id="lords-teams" aria-labelledby="lords-teams-h">
        <h2 id="lords-teams-h">{REF.TEAMS_TITLE}</h2>
        <dl class="rules-doc__list">
          {TEAM_CARDS.map((t) => (
            <div key={t.id}>
              <dt>
                {t.city} {t.name}
                {TXT.colon} {TXT.starsLabel(t.fo)} ({TXT.money(t.cost)})
              </dt>
              <dd>{ML_TYPES.map((k) => `${t.roster[k]}\u00a0${ML_SHORT[k]}`).join(', ')}</dd>
            </div>
          ))}
        </dl>
      </section>
    </RulesDoc>
  );
}
