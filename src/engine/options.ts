/** Game options (variants): defaults and validation against a game's declared specs. */
import { RulesError, type GameMeta, type Options } from './types';

/** Each option at its rulebook default. */
export function defaultOptions(meta: GameMeta): Options {
  return Object.fromEntries(meta.options.map((o) => [o.key, o.default]));
}

/** Options checked against the game's specs for a seat count; unknown or bad values refused. */
export function parseOptions(meta: GameMeta, seats: number, given: Options): Options {
  if (seats < meta.minSeats || seats > meta.maxSeats) {
    throw new RulesError(
      'bad-seat-count',
      'setup',
      `${meta.title} takes ${meta.minSeats}-${meta.maxSeats} players`,
    );
  }
  const out: Record<string, boolean | string> = { ...defaultOptions(meta) };
  for (const [key, value] of Object.entries(given)) {
    const spec = meta.options.find((o) => o.key === key);
    if (!spec)
      throw new RulesError('unknown-option', 'setup', `no option "${key}" in ${meta.title}`);
    const ok =
      spec.kind === 'boolean'
        ? typeof value === 'boolean'
        : spec.kind === 'text'
          ? typeof value === 'string'
          : spec.choices.some((c) => c.value === value);
    if (!ok) throw new RulesError('bad-option', 'setup', `bad value for option "${key}"`);
    if (spec.seats && !spec.seats.includes(seats) && value !== spec.default) {
      throw new RulesError(
        'option-not-for-seats',
        'setup',
        `option "${key}" is for ${spec.seats.join(', ')} players`,
      );
    }
    out[key] = value;
  }
  // Text is checked last, against every option: its meaning may hang on another (a choice).
  for (const spec of meta.options) {
    if (spec.kind !== 'text' || !spec.validate) continue;
    const problem = spec.validate(String(out[spec.key]), out);
    if (problem !== null) throw new RulesError('bad-option', 'setup', problem);
  }
  return out;
}
