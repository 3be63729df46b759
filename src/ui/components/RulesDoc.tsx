import type { ComponentChildren } from 'preact';
import './RulesDoc.css';

/** One section of a game's rules reference, in the app's own words. */
export interface RefSection {
  id: string;
  title: string;
  /** Paragraphs. */
  body?: readonly string[];
  /** Numbered steps. */
  steps?: readonly string[];
  /** Bulleted points. */
  points?: readonly string[];
}

/**
 * A game's rules reference: the intro, a contents list, the prose sections (each may be
 * followed by a game's own chart via `after`), then the game's extra sections as children,
 * listed in the contents by `extra`. `prefix` keeps anchors unique per game.
 */
export function RulesDoc(props: {
  prefix: string;
  intro: string;
  contents: string;
  sections: readonly RefSection[];
  extra: readonly { id: string; title: string }[];
  after?: (s: RefSection) => ComponentChildren;
  class?: string;
  children?: ComponentChildren;
}) {
  const { prefix } = props;
  const entries = [...props.sections, ...props.extra];
  return (
    <article class={`rules-doc${props.class ? ` ${props.class}` : ''}`}>
      <p class="rules-doc__intro">{props.intro}</p>
      <nav aria-label={props.contents}>
        <ul class="rules-doc__toc">
          {entries.map((s) => (
            <li key={s.id}>
              <a href={`#${prefix}-${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {props.sections.map((s) => (
        <section key={s.id} id={`${prefix}-${s.id}`} aria-labelledby={`${prefix}-${s.id}-h`}>
          <h2 id={`${prefix}-${s.id}-h`}>{s.title}</h2>
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
          {props.after?.(s)}
        </section>
      ))}
      {props.children}
    </article>
  );
}
