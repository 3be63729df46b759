/**
 * Each route's safety net: a screen that throws while drawing shows what happened and a
 * "Try again" instead of a blank page, and a screen whose chunk cannot load (offline before
 * it was cached, an update that removed it) says so and offers to reload.
 */
import { Component, type ComponentChildren, type ComponentType } from 'preact';
import { LoadFailed } from './Trouble';
import { describeFailure } from './use-load';

/** Catches what a route's screen throws; "Try again" draws it afresh. */
export class RouteBoundary extends Component<{ children?: ComponentChildren }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static override getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('a screen failed', error);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <LoadFailed reason={describeFailure(error)} retry={() => this.setState({ error: null })} />
    );
  }
}

/** A route's component inside its own boundary. */
export function guarded<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  const Guarded = (props: P) => (
    <RouteBoundary>
      <Screen {...props} />
    </RouteBoundary>
  );
  Guarded.displayName = `Guarded(${Screen.displayName ?? Screen.name})`;
  return Guarded;
}

/**
 * A lazy screen's loader that never leaves the route empty: a chunk that fails to load
 * becomes a screen saying so, whose retry reloads the page (a browser keeps a failed
 * import's answer for the page's lifetime).
 */
export function screenChunk<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  return () =>
    load().catch((error: unknown) => {
      console.error('a screen did not load', error);
      const Failed = () => (
        <LoadFailed reason={describeFailure(error)} retry={() => location.reload()} />
      );
      return Failed as ComponentType<P>;
    });
}
