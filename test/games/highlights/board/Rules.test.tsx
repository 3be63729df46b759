// @vitest-environment happy-dom
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { highlightsModule } from '../../../../src/games/highlights';
import { highlightsUi } from '../../../../src/games/highlights/ui';
import { sayFor } from './table';

describe('the Highlights rules reference', () => {
  it('has a contents list linking every section, and every action keyword of the cards', () => {
    const { Rules } = highlightsUi;
    const { container, getByRole } = render(<Rules say={sayFor} />);
    const toc = getByRole('navigation', { name: 'Contents' });
    const links = [...toc.querySelectorAll('a')];
    expect(links.length).toBeGreaterThanOrEqual(9);
    for (const a of links) {
      const id = (a.getAttribute('href') ?? '').slice(1);
      expect(container.querySelector(`[id="${id}"]`)).not.toBeNull();
    }
    for (const key of ['Glove', 'Double Play', 'Knuckleball', 'Walk', 'Stolen Base', 'Cloning'])
      expect(container.textContent).toContain(key);
    expect(container.textContent).toContain('Visitor Save');
    // The credit: the rulebook's designer and publisher, as the module's meta names them.
    expect(container.textContent).toContain(highlightsModule.meta.credit?.designers ?? '?');
    expect(container.textContent).toContain('Eagle-Gryphon Games');
  });
});
