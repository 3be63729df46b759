/** The winner's trophy, drawn in SVG (results headline, the end-of-game celebration). */
export function Trophy({ class: cls, size }: { class: string; size?: number }) {
  return (
    <svg class={cls} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d="M7 3h10v3h3v2a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V6h3V3Zm0 5H6a2 2 0 0 0 1 1.7V8Zm10 0v1.7A2 2 0 0 0 18 8h-1Z"
        fill="currentColor"
      />
    </svg>
  );
}
