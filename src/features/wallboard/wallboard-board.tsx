import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseFontSize, normaliseSlideInterval, wallboardThemeOf, type WallboardUpdate } from '../../domain/wallboard';
import { agentsPerSlide, slideIntervalMs, wallboardFontScale, type WallboardSlide } from '../../domain/wallboard-rotation';
import { Snackbar } from '../../ui/snackbar';
import { AgentsSlide } from './agents-slide';
import { BoardTools } from './board-tools';
import { BusinessProcessSlide } from './business-process-slide';
import { StaleBadge } from './stale-badge';
import { useBoardSlides } from './use-board-slides';
import { useIdle } from './use-idle';
import { useRotation, useRotationKeys } from './use-rotation';
import type { SaveResult, StoredWallboard } from './use-wallboard';
import { WallboardClock } from './wallboard-clock';
import { WallboardEditor } from './wallboard-editor';

/** Tools fade after this long without pointer or keys, so the TV shows only the board. */
const TOOLS_HIDE_AFTER_MS = 4_000;
/** How long the "saved" notice stays. */
const NOTICE_VISIBLE_MS = 6_000;

/**
 * The kiosk board: name, clock, connection badge and one slide at a time, moving on by itself.
 * It re-renders on a slide change or when a business process or agent comes or goes; live values
 * repaint inside their own figure and row components.
 */
export function WallboardBoard({ wallboard, save }: { wallboard: StoredWallboard; save: (update: WallboardUpdate) => Promise<SaveResult> }) {
  const { t } = useTranslation('wallboard');
  const fontSize = normaliseFontSize(wallboard.fontSize);
  const seconds = normaliseSlideInterval(wallboard.intervalSeconds);
  // agent rows per slide: a guess from the font size until an agents slide has measured the screen
  const [fittedRows, setFittedRows] = useState<number | null>(null);
  const { slides, businessProcesses, agents } = useBoardSlides(wallboard.cards, fittedRows ?? agentsPerSlide(fontSize));
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const rotation = useRotation(slides, slideIntervalMs(seconds), editing);
  useRotationKeys(rotation, !editing);
  const idle = useIdle(TOOLS_HIDE_AFTER_MS);
  const rootRef = useRef<HTMLDivElement>(null);
  const slide = slides[rotation.index];

  const closeEditor = useCallback(() => setEditing(false), [setEditing]);
  const board = useCallback(() => rootRef.current, []);
  // Back from the editor, focus goes to the board itself, so its keys (arrows, Space) work at once.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) rootRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const onSaved = useCallback(
    (saved: StoredWallboard, typedSeconds: number) => {
      closeEditor();
      setNotice(saved.intervalSeconds > typedSeconds ? t('savedClamped', { seconds: saved.intervalSeconds }) : t('saved'));
    },
    [closeEditor, t],
  );
  const closeNotice = useCallback(() => setNotice(null), []);

  const style = { '--wallboard-scale': String(wallboardFontScale(fontSize)) } as CSSProperties;
  return (
    <div ref={rootRef} role="region" tabIndex={-1} aria-label={wallboard.name} className={`wallboard${idle && !editing ? ' wallboard--idle' : ''}`} data-theme={wallboardThemeOf(wallboard.theme)} style={style} data-testid="wallboard">
      <header className="wallboard__header">
        <h1 className="wallboard__name">{wallboard.name}</h1>
        <StaleBadge />
        <p className="wallboard__meta" data-testid="wallboard-meta">
          {slides.length > 0 && <span>{t('position', { current: rotation.index + 1, total: slides.length })}</span>}
          <span>{t('every', { seconds })}</span>
          {rotation.paused && <span className="wallboard__paused">{t('paused')}</span>}
        </p>
        <WallboardClock />
      </header>
      <BoardTools rotation={rotation} onEdit={() => setEditing(true)} board={board} />
      <div className="wallboard__stage">
        {slide === undefined ? <p className="wallboard-empty">{t('waiting')}</p> : <Slide key={slide.key} slide={slide} onRowsFit={setFittedRows} />}
      </div>
      {editing && (
        <WallboardEditor wallboard={wallboard} businessProcesses={businessProcesses} agents={agents} save={save} onSaved={onSaved} onClose={closeEditor} />
      )}
      {/* the live region stays in the page, so a notice arriving in it is announced */}
      <div className="snackbar-region" role="status">
        {notice !== null && <Snackbar message={notice} dismissLabel={t('dismiss')} visibleMs={NOTICE_VISIBLE_MS} onClose={closeNotice} />}
      </div>
    </div>
  );
}

function Slide({ slide, onRowsFit }: { slide: WallboardSlide; onRowsFit: (rows: number) => void }) {
  switch (slide.kind) {
    case 'businessProcess':
      return <BusinessProcessSlide businessProcessId={slide.businessProcessId} />;
    case 'agents':
      return <AgentsSlide agentIds={slide.agentIds} dimension={slide.dimension} page={slide.page} pages={slide.pages} onRowsFit={onRowsFit} />;
  }
}
