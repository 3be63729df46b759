import { useSignal } from '@preact/signals';
import { useLocation } from 'preact-iso';
import { defaultOptions } from '../../engine/options';
import type { BotLevel, OptionSpec, Options, Seat } from '../../engine/types';
import type { SetupChoice } from '../../ui/teams';
import { metaText, t, type MessageKey } from '../i18n';
import { findGame } from '../games';
import { useServices } from '../services';
import { Pending } from './Trouble';
import { describeFailure, useLoad } from './use-load';
import { isQuotaError } from '../../store/errors';
import { NavBar } from './NavBar';
import { EDGE_PEOPLE, type TableMode } from '../models/edges';
import { recallGroupMode, rememberGameMode, rememberGroupMode } from '../table-choice';
import { ColorSelect } from './ColorSelect';
import './Forms.css';
import { NotFound } from './NotFound';

type Kind = 'human' | BotLevel;
interface SeatDraft {
  name: string;
  kind: Kind;
  color: number;
  profileId: string;
}
const KIND_LABEL: Record<Kind, MessageKey> = {
  human: 'new.human',
  easy: 'new.botEasy',
  normal: 'new.botNormal',
  hard: 'new.botHard',
};

/** Checks a table before it starts; returns the message for the first problem. */
export function seatProblem(seats: readonly SeatDraft[]): MessageKey | null {
  if (!seats.some((s) => s.kind === 'human')) return 'new.needHuman';
  if (seats.some((s) => !s.name.trim())) return 'new.nameEmpty';
  const names = seats.map((s) => s.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) return 'new.nameTaken';
  // A seat is told by its colour (and its mark): two seats never share one.
  if (new Set(seats.map((s) => s.color)).size !== seats.length) return 'new.colorTaken';
  return null;
}

/** The first seat colour (1-6) no other seat uses. */
export function freeColor(seats: readonly SeatDraft[]): number {
  for (let c = 1; c <= 6; c++) if (!seats.some((s) => s.color === c)) return c;
  return 1;
}

/**
 * A seat switched between person and bot: a name the form gave it ("Player 2", "Bot 2")
 * follows the switch, so a bot is never left called "Player 2"; a name someone typed stays.
 */
export function switchKind(seat: SeatDraft, n: number, kind: Kind): SeatDraft {
  const given = [t('new.defaultName', { n }), t('new.botName', { n })];
  const name = given.includes(seat.name.trim())
    ? t(kind === 'human' ? 'new.defaultName' : 'new.botName', { n })
    : seat.name;
  return { ...seat, kind, name, ...(kind !== 'human' && { profileId: '' }) };
}

