/**
 * Per-target limits (LoB 5.3.1, 5.3.12, 5.6.2): from opponents, at most one event and two OPS
 * cards per phase on any one owner, and nothing played directly on an owner who has passed.
 * Plays on oneself are unlimited; table-wide and left/right effects ignore the limits.
 */
import { must } from '../../../engine/types';
import type { Owner } from '../state';
import { editOwner } from './copy';

export const EVENT_LIMIT = 1;
export const OPS_LIMIT = 2;

/** Refuses a direct play on an opponent that the limits forbid. */
export function checkDirectPlay(target: Owner, kind: 'event' | 'ops'): void {
  must(!target.passed, 'target-passed', '5.3.12', 'no direct plays on an owner who has passed');
  if (kind === 'event')
    must(
      target.against.events < EVENT_LIMIT,
      'event-limit',
      '5.6.2',
      'one event per opponent a phase',
    );
  else
    must(
      target.against.ops < OPS_LIMIT,
      'ops-limit',
      '5.6.2',
      'two OPS cards per opponent a phase',
    );
}

/** Marks a direct play by an opponent with a cube on the target's mat (LoB 5.6.2). */
export function markAgainst(target: Owner, kind: 'event' | 'ops'): Owner {
  const against =
    kind === 'event'
      ? { events: target.against.events + 1, ops: target.against.ops }
      : { events: target.against.events, ops: target.against.ops + 1 };
  return editOwner(target, { against });
}
