import { useState } from 'preact/hooks';
import { t } from '../i18n';
import './PinForm.css';

/**
 * Asks for a seat's PIN: a labelled field, Open and Cancel. Open stays disabled while the
 * field is empty, so the finger lifting off the hold that brought the form up (which lands
 * where Open now is) cannot submit it. `onOpen` runs only for the right PIN.
 */
export function PinForm({
  name,
  pin,
  onOpen,
  onCancel,
  class: className = 'handoff__pin',
  openLabel = t('handoff.pinEnter'),
}: {
  name: string;
  pin: string;
  onOpen: () => void;
  onCancel: () => void;
  class?: string;
  openLabel?: string;
}) {
  const [entered, setEntered] = useState('');
  const [wrong, setWrong] = useState(false);
  return (
    <form
      class={className}
      onSubmit={(e) => {
        e.preventDefault();
        if (entered === pin) onOpen();
        else {
          setWrong(true);
          setEntered('');
        }
      }}
    >
      <label>
        {t('handoff.pin', { name })}
        <input
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={entered}
          onInput={(e) => {
            setEntered((e.currentTarget as HTMLInputElement).value);
            setWrong(false);
          }}
          autoFocus
        />
      </label>
      {wrong && <p role="alert">{t('handoff.pinWrong')}</p>}
      <div class="pin-form__actions">
        <button type="submit" class="button-primary" disabled={entered.length === 0}>
          {openLabel}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
