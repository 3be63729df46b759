/**
 * The app's start: the shell's words first (a lazy chunk: the device's language, else
 * English), then the first screen. If no words can load, or drawing fails, a plain page
 * says so in both languages and offers to reload: never a blank page.
 */

/** What starting needs: the language loader, the drawing of the shell, and where. */
export interface Start {
  applyLanguage(setting: 'auto' | 'en'): Promise<unknown>;
  draw(): void;
  root: HTMLElement;
}

/** Loads the words and draws; resolves once the app (or the failure page) is on screen. */
export function startApp({ applyLanguage, draw, root }: Start): Promise<void> {
  return applyLanguage('auto')
    .catch((e: unknown) => {
      console.warn('the device language did not load; English instead', e);
      return applyLanguage('en');
    })
    .then(draw)
    .catch((e: unknown) => {
      console.error('the app could not start', e);
      showStartFailure(root);
    });
}

/** The failure page, built without the catalogs (which are what failed to load). */
function showStartFailure(root: HTMLElement): void {
  const doc = root.ownerDocument;
  const section = doc.createElement('section');
  section.className = 'trouble';
  section.setAttribute('role', 'alert');
  const lines = [
    ['en', 'Dugout could not start. Check the connection once, then reload.'],
    ['fr', 'Dugout n’a pas pu démarrer. Vérifiez la connexion, puis rechargez.'],
  ];
  for (const [lang, text] of lines) {
    const p = doc.createElement('p');
    p.lang = lang ?? 'en';
    p.textContent = text ?? '';
    section.append(p);
  }
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'button-primary';
  button.textContent = 'Reload · Recharger';
  button.addEventListener('click', () => doc.defaultView?.location.reload());
  section.append(button);
  root.replaceChildren(section);
}
