/**
 * A drawer of the decision: a button that opens a panel over the decision with the rarer
 * controls (the Trade Chart, the Cycle, farm promotions), so the hand and the usual plays keep
 * the screen. It closes with its button, and after a play made from it.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { TT } from './table-text';

export function Drawer(props: { label: string; title: string; children: ComponentChildren }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        class="lords-act lords-drawer__open"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {props.label}
      </button>
      {open && (
        <section
          class="lords-drawer"
          role="dialog"
          aria-label={props.title}
          onClick={(e) => {
            if ((e.target as Element).closest('[data-action]')) setOpen(false);
          }}
        >
          <header class="lords-drawer__head">
            <h3 class="lords-h3">{props.title}</h3>
            <button type="button" class="lords-act" onClick={() => setOpen(false)}>
              {TT.close}
            </button>
          </header>
          {props.children}
        </section>
      )}
    </>
  );
}
