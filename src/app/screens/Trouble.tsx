/**
 * What a screen shows when something went wrong: what happened and the ways on. `Pending`
 * is a loading screen's stand-in while its content comes, and its "could not load, try
 * again" when it does not (see `useLoad`).
 */
import { useLocation } from 'preact-iso';
import { t } from '../i18n';
import { describeFailure, type Attempts, type Load } from './use-load';
import './Trouble.css';

/** A screen that says what went wrong and offers the ways on (the first is the main one). */
export function Trouble(props: {
  title: string;
  body?: string;
  actions: { label: string; run: () => void }[];
}) {
  return (
    <section class="trouble" role="alert">
      <h2>{props.title}</h2>
      {props.body && <p>{props.body}</p>}
      <div class="trouble__actions">
        {props.actions.map((a, i) => (
          <button
            key={a.label}
            type="button"
            class={i === 0 ? 'button-primary' : undefined}
            onClick={a.run}
          >
            {a.label}
          </button>
        ))}
      </div>
    </section>
  );
}

/** Content that could not load: why, "Try again" and "Home". */
export function LoadFailed({ reason, retry }: { reason: string; retry: () => void }) {
  const { route } = useLocation();
  return (
    <Trouble
      title={t('error.loadFailed')}
      body={reason}
      actions={[
        { label: t('play.tryAgain'), run: retry },
        { label: t('play.home'), run: () => route('/') },
      ]}
    />
  );
}

/** A loading screen's content until it is ready: "Loading…", or the failure and a retry. */
export function Pending({ load }: { load: Load<unknown> }) {
  if (load.status === 'failed') {
    return <LoadFailed reason={describeFailure(load.error)} retry={load.retry} />;
  }
  return (
    <p class="muted" role="status">
      {t('common.loading')}
    </p>
  );
}

/** The last action's failure, if any, as a notice beside what the person tried. */
export function ActionFailed({ attempts }: { attempts: Attempts }) {
  if (!attempts.failure) return null;
  return (
    <p role="alert" class="notice notice--error">
      {t('error.actionFailed', { reason: attempts.failure })}
    </p>
  );
}
