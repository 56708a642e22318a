import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rotation } from './use-rotation';
import type { WallboardBoards } from '../../protocol/wallboard-api';

/**
 * Pointer controls of the board: which board shows, a new board, edit, previous, pause, next,
 * full screen and the app's menu (out of kiosk mode and back). They fade when the pointer rests
 * (the board's idle class) and come back on any movement or key.
 */
export function BoardTools({
  rotation,
  onEdit,
  board,
  boards,
  onChooseBoard,
  onAddBoard,
  kiosk,
  onKiosk,
}: {
  rotation: Rotation;
  onEdit: () => void;
  /** The element shown full screen. */
  board: () => HTMLElement | null;
  boards: WallboardBoards | null;
  onChooseBoard: (boardId: number) => void;
  onAddBoard: () => void;
  kiosk: boolean;
  onKiosk: (on: boolean) => void;
}) {
  const { t } = useTranslation('wallboard');
  const chooserId = useId();
  const fullscreen = useFullscreen();
  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled;

  function toggleFullscreen(): void {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void board()?.requestFullscreen();
  }

  return (
    <div className="wallboard__tools" role="toolbar" aria-label={t('tools.label')}>
      {boards !== null && (
        <>
          <label htmlFor={chooserId} className="wallboard__chooser-label">
            {t('boards.choose')}
          </label>
          <select
            id={chooserId}
            className="wallboard__chooser"
            value={boards.selectedBoardId}
            onChange={(e) => onChooseBoard(Number(e.target.value))}
          >
            {boards.boards.map((b) => (
              <option key={b.boardId} value={b.boardId}>
                {b.name}
              </option>
            ))}
          </select>
          <button type="button" className="button button-outline" onClick={onAddBoard}>
            {t('boards.add')}
          </button>
        </>
      )}
      <button
        type="button"
        className="button button-outline"
        onClick={() => rotation.step(-1)}
        aria-label={t('tools.previous')}
      >
        ←
      </button>
      <button type="button" className="button button-outline" onClick={rotation.togglePause}>
        {rotation.paused ? t('tools.resume') : t('tools.pause')}
      </button>
      <button
        type="button"
        className="button button-outline"
        onClick={() => rotation.step(1)}
        aria-label={t('tools.next')}
      >
        →
      </button>
      {canFullscreen && (
        <button type="button" className="button button-outline" onClick={toggleFullscreen}>
          {fullscreen ? t('tools.exitFullscreen') : t('tools.fullscreen')}
        </button>
      )}
      <button type="button" className="button button-primary" onClick={onEdit}>
        {t('tools.edit')}
      </button>
      <button
        type="button"
        className="button button-outline"
        onClick={() => onKiosk(!kiosk)}
        aria-pressed={!kiosk}
      >
        {t('tools.menu')}
      </button>
      <span className="wallboard__keys">{kiosk ? t('keysHintKiosk') : t('keysHint')}</span>
    </div>
  );
}

/** Whether some element is shown full screen now. */
function useFullscreen(): boolean {
  const [on, setOn] = useState(
    () => typeof document !== 'undefined' && document.fullscreenElement !== null,
  );
  useEffect(() => {
    const update = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  return on;
}
