import { formatNumber, t, type MessageKey } from '../i18n';
import { useServices } from '../services';
import { NavBar } from './NavBar';
import { ActionFailed, Pending } from './Trouble';
import { useAttempts, useLoad } from './use-load';
import './Forms.css';

const mb = (bytes: number) =>
  `${formatNumber(bytes / 1_000_000, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

function Choice<T extends string>({
  legend,
  value,
  choices,
  onChange,
}: {
  legend: MessageKey;
  value: T;
  choices: readonly [T, MessageKey][];
  onChange: (v: T) => void;
}) {
  return (
    <fieldset>
      <legend>{t(legend)}</legend>
      {choices.map(([v, label]) => (
        <label key={v} class="check-row">
          <input type="radio" name={legend} checked={value === v} onChange={() => onChange(v)} />
          <span>{t(label)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Settings: storage status, response windows, bot speed, language, motion and theme. */
export function Settings() {
  const { settings, storage } = useServices();
  const status = useLoad(() => storage.status(), []);
  const attempts = useAttempts();
  const set = <T,>(sig: { value: T }, v: T) => {
    sig.value = v;
    attempts.attempt(() => settings.save());
  };
  const s = status.status === 'ready' ? status.value : null;
  return (
    <div class="screen">
      <NavBar />
      <h1>{t('settings.title')}</h1>
      <ActionFailed attempts={attempts} />
      <section class="form" aria-labelledby="storage-h">
        <h2 id="storage-h">{t('settings.storage')}</h2>
        {status.status !== 'ready' && <Pending load={status} />}
        {s && (
          <>
            <p data-testid="storage-persisted">
              {s.persisted ? t('settings.persisted') : t('settings.notPersisted')}
            </p>
            <p data-testid="storage-usage">
              {s.usage !== null && s.quota !== null
                ? t('settings.usage', { used: mb(s.usage), quota: mb(s.quota) })
                : t('settings.unknownUsage')}
            </p>
          </>
        )}
      </section>
      <div class="form">
        <Choice
          legend="settings.responseMode"
          value={settings.responseMode.value}
          onChange={(v) => set(settings.responseMode, v)}
          choices={[
            ['ask-all', 'settings.askAll'],
            ['skip-no-legal', 'settings.skipNoLegal'],
          ]}
        />
        <Choice
          legend="settings.botSpeed"
          value={settings.botSpeed.value}
          onChange={(v) => set(settings.botSpeed, v)}
          choices={[
            ['step', 'settings.speedStep'],
            ['normal', 'settings.speedNormal'],
            ['fast', 'settings.speedFast'],
          ]}
        />
        <Choice
          legend="settings.language"
          value={settings.language.value}
          onChange={(v) => set(settings.language, v)}
          choices={[
            ['auto', 'settings.languageAuto'],
            ['en', 'settings.english'],
            ['fr', 'settings.french'],
          ]}
        />
        <Choice
          legend="settings.motion"
          value={settings.motion.value}
          onChange={(v) => set(settings.motion, v)}
          choices={[
            ['system', 'settings.motionSystem'],
            ['on', 'settings.motionReduce'],
            ['off', 'settings.motionFull'],
          ]}
        />
        <Choice
          legend="settings.theme"
          value={settings.theme.value}
          onChange={(v) => set(settings.theme, v)}
          choices={[
            ['system', 'settings.themeSystem'],
            ['light', 'settings.themeLight'],
            ['dark', 'settings.themeDark'],
          ]}
        />
        <Choice
          legend="settings.sound"
          value={settings.sound.value}
          onChange={(v) => set(settings.sound, v)}
          choices={[
            ['on', 'settings.soundOn'],
            ['off', 'settings.soundOff'],
          ]}
        />
      </div>
    </div>
  );
}
