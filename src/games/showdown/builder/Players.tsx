import { useSignal } from '@preact/signals';
import { findCard } from '../content';
import { PlayerCard } from '../board/PlayerCard';
import { POSITIONS, type PlayerCard as Card, type Position } from '../types';
import type { EditorModel, KindFilter } from './model';
import { BT } from './text';

/** What a card is, in a few words: role, positions or Control, IP. */
function describeCard(c: Card): string {
  if (c.kind === 'pitcher') return BT.pitcherLine(BT.kinds[c.role], c.control, c.ip);
  const pos = c.slots.map((s) => (s.pos === '-' ? '—' : s.pos)).join(' ');
  return BT.hitterLine(c.onBase, c.speed, pos);
}

function Filters({ model }: { model: EditorModel }) {
  const f = model.filters.value;
  return (
    <fieldset class="sb-filters">
      <legend class="visually-hidden">{BT.filters}</legend>
      <label>
        <span>{BT.kind}</span>
        <select
          value={f.kind}
          onChange={(e) => model.filter({ kind: e.currentTarget.value as KindFilter })}
        >
          {(Object.keys(BT.kinds) as KindFilter[]).map((k) => (
            <option key={k} value={k}>
              {BT.kinds[k]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{BT.position}</span>
        <select
          value={f.pos}
          onChange={(e) => model.filter({ pos: e.currentTarget.value as Position | '' })}
        >
          <option value="">{BT.anyPosition}</option>
          {POSITIONS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{BT.search}</span>
        <input
          type="search"
          value={f.name}
          onInput={(e) => model.filter({ name: e.currentTarget.value })}
        />
      </label>
      <label>
        <span>{BT.maxPoints}</span>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={10}
          value={f.max ?? ''}
          onInput={(e) => {
            const n = e.currentTarget.valueAsNumber;
            model.filter({ max: Number.isFinite(n) ? n : null });
          }}
        />
      </label>
    </fieldset>
  );
}

/** The player cards to choose from, filtered, each with Add and (hitters) Add as backup. */
export function PlayerPicker({ model }: { model: EditorModel }) {
  const shown = useSignal<string | null>(null);
  const list = model.players.value;
  const onTeam = model.onTeam.value;
  const full = model.draft.value.roster.length >= 20;
  return (
    <section class="sb-panel sb-picker" aria-labelledby="sb-picker-h">
      <h2 id="sb-picker-h">
        {BT.tabs.players} <small class="muted num">{BT.found(list.length)}</small>
      </h2>
      <Filters model={model} />
      {shown.value && findCard(shown.value) && (
        <div class="sb-preview">
          <PlayerCard
            id={shown.value}
            role={BT.player}
            value={cardValue(shown.value)}
            read={null}
          />
          <button type="button" onClick={() => (shown.value = null)}>
            {BT.close}
          </button>
        </div>
      )}
      <ul class="sb-players" data-testid="player-list">
        {list.map((c) => {
          const taken = onTeam.has(c.id);
          return (
            <li key={c.id} class="sb-player" data-player={c.id}>
              <button
                type="button"
                class="sb-player__name"
                aria-label={BT.showCard(c.name)}
                onClick={() => (shown.value = c.id)}
              >
                <span>{c.name}</span>
                <small class="muted">{describeCard(c)}</small>
              </button>
              <span class="sb-player__pts num">{c.points}</span>
              {taken ? (
                <span class="sb-player__on">{BT.onTeam}</span>
              ) : (
                <span class="sb-player__add">
                  <button
                    type="button"
                    aria-label={BT.addName(c.name)}
                    disabled={full}
                    onClick={() => model.addPlayer(c.id)}
                  >
                    {BT.add}
                  </button>
                  {c.kind === 'hitter' && (
                    <button
                      type="button"
                      aria-label={BT.addBackupName(c.name)}
                      disabled={full}
                      onClick={() => model.addPlayer(c.id, true)}
                    >
                      {BT.addBackup}
                    </button>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const cardValue = (id: string): number => {
  const c = findCard(id);
  return c?.kind === 'pitcher' ? c.control : (c?.onBase ?? 0);
};

/** The 20 (or so far fewer) players on the team, each with Remove and backup switch. */
export function Roster({ model }: { model: EditorModel }) {
  const roster = model.draft.value.roster;
  return (
    <section class="sb-panel sb-roster" aria-labelledby="sb-roster-h">
      <h2 id="sb-roster-h">
        {BT.roster} <small class="muted num">{BT.players(roster.length)}</small>
      </h2>
      {roster.length === 0 && <p class="muted">{BT.emptyRoster}</p>}
      <ul class="sb-players" data-testid="roster">
        {roster.map((e) => {
          const c = findCard(e.p);
          const name = c?.name ?? e.p;
          return (
            <li key={e.p} class="sb-player" data-player={e.p}>
              <span class="sb-player__name">
                <span>
                  {name}
                  {e.backup && <span class="sb-tag">{BT.backup}</span>}
                </span>
                <small class="muted">{c && describeCard(c)}</small>
              </span>
              <span class="sb-player__pts num">
                {c ? (e.backup ? c.points / 5 : c.points) : ''}
              </span>
              <span class="sb-player__add">
                {c?.kind === 'hitter' && (
                  <button type="button" onClick={() => model.setBackup(e.p, !e.backup)}>
                    {e.backup ? BT.makeRegular : BT.makeBackup}
                  </button>
                )}
                <button
                  type="button"
                  aria-label={BT.removeName(name)}
                  onClick={() => model.removePlayer(e.p)}
                >
                  {BT.drop}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
