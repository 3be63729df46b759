// @vitest-environment happy-dom
/**
 * Switching the language in Settings re-renders the screen in French without a reload and
 * sets <html lang>, which is what makes CSS `hyphens: auto` use the French dictionary.
 */
import { signal } from '@preact/signals';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentSettings } from '../../src/app/DocumentSettings';
import { applyLanguage } from '../../src/app/i18n';
import { Settings } from '../../src/app/screens/Settings';
import { ServicesContext, type AppServices, type SettingsModel } from '../../src/app/services';

function services(language: SettingsModel['language']['value']) {
  const save = vi.fn(() => Promise.resolve());
  const settings: SettingsModel = {
    responseMode: signal('ask-all'),
    botSpeed: signal('normal'),
    motion: signal('system'),
    theme: signal('system'),
    sound: signal('on'),
    language: signal(language),
    save,
  };
  const storage = { status: () => new Promise<never>(() => undefined), persist: vi.fn() };
  return { value: { settings, storage } as unknown as AppServices, settings, save };
}

afterEach(async () => {
  await applyLanguage('en', []);
});

describe('the language setting on screen', () => {
  it('switching to Français changes the visible strings and document lang, and saves', async () => {
    const s = services('en');
    render(
      <ServicesContext.Provider value={s.value}>
        <DocumentSettings />
        <Settings />
      </ServicesContext.Provider>,
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Settings');

    fireEvent.click(screen.getByLabelText('Français'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Réglages'),
    );
    expect(document.documentElement.lang).toBe('fr');
    expect(s.settings.language.value).toBe('fr');
    expect(s.save).toHaveBeenCalled();
    // The language names read the same in both languages.
    expect(screen.getByLabelText('English')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('English'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Settings'),
    );
    expect(document.documentElement.lang).toBe('en');
  });

  it("'auto' follows the device's languages", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    const s = services('auto');
    render(
      <ServicesContext.Provider value={s.value}>
        <DocumentSettings />
        <Settings />
      </ServicesContext.Provider>,
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(screen.getByLabelText('Suivre l’appareil')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
