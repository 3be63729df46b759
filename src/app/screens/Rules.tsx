import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { AnyModule } from '../../games/registry';
import type { GameUi } from '../../ui/board';
import { gameMessages, t, tGame } from '../i18n';
import { findGame } from '../games';
import { NavBar } from './NavBar';

/** A game's in-app rules reference, with the credit line of the rulebook it follows. */
export function Rules({ game }: { game: string }) {
  const entry = findGame(game);
  const loaded = useSignal<{ module: AnyModule; ui: GameUi } | null>(null);
  useEffect(() => {
    if (entry)
      void Promise.all([entry.load(), entry.loadUi()]).then(
        ([module, ui]) => (loaded.value = { module, ui }),
      );
  }, [game]);
  const l = loaded.value;
  if (!entry) return <p>{t('play.notFound')}</p>;
  if (!l) return <p>{t('play.loading')}</p>;
  const { credit } = l.module.meta;
  return (
    <div class="screen rules">
      <NavBar />
      <button type="button" onClick={() => history.back()}>
        {t('nav.back')}
      </button>
      <h1>
        {t('rules.title')}: {entry.title}
      </h1>
      <p class="rules__credit">
        {t('rules.credit', {
          rulebook: credit.rulebook,
          designers: credit.designers,
          publisher: credit.publisher ? ` (${credit.publisher})` : '',
        })}
      </p>
      <l.ui.Rules say={(k, a) => tGame(gameMessages(l.module), k, a, [])} />
    </div>
  );
}
