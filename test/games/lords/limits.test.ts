import { describe, expect, it } from 'vitest';
import { checkDirectPlay, markAgainst } from '../../../src/games/lords/rules/limits';
import { owner } from './helpers';

describe('§5.6.2 per-target limits', () => {
  it("A plays 4 OPS on B for losses: B's OPS-against count rises to 1", () => {
    const b = markAgainst(owner(), 'ops');
    expect(b.against).toEqual({ events: 0, ops: 1 });
  });
  it('one event and two OPS cards from opponents a phase', () => {
    const b = markAgainst(markAgainst(markAgainst(owner(), 'ops'), 'ops'), 'event');
    expect(() => checkDirectPlay(b, 'ops')).toThrow(
      expect.objectContaining({ code: 'ops-limit', section: '5.6.2' }),
    );
    expect(() => checkDirectPlay(b, 'event')).toThrow(
      expect.objectContaining({ code: 'event-limit' }),
    );
    expect(() => checkDirectPlay(markAgainst(owner(), 'ops'), 'ops')).not.toThrow();
  });
  it('§5.3.12: nothing is played directly on an owner who has passed', () => {
    expect(() => checkDirectPlay(owner({ passed: true }), 'event')).toThrow(
      expect.objectContaining({ code: 'target-passed', section: '5.3.12' }),
    );
  });
});
