// @vitest-environment happy-dom
/**
 * The coach's ring stays on its control when the board redraws that control's class (a card
 * that becomes playable): Fantasy's guided game lost it that way in the Championship Series
 * and the learner was left with "Try: Play Tibbs the Tomcat" and nothing ringed (issue 23
 * item 4, found by test/e2e/learn-fantasy.e2e.mjs).
 */
import { cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Prompt } from '../../src/engine/types';
import type { AnyModule } from '../../src/games/registry';
import { CoachNote } from '../../src/app/screens/CoachNote';
import type { Coach } from '../../src/ui/board';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const PLAY = { t: 'place', c: 'c44' };

const coach: Coach = {
  seed: 'ring',
  others: [{ level: 'normal' }],
  welcome: () => 'Welcome',
  tip: () => 'Answer the away team at that stat.',
};

function table(): HTMLButtonElement {
  const main = document.createElement('main');
  main.className = 'play__table';
  const card = document.createElement('button');
  card.className = 'card';
  card.setAttribute('data-action', JSON.stringify(PLAY));
  main.append(card);
  document.body.append(main);
  return card;
}

function note() {
  const prompt = { seat: 0, msg: 'place' } as unknown as Prompt;
  return (
    <CoachNote
      coach={coach}
      module={{} as unknown as AnyModule}
      view={{}}
      seat={0}
      prompt={prompt}
      actions={[PLAY]}
      moves={80}
      first={false}
      say={(key) => key}
      onOff={() => {}}
    />
  );
}

describe('the coach ring', () => {
  it('rings the suggested move and names it on the note', () => {
    const card = table();
    const { getByTestId } = render(note());
    expect(card.classList.contains('coach-target')).toBe(true);
    expect(getByTestId('coach').getAttribute('data-suggested')).toBe(JSON.stringify(PLAY));
  });

  it('comes back when the board redraws the ringed control with a new class', async () => {
    const card = table();
    render(note());
    card.className = 'card card--actionable';
    expect(card.classList.contains('coach-target')).toBe(false);
    await waitFor(() => expect(card.classList.contains('coach-target')).toBe(true));
  });

  it('leaves with the note', () => {
    const card = table();
    const { unmount } = render(note());
    unmount();
    expect(card.classList.contains('coach-target')).toBe(false);
  });
});
