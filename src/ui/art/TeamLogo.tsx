/** A team's emblem (team-logo.ts): its shape, a ring or a band, and its initials. Decorative. */
import { LOGO_PATHS, logoSpec } from './team-logo';
import type { TeamColors } from './portrait-spec';

export function TeamLogo({
  id,
  name,
  colors,
  class: cls,
}: {
  id: string;
  name: string;
  colors: TeamColors;
  class?: string;
}) {
  const s = logoSpec(id, name, colors);
  const d = LOGO_PATHS[s.shape];
  const textX = s.shape === 'pennant' ? 16 : 20;
  return (
    <svg class={cls} viewBox="0 0 40 40" aria-hidden="true" focusable="false" data-art="logo">
      <path d={d} fill={s.colors.main} stroke={s.colors.trim} stroke-width="2" />
      {/* Inside the edge: a thin ring, or a soft inner field behind the letters. */}
      <path
        d={d}
        fill={s.ring ? 'none' : s.colors.trim}
        fill-opacity={s.ring ? undefined : 0.25}
        stroke={s.ring ? s.colors.trim : 'none'}
        stroke-width="1"
        transform={`translate(20 20) scale(${s.ring ? 0.8 : 0.6}) translate(-20 -20)`}
      />
      <text
        x={textX}
        y="25"
        text-anchor="middle"
        font-size={s.initials.length > 1 ? 13 : 17}
        font-weight="700"
        fill={s.colors.trim}
        font-family="system-ui, sans-serif"
      >
        {s.initials}
      </text>
    </svg>
  );
}
