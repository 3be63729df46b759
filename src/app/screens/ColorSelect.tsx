import { t, type MessageKey } from '../i18n';

/** The six seat colours, each named (a colour is never shown by its hue alone). */
export const SEAT_COLORS = [1, 2, 3, 4, 5, 6] as const;

/** A select of the seat colours. */
export function ColorSelect({ value, onChange }: { value: number; onChange: (c: number) => void }) {
  return (
    <select
      value={String(value)}
      onChange={(e) => onChange(Number((e.currentTarget as HTMLSelectElement).value))}
    >
      {SEAT_COLORS.map((c) => (
        <option key={c} value={String(c)}>
          {t(`color.${c}` as MessageKey)}
        </option>
      ))}
    </select>
  );
}
