import { UpdatePrompt } from './sw-update';
import './App.css';

/** The app shell. For now the home screen is the title and what Dugout is for. */
export function App() {
  return (
    <>
      <main class="home">
        <img class="home__logo" src="/favicon.svg" alt="" width="112" height="112" />
        <h1 class="home__title">Dugout</h1>
        <p class="home__tagline">
          Baseball tabletop games for pass-and-play on one tablet. Works offline; every game stays
          on this device.
        </p>
      </main>
      <UpdatePrompt allowed />
    </>
  );
}
