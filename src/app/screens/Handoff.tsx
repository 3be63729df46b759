import { useState } from 'preact/hooks';
import { HoldButton } from '../../ui/components/HoldButton';
import { t } from '../i18n';
import { PinForm } from './PinForm';
import './Handoff.css';

/** Lines of the recap shown before "earlier". */
const RECAP_LINES = 8;

/**
 * The full-screen cover between two people: "Pass to <name>", the public events since that
 * seat last played (from its own view), and press-and-hold (then an optional PIN) to reveal.
 * Nothing private of anyone is rendered while it is up: the board is not mounted.
 */
export function Handoff({
  name,
  color,
  recap,
  pin,
  onReveal,
}: {
  name: string;
  color: number;
  recap: readonly string[];
  pin?: string;
  onReveal: () => void;
}) {
  const [askPin, setAskPin] = useState(false);
  const [all, setAll] = useState(false);
  // The last lines at first; everything since this seat last played on request.
  const hidden = all ? 0 : Math.max(0, recap.length - RECAP_LINES);
  return (
    <section
      class={`handoff handoff--seat-${color}`}
      aria-label={t('handoff.passTo', { name })}
      data-testid="handoff"
    >
      <h1 class="handoff__name">{t('handoff.passTo', { name })}</h1>
      <div class="handoff__recap">
        <h2>{t('handoff.since')}</h2>
        {recap.length ? (
          <>
            {hidden > 0 && (
              <button type="button" class="handoff__more" onClick={() => setAll(true)}>
                {t('handoff.earlier', { n: hidden })}
              </button>
            )}
            <ol class="handoff__lines" start={hidden + 1}>
              {recap.slice(hidden).map((line, i) => (
                <li key={hidden + i}>{line}</li>
              ))}
            </ol>
          </>
        ) : (
          <p>{t('handoff.nothing')}</p>
        )}
      </div>
      <div class="handoff__reveal">
        {askPin && pin ? (
          <PinForm name={name} pin={pin} onOpen={onReveal} onCancel={() => setAskPin(false)} />
        ) : (
          <HoldButton
            label={t('handoff.hold')}
            holdingLabel={t('handoff.holding')}
            tooShortLabel={t('handoff.holdLonger')}
            onHeld={() => (pin ? setAskPin(true) : onReveal())}
          />
        )}
      </div>
    </section>
  );
}
