import { useSignal } from '@preact/signals';
import { SeatChip } from '../../ui/components/SeatChip';
import { t } from '../i18n';
import { playableGames } from '../games';
import { useServices } from '../services';
import { NavBar } from './NavBar';
import { ActionFailed, Pending } from './Trouble';
import { useAttempts, useLoad } from './use-load';
import { ColorSelect } from './ColorSelect';
import { PinForm } from './PinForm';
import { headToHead, type Meeting } from '../head-to-head';
import './Forms.css';

/** Saved players: name, colour, optional PIN, and their win record per game. */
export function Profiles() {
  const services = useServices();

  const name = useSignal('');
  const color = useSignal(1);
  const pin = useSignal('');
  /** The PIN-protected profile whose deletion is asking for its PIN. */
  const deleting = useSignal<string | null>(null);
  const load = useLoad(async () => {
    const [profiles, finished] = await Promise.all([
      services.profiles.list(),
      services.games.list('finished'),
    ]);
    return { profiles, meetings: headToHead(finished) };
  }, []);
  const attempts = useAttempts();
  /** Runs a change, then reads the profiles again. */
  const change = (action: () => Promise<unknown>) =>
    attempts.attempt(() => action().then(load.retry));
  const list = load.status === 'ready' ? load.value.profiles : [];
  const meetings = load.status === 'ready' ? load.value.meetings : new Map<string, Meeting[]>();
  const title = (id: string) => playableGames().find((g) => g.id === id)?.title ?? id;
  return (
    <div class="screen">
      <NavBar />
      <h1>{t('profiles.title')}</h1>
      <ActionFailed attempts={attempts} />
      {load.status !== 'ready' && <Pending load={load} />}
      {list.length === 0 && load.status === 'ready' && <p class="muted">{t('profiles.empty')}</p>}
      <ul class="profile-list">
        {list.map((p) => (
          <li key={p.id} class="profile-item">
            <SeatChip name={p.name} color={p.color} />
            <span class="muted">
              {Object.keys(p.records).length === 0
                ? t('profiles.noRecord')
                : Object.entries(p.records)
                    .map(([g, r]) =>
                      t('profiles.record', { game: title(g), won: r.won, played: r.played }),
                    )
                    .join(' · ')}
            </span>
            {(meetings.get(p.id) ?? []).length > 0 && (
              <span class="profile-item__h2h">
                {(meetings.get(p.id) ?? [])
                  .map((m) =>
                    t('profiles.versus', {
                      name: list.find((q) => q.id === m.other)?.name ?? '?',
                      won: m.won,
                      lost: m.lost,
                      drawn: m.drawn > 0 ? t('profiles.drawn', { n: m.drawn }) : '',
                    }),
                  )
                  .join(' · ')}
              </span>
            )}
            {deleting.value === p.id && p.pin ? (
              // Deleting a PIN-protected profile would open its seats freely: only its owner may.
              <PinForm
                class="pin-inline"
                name={p.name}
                pin={p.pin}
                openLabel={t('profiles.delete')}
                onOpen={() => {
                  deleting.value = null;
                  change(() => services.profiles.remove(p.id));
                }}
                onCancel={() => (deleting.value = null)}
              />
            ) : (
              <button
                type="button"
                onClick={() => {
                  if (p.pin) deleting.value = p.id;
                  else change(() => services.profiles.remove(p.id));
                }}
              >
                {t('profiles.delete')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <form
        class="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.value.trim() || (pin.value && !/^\d{4}$/.test(pin.value))) return;
          const profile = {
            name: name.value.trim(),
            color: color.value,
            ...(pin.value && { pin: pin.value }),
          };
          change(async () => {
            await services.profiles.save(profile);
            name.value = '';
            pin.value = '';
          });
        }}
      >
        <h2>{t('profiles.add')}</h2>
        <label class="select-row">
          <span>{t('profiles.name')}</span>
          <input
            value={name.value}
            maxLength={24}
            required
            onInput={(e) => (name.value = (e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        <label class="select-row">
          <span>{t('profiles.color')}</span>
          <ColorSelect value={color.value} onChange={(c) => (color.value = c)} />
        </label>
        <label class="select-row">
          <span>{t('profiles.pin')}</span>
          <input
            value={pin.value}
            inputMode="numeric"
            pattern="\d{4}"
            maxLength={4}
            onInput={(e) => (pin.value = (e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        <button type="submit" class="button-primary">
          {t('profiles.save')}
        </button>
      </form>
    </div>
  );
}
