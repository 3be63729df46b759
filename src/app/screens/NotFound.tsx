/** What a screen shows when its game, record or team is not on this device: the way home. */
import { useLocation } from 'preact-iso';
import { t } from '../i18n';
import { Trouble } from './Trouble';

/** `what` says what is missing (`play.notFound`, `teams.notFound`); "Home" is the way on. */
export function NotFound({ what }: { what: string }) {
  const { route } = useLocation();
  return <Trouble title={what} actions={[{ label: t('play.home'), run: () => route('/') }]} />;
}
