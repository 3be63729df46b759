// @vitest-environment happy-dom
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { CharCard } from '../../../../src/games/fantasy/board/CharCard';
import { charInfo } from '../../../../src/games/fantasy/content';
import { STATS } from '../../../../src/games/fantasy/types';

describe('a character card face', () => {
  // A Rookie hitter (Evil), a Hall of Fame pitcher (Good), an All-Star hitter (Good).
  it.each([
    ['c01', 'Rookie', 'Evil', 'Abduct'],
    ['c39', 'Hall of Fame', 'Good', 'Justice'],
    ['c13', 'All-Star', 'Good', 'Blessing'],
  ])('%s shows its tier, side and ability in words, and only its stats', (id, tier, side, ab) => {
    const { container } = render(<CharCard id={id} size="full" />);
    const face = container.querySelector(`[data-card="${id}"]`) as Element;
    const text = face.textContent ?? '';
    const card = charInfo(id).card;
    for (const w of [card.name, card.team, `${card.pos}-${card.num}`, tier, side, ab])
      expect(text).toContain(w);
    const shown = [...face.querySelectorAll('.ffb-stat__k')].map((e) => e.textContent);
    expect(shown).toEqual(STATS.filter((s) => (card.stats[s] ?? 0) > 0));
    // Each mark is an emblem beside its word, never a colour alone.
    expect(face.querySelectorAll('.ffb-mark svg')).toHaveLength(2);
    expect(face.getAttribute('aria-label')).toContain(`${tier}, ${side}`);
  });
});
