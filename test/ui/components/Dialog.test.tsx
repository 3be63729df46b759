// @vitest-environment happy-dom
/** The shared modal: a <dialog> opened as a modal, closed by Close, Escape or its backdrop. */
import { fireEvent, render } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/ui/components/Dialog';

function open(onClose = vi.fn()) {
  const r = render(
    <Dialog
      label="Celestine Mercy"
      onClose={onClose}
      actions={
        <button type="button" data-action="sign">
          Sign
        </button>
      }
    >
      <p>the card</p>
    </Dialog>,
  );
  return { ...r, onClose };
}

describe('Dialog (the shared modal)', () => {
  it('opens as a modal <dialog> named by what it shows, the way out focused first', () => {
    const { getByRole } = open();
    const dialog = getByRole('dialog', { name: 'Celestine Mercy' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement?.textContent).toBe('Close');
    // The board's moves come before Close.
    const buttons = [...dialog.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Sign', 'Close']);
  });

  it('closes with Close, Escape (the platform’s cancel too) and a tap on the backdrop', () => {
    const { getByRole, getByText, onClose } = open();
    fireEvent.click(getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    const cancel = new Event('cancel', { cancelable: true });
    getByRole('dialog').dispatchEvent(cancel);
    expect(onClose).toHaveBeenCalledTimes(3);
    // The browser does not close it by itself: the board unmounts it.
    expect(cancel.defaultPrevented).toBe(true);
    fireEvent.click(getByText('the card'));
    expect(onClose).toHaveBeenCalledTimes(3);
    fireEvent.click(getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(4);
  });

  it('closes the <dialog> when the board takes it away', () => {
    const { getByRole, unmount } = open();
    const dialog = getByRole('dialog') as HTMLDialogElement;
    unmount();
    expect(dialog.open).toBe(false);
  });
});
