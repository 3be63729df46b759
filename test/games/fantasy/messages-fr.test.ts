/** The French catalog of Fantasy Fantasy Baseball matches the English one key for key. */
import { describe, expect, it } from 'vitest';
import { fantasyModule } from '../../../src/games/fantasy';
import { MESSAGES } from '../../../src/games/fantasy/messages';
import { MESSAGES_FR } from '../../../src/games/fantasy/messages.fr';
import { expectSameShape } from '../../app/catalog-check';

describe('fantasy: French messages', () => {
  it('have exactly the English keys, each with the same placeholders', () => {
    expectSameShape(MESSAGES, MESSAGES_FR);
  });

  it('are what the module offers, lazily, for fr', async () => {
    expect(await fantasyModule.translations?.fr?.()).toBe(MESSAGES_FR);
  });
});
