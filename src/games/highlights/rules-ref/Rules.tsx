/**
 * The in-app rules reference: how to read a card, a mini-game, running, buying, the modes,
 * then every immediate action (its text as printed on the cards) and the expansions.
 */
import type { RulesProps } from '../../../ui/board';
import { RulesDoc } from '../../../ui/components/RulesDoc';
import { CARDS } from '../content';
import { iaText, letterOf, LETTER_NAME } from '../board/text';
import { REF } from './text';

/** Each distinct action printed on a card, once, by keyword. */
function actionList() {
  const seen = new Map<string, { text: string; letter: string }>();
  for (const c of Object.values(CARDS)) {
    const t = iaText(c.ia);
    const l = letterOf(c.ia);
    if (!t.key || seen.has(t.key)) continue;
    seen.set(t.key, { text: t.text, letter: l ? LETTER_NAME[l] : '' });
  }
  return [...seen.entries()].sort((a, b) => a[0].localeCompare(b[0]));
}

export function Rules(_props: RulesProps) {
  return (
    <RulesDoc
      prefix="hl"
      intro={REF.INTRO}
      contents={REF.CONTENTS}
      sections={REF.SECTIONS}
      extra={[
        { id: 'actions', title: REF.ACTIONS_TITLE },
        { id: 'expansions', title: REF.EXP_TITLE },
      ]}
    >
      <section id="hl-actions" aria-labelledby="hl-actions-h">
        <h2 id="hl-actions-h">{REF.ACTIONS_TITLE}</h2>
        <dl>
          {actionList().map(([key, v]) => (
            <div key={key}>
              <dt>
                <strong>{key}</strong> ({v.letter})
              </dt>
              <dd>{v.text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section id="hl-expansions" aria-labelledby="hl-expansions-h">
        <h2 id="hl-expansions-h">{REF.EXP_TITLE}</h2>
        <ul>
          {REF.EXPANSIONS_TEXT.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      </section>
    </RulesDoc>
  );
}
