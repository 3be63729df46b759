import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { creditLine, gameMessages, t, tGame } from '../i18n';
import { findGame } from '../games';
import { NavBar } from './NavBar';
import { Pending } from './Trouble';
import { useLoad } from './use-load';
import '../../ui/components/RulesDoc.css';
import { NotFound } from './NotFound';

/** A game's in-app rules reference, with the credit line of the rulebook it follows. */
export function Rules({ game }: { game: string }) {
  const entry = findGame(game);
  const load = useLoad(async () => {
    if (!entry) return null;
    // The reference alone when the game ships it as a chunk of its own, not the game's screens.
    const [module, Doc] = await Promise.all([
      entry.load(),
      entry.loadRules ? entry.loadRules() : entry.loadUi().then((ui) => ui.Rules),
    ]);
    if (!Doc) throw new Error(`${entry.title} has no rules reference`);
    return { module, Doc };
  }, [game]);
  const loaded = load.status === 'ready' ? load.value : null;
  const query = useSignal('');
  const found = useSignal<number | null>(null);
  const doc = useRef<HTMLDivElement>(null);
  const q = query.value.trim().toLocaleLowerCase();
  // Search: every section of the reference (the shared prose and each game's own charts)
  // that does not mention the words is hidden, the contents list with it.
  useEffect(() => {
    const root = doc.current;
    if (!root) return;
    const sections = [...root.querySelectorAll<HTMLElement>('section[id]')];
    let shown = 0;
    for (const sec of sections) {
      const hit = q === '' || (sec.textContent ?? '').toLocaleLowerCase().includes(q);
      sec.hidden = !hit;
      if (hit) shown++;
      const link = root.querySelector<HTMLElement>(`a[href="#${sec.id}"]`)?.closest('li');
      if (link) link.hidden = !hit;
    }
    found.value = q === '' ? null : shown;
  }, [q, loaded]);
  const l = loaded;
  if (!entry) return <NotFound what={t('play.notFound')} />;
  if (!l) return <Pending load={load} />;
  return (
    <div class="screen rules">
      <NavBar />
      <button type="button" onClick={() => history.back()}>
        {t('nav.back')}
      </button>
      <h1>
        {t('rules.title')}: {entry.title}
      </h1>
      <p class="rules__credit">{creditLine(l.module)}</p>
      <label class="rules__search">
        <span>{t('rules.search')}</span>
        <input
          type="search"
          value={query.value}
          onInput={(e) => (query.value = (e.currentTarget as HTMLInputElement).value)}
        />
      </label>
      <p class="rules__found" role="status" aria-live="polite">
        {found.value === null
          ? ''
          : found.value === 0
            ? t('rules.noMatch', { q: query.value.trim() })
            : found.value === 1
              ? t('rules.match', { q: query.value.trim() })
              : t('rules.matches', { n: found.value, q: query.value.trim() })}
      </p>
      <div ref={doc}>
        <l.Doc say={(k, a) => tGame(gameMessages(l.module), k, a, [])} />
      </div>
    </div>
  );
}
