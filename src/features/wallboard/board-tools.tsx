import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rotation } from './use-rotation';

/**
 * Pointer controls of the board: edit, previous, pause, next and full screen. They fade when the
 * pointer rests (the board's idle class) and come back on any movement or key.
 */
export function BoardTools({
  rotation,
  onEdit,
  board,
}: {
  rotation: Rotation;
  onEdit: () => void;
  /** The element shown full screen. */
  board: () => HTMLElement | null;
}) {
  const { t } = useTranslation('wallboard');
  const fullscreen = useFullscreen();
  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled;

  function toggleFullscreen(): void {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void board()?.requestFullscreen();
  }

  return (
    <div className="wallboard__tools" role="toolbar" aria-label={t('tools.label')}>
      <button type="button" className="button button-outline" onClick={() => rotation.step(-1)} aria-label={t('tools.previous')}>
        ←
      </button>
      <button type="button" className="button button-outline" onClick={rotation.togglePause}>
        {rotation.paused ? t('tools.resume') : t('tools.pause')}
      </button>
      <button type="button" className="button button-outline" onClick={() => rotation.step(1)} aria-label={t('tools.next')}>
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
      <span className="wallboard__keys">{t('keysHint')}</span>
    </div>
  );
}

/** Whether some element is shown full screen now. */
function useFullscreen(): boolean {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);
  useEffect(() => {
    const update = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  return on;
}
