/** Test helpers for refused moves: the RulesError a call throws, or its code and section. */
import { RulesError } from '../../src/engine/types';

/** The RulesError `run` throws; fails the test if it throws nothing or something else. */
export function refusal(run: () => unknown): RulesError {
  try {
    run();
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
  throw new Error('expected a RulesError, nothing was thrown');
}

/** "code §SECTION" of the RulesError `run` throws, or 'accepted' when it throws nothing. */
export function refusalCode(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof RulesError) return `${e.code} ${e.section}`;
    throw e;
  }
  return 'accepted';
}
