import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopicValue } from '../../hub-client/use-topic';
import { useWallboard } from './use-wallboard';
import { WallboardBoard } from './wallboard-board';
import './wallboard.css';

/**
 * /wallboard (supervisor-dashboards §2 "Wallboard", §6): the rotating board for wallboard users
 * and supervisors. Agents have no wallboard (the server answers 403): they get a message instead.
 */
export function WallboardScreen() {
  const session = useTopicValue('session');
  const user = session?.name === 'active' ? session.user : null;
  if (user === null) return null;
  if (!user.isSupervisor && !user.isWallboard) return <NotForRole />;
  return <WallboardLoader />;
}

function WallboardLoader() {
  const { t } = useTranslation('wallboard');
  const { load, retry, save, boards, chooseBoard, addBoard, removeBoard } = useWallboard();
  switch (load.name) {
    case 'loading':
      return (
        <p className="loading-status" role="status">
          {t('loading')}
        </p>
      );
    case 'forbidden':
      return <NotForRole />;
    case 'failed':
      return (
        <div className="message message-error" role="alert">
          <p>{t('loadFailed', { message: load.message })}</p>
          <button type="button" className="button button-outline" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      );
    case 'ready':
      return (
        <WallboardBoard
          wallboard={load.wallboard}
          save={save}
          boards={{ list: boards, choose: chooseBoard, add: addBoard, remove: removeBoard }}
        />
      );
  }
}

function NotForRole() {
  const { t } = useTranslation('wallboard');
  const headingId = useId();
  return (
    <section className="screen" aria-labelledby={headingId}>
      <h1 id={headingId} className="screen-title">
        {t('title')}
      </h1>
      <p className="message message-info" role="status">
        {t('notForRole')}
      </p>
    </section>
  );
}
