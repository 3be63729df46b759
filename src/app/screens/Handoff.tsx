import { useState } from 'preact/hooks';
import { HoldButton } from '../../ui/components/HoldButton';
import { t } from '../i18n';
import { PinForm } from './PinForm';
import './Handoff.css';

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
          <ol class="handoff__lines">
            {recap.slice(-8).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
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
