/**
 * The rejection handler of work whose failure a person need not act on (a wake lock, a
 * sound, an hourly update check, a catalog that falls back to English): it is logged, never
 * dropped. Work a person waits for ends on screen instead (screens/use-load.ts).
 */
export const logFailure =
  (what: string) =>
  (e: unknown): void => {
    console.warn(`${what} failed`, e);
  };
