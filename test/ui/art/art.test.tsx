// @vitest-environment happy-dom
/** Portraits and team emblems drawn from data: the same id draws the same, ids differ. */
import { cleanup, render } from '@testing-library/preact';
import type { VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import {
  Portrait,
  TeamLogo,
  initialsOf,
  logoSpec,
  portraitSpec,
  type PortraitInput,
} from '../../../src/ui/art';

const COLORS = { main: '#1f5fbf', trim: '#f7f5ee' };
const input = (id: string, over: Partial<PortraitInput> = {}): PortraitInput => ({
  id,
  role: 'batter',
  colors: COLORS,
  ...over,
});
/** The markup a drawing renders to. */
function renderToString(node: VNode): string {
  const { container } = render(node);
  const html = container.innerHTML;
  cleanup();
  return html;
}
const markup = (props: PortraitInput) => renderToString(<Portrait {...props} />);
const IDS = Array.from({ length: 40 }, (_, k) => String(k + 1).padStart(3, '0'));

describe('portraits', () => {
  it('draw the same portrait for the same id, every time', () => {
    for (const id of IDS) {
      expect(portraitSpec(input(id))).toEqual(portraitSpec(input(id)));
      expect(markup(input(id))).toBe(markup(input(id)));
    }
  });

  it('draw different faces for different ids', () => {
    const drawn = new Set(IDS.map((id) => markup(input(id))));
    // Forty cards, forty drawings: the shapes' parameters spread widely enough.
    expect(drawn.size).toBe(IDS.length);
  });

  it('pose by role and build by type, from nothing but what is passed', () => {
    const poses = new Set(
      (['batter', 'pitcher', 'fielder'] as const).map((role) => markup(input('007', { role }))),
    );
    expect(poses.size).toBe(3);
    const builds = new Set(
      (['human', 'robot', 'cyborg'] as const).map((build) => markup(input('007', { build }))),
    );
    expect(builds.size).toBe(3);
    // The cap wears the team's colours.
    expect(markup(input('007'))).toContain(COLORS.main);
    expect(markup(input('007', { colors: { main: '#abcdef', trim: '#fedcba' } }))).toContain(
      '#abcdef',
    );
  });

  it('are one small, decorative svg that names and numbers nothing', () => {
    const { container } = render(<Portrait {...input('042')} />);
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(1);
    const svg = svgs[0] as SVGElement;
    expect(svg.getAttribute('viewBox')).toBe('0 0 64 64');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    // A handful of shapes, no text, no image, no id (nothing to read a hidden card by).
    const shapes = svg.querySelectorAll('path, circle, ellipse, rect');
    expect(shapes.length).toBeGreaterThan(5);
    expect(shapes.length).toBeLessThan(20);
    expect(svg.querySelector('text, image, foreignObject, [id]')).toBeNull();
    expect(svg.outerHTML).not.toContain('042');
    expect(markup(input('042')).length).toBeLessThan(3000);
  });
});

describe('team emblems', () => {
  it('take the initials of the first two words', () => {
    expect(initialsOf('Harbor Gulls')).toBe('HG');
    expect(initialsOf('Orchard Hollow Pickers')).toBe('OH');
    expect(initialsOf('Comets')).toBe('C');
    expect(initialsOf('Élan du Nord')).toBe('ÉD');
  });

  it('draw the same emblem per id, with its shape, colours and initials', () => {
    const a = renderToString(<TeamLogo id="gulls" name="Harbor Gulls" colors={COLORS} />);
    expect(renderToString(<TeamLogo id="gulls" name="Harbor Gulls" colors={COLORS} />)).toBe(a);
    expect(a).toContain('>HG<');
    expect(a).toContain('aria-hidden="true"');
    const shapes = new Set(
      ['gulls', 'foundry', 'comets', 'orchard', 'fa', 'x1', 'x2', 'x3', 'x4', 'x5'].map(
        (id) => logoSpec(id, 'A B', COLORS).shape,
      ),
    );
    expect(shapes.size).toBeGreaterThan(1);
  });
});
