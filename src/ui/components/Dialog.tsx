/**
 * A modal on the platform's <dialog>, opened with showModal: the page behind it is inert, the
 * focus stays inside, and the browser's own Escape (its `cancel` event) closes it, as do the
 * Close button (focused first, so a keyboard user lands on the way out) and a tap on the
 * backdrop. What it shows and the moves it offers come from the board; the move buttons go
 * before Close. Used by every board's "read the card whole".
 */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { localized } from '../language';
import './Dialog.css';

const WORDS = localized({ en: { close: 'Close' }, fr: { close: 'Fermer' } });

export function Dialog({
  label,
  onClose,
  actions,
  class: extra = '',
  children,
}: {
  /** Its accessible name: what it shows (a card's name). */
  label: string;
  onClose: () => void;
  /** Buttons offered beside Close (a card's moves). */
  actions?: ComponentChildren;
  /** The board's own class, for what it styles inside. */
  class?: string;
  children: ComponentChildren;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const d = dialog.current;
    if (d && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    close.current?.focus();
    return () => {
      if (d?.open) d.close();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      class={`dialog ${extra}`.trim()}
      aria-label={label}
      onCancel={(e) => {
        // Escape: the board decides (it unmounts the dialog), not the browser.
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        // Where the platform sends no `cancel` for Escape (test DOMs, older engines).
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
      onClick={(e) => {
        // A tap outside the content lands on the <dialog> itself (its backdrop).
        if (e.target === dialog.current) onClose();
      }}
    >
      <div class="dialog__body">
        {children}
        <div class="dialog__actions">
          {actions}
          <button type="button" ref={close} onClick={onClose}>
            {WORDS.close}
          </button>
        </div>
      </div>
    </dialog>
  );
}