/** New game: seats (name or profile, colour, person or bot level) and the rulebook's options. */
export function NewGame({ game }: { game: string }) {
  const entry = findGame(game);
  const services = useServices();
  const { route } = useLocation();
  const seats = useSignal<SeatDraft[]>([]);
  const options = useSignal<Options>({});
  const problem = useSignal<MessageKey | null>(null);
  /** Why the game could not be stored, when "Start game" failed. */
  const failed = useSignal<string | null>(null);
  /** How the people share the tablet, once someone chose here (else as this group last did). */
  const tableChoice = useSignal<TableMode | null>(null);
  const load = useLoad(async () => {
    if (!entry) return null;
    // Games with a team builder add the player's saved teams to their team selects.
    const [m, profiles, teamChoices] = await Promise.all([
      entry.load(),
      services.profiles.list(),
      entry.loadTeams
        ? Promise.all([entry.loadTeams(), services.teams.list(entry.id)]).then(([ui, saved]) => ({
            choices: ui.setupChoices,
            saved,
          }))
        : null,
    ]);
    options.value = defaultOptions(m.meta);
    const n = Math.max(m.meta.minSeats, Math.min(2, m.meta.maxSeats));
    seats.value = Array.from({ length: n }, (_, i) => ({
      name: t('new.defaultName', { n: i + 1 }),
      kind: 'human',
      color: i + 1,
      profileId: '',
    }));
    return { module: m, profiles, teamChoices };
  }, [game]);
  if (!entry) return <NotFound what={t('play.notFound')} />;
  if (load.status !== 'ready' || !load.value) return <Pending load={load} />;
  const { module: m, profiles, teamChoices } = load.value;
  const update = (i: number, patch: Partial<SeatDraft>) => {
    seats.value = seats.value.map((s, j) => (j === i ? { ...s, ...patch } : s));
  };
  const people = seats.value.filter((s) => s.kind === 'human').map((s) => s.name.trim());
  const edgesOffered = people.length >= 2 && people.length <= EDGE_PEOPLE;
  const tableMode: TableMode = edgesOffered
    ? (tableChoice.value ?? recallGroupMode(people) ?? 'edges')
    : 'pass';
  const start = async () => {
    const p = seatProblem(seats.value);
    problem.value = p;
    if (p) return;
    const table: Seat[] = seats.value.map((s) => ({
      name: s.name.trim(),
      kind: s.kind === 'human' ? 'human' : 'bot',
      ...(s.kind !== 'human' && { level: s.kind }),
      color: String(s.color),
      ...(s.profileId && { profileId: s.profileId }),
    }));
    let id: string;
    try {
      id = await services.games.create({
        gameType: entry.id,
        seats: table,
        options: options.value,
      });
    } catch (e) {
      // A full device (or storage gone): say so; the form keeps everything as it was.
      failed.value = isQuotaError(e)
        ? t('new.storageFull')
        : t('new.startFailed', { reason: e instanceof Error ? e.message : String(e) });
      return;
    }
    failed.value = null;
    if (people.length >= 2) {
      rememberGameMode(id, tableMode);
      if (edgesOffered) rememberGroupMode(people, tableMode);
    }
    // Asked once a game exists; a browser that will not say leaves storage as it was.
    services.storage.persist().catch((e: unknown) => console.warn('persist() failed', e));
    route(`/play/${id}`);
  };
  const count = seats.value.length;
  return (
    <div class="screen">
      <NavBar />
      <h1>{t('new.title', { game: entry.title })}</h1>
      <a class="button-link" href={`/rules/${entry.id}`} data-testid="read-rules">
        {t('rules.read', { game: entry.title })}
      </a>
      <form
        class="form"
        onSubmit={(e) => {
          e.preventDefault();
          start().catch((e: unknown) => (failed.value = describeFailure(e)));
        }}
      >
        <fieldset>
          <legend>{t('new.seats')}</legend>
          {seats.value.map((s, i) => (
            <div class="seat-row" key={i}>
              <label>
                <span class="visually-hidden">{t('new.seatName', { n: i + 1 })}</span>
                <input
                  value={s.name}
                  maxLength={24}
                  onInput={(e) =>
                    update(i, { name: (e.currentTarget as HTMLInputElement).value, profileId: '' })
                  }
                />
              </label>
              <label>
                <span class="visually-hidden">{t('new.profile')}</span>
                <select
                  value={s.profileId}
                  onChange={(e) => {
                    const p = profiles.find(
                      (x) => x.id === (e.currentTarget as HTMLSelectElement).value,
                    );
                    update(
                      i,
                      p
                        ? { profileId: p.id, name: p.name, color: p.color, kind: 'human' }
                        : { profileId: '' },
                    );
                  }}
                >
                  <option value="">{t('new.noProfile')}</option>
                  {profiles.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <span class="visually-hidden">{t('new.seatKind', { n: i + 1 })}</span>
                <select
                  value={s.kind}
                  onChange={(e) =>
                    update(
                      i,
                      switchKind(s, i + 1, (e.currentTarget as HTMLSelectElement).value as Kind),
                    )
                  }
                >
                  {(Object.keys(KIND_LABEL) as Kind[]).map((k) => (
                    <option key={k} value={k}>
                      {t(KIND_LABEL[k])}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <span class="visually-hidden">{t('new.color', { n: i + 1 })}</span>
                <ColorSelect value={s.color} onChange={(color) => update(i, { color })} />
              </label>
              {count > m.meta.minSeats && (
                <button
                  type="button"
                  onClick={() => (seats.value = seats.value.filter((_, j) => j !== i))}
                >
                  {t('new.removeSeat', { name: s.name })}
                </button>
              )}
            </div>
          ))}
          {count < m.meta.maxSeats && (
            <button
              type="button"
              onClick={() =>
                (seats.value = [
                  ...seats.value,
                  {
                    name: t('new.botName', { n: count + 1 }),
                    kind: 'normal',
                    color: freeColor(seats.value),
                    profileId: '',
                  },
                ])
              }
            >
              {t('new.addSeat')}
            </button>
          )}
        </fieldset>
        {people.length >= 2 && (
          <fieldset class="table-choice" data-testid="table-choice">
            <legend>{t('table.legend')}</legend>
            {edgesOffered ? (
              (['edges', 'pass'] as const).map((mode) => (
                <label class="check-row" key={mode}>
                  <input
                    type="radio"
                    name="table-mode"
                    value={mode}
                    checked={tableMode === mode}
                    onChange={() => (tableChoice.value = mode)}
                  />
                  <span>
                    {t(mode === 'edges' ? 'table.edges' : 'table.pass')}
                    <small class="muted">
                      {' '}
                      — {t(mode === 'edges' ? 'table.edgesHelp' : 'table.passHelp')}
                    </small>
                  </span>
                </label>
              ))
            ) : (
              <p class="muted">{t('table.edgesFor')}</p>
            )}
          </fieldset>
        )}
        {m.meta.options.length > 0 && (
          <fieldset>
            <legend>{t('new.options')}</legend>
            {m.meta.options
              .filter((o) => o.kind !== 'text' && (!o.seats || o.seats.includes(count)))
              .map((o) => (
                <OptionField
                  key={o.key}
                  spec={o}
                  options={options.value}
                  choices={teamChoices?.choices(o, teamChoices.saved) ?? null}
                  onChange={(set) => (options.value = { ...options.value, ...set })}
                  say={(part, english) => metaText(m, `${m.id}.option.${o.key}${part}`, english)}
                />
              ))}
            {entry.loadTeams && (
              <a class="button-link" href={`/teams/${entry.id}`} data-testid="build-team">
                {t('new.buildTeam')}
              </a>
            )}
          </fieldset>
        )}
        {problem.value && (
          <p role="alert" class="notice notice--error">
            {t(problem.value)}
          </p>
        )}
        {failed.value && (
          <p role="alert" class="notice notice--error">
            {failed.value}
          </p>
        )}
        <button type="submit" class="button-primary" data-testid="start-game">
          {t('new.start')}
        </button>
      </form>
    </div>
  );
}

/** A choice option's entries: the game's own (saved teams...) or the spec's. */
function entriesOf(spec: OptionSpec, choices: readonly SetupChoice[] | null): SetupChoice[] {
  if (choices) return [...choices];
  if (spec.kind !== 'choice') return [];
  return spec.choices.map((c) => ({
    value: c.value,
    label: c.label,
    set: { [spec.key]: c.value },
  }));
}

function OptionField({
  spec,
  options,
  choices,
  onChange,
  say,
}: {
  spec: OptionSpec;
  options: Options;
  /** Entries a game builds for this option (null: the spec's choices). */
  choices: readonly SetupChoice[] | null;
  onChange: (set: Options) => void;
  /** The option's text in the active language: `part` is '' (label), '.help' or '.=<value>'. */
  say: (part: string, english: string) => string;
}) {
  const value = options[spec.key];
  if (spec.kind === 'boolean') {
    return (
      <label class="check-row">
        <input
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange({ [spec.key]: (e.currentTarget as HTMLInputElement).checked })}
        />
        <span>
          {say('', spec.label)}
          {spec.help && <small class="muted"> — {say('.help', spec.help)}</small>}
        </span>
      </label>
    );
  }
  const entries = entriesOf(spec, choices);
  // The entry shown is the one whose options are all set now.
  const current = entries.find((c) => Object.entries(c.set).every(([k, v]) => options[k] === v));
  const groups = [...new Set(entries.map((c) => c.group ?? ''))];
  const option = (c: SetupChoice) => (
    <option key={c.value} value={c.value}>
      {say(`.=${c.value}`, c.label)}
    </option>
  );
  return (
    <label class="select-row">
      <span>{say('', spec.label)}</span>
      <select
        value={current?.value ?? ''}
        onChange={(e) => {
          const c = entries.find((x) => x.value === (e.currentTarget as HTMLSelectElement).value);
          if (c) onChange(c.set);
        }}
      >
        {groups.map((g) =>
          g === '' ? (
            entries.filter((c) => !c.group).map(option)
          ) : (
            <optgroup key={g} label={g}>
              {entries.filter((c) => c.group === g).map(option)}
            </optgroup>
          ),
        )}
      </select>
    </label>
  );
}
