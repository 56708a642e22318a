import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  normaliseFontSize,
  normaliseSlideInterval,
  wallboardThemeOf,
  type WallboardUpdate,
} from '../../domain/wallboard';
import {
  agentsPerSlide,
  slideIntervalMs,
  wallboardFontScale,
  type WallboardSlide,
} from '../../domain/wallboard-rotation';
import { Snackbar } from '../../ui/snackbar';
import { AgentsSlide } from './agents-slide';
import { BoardTools } from './board-tools';
import { BusinessProcessSlide } from './business-process-slide';
import { StaleBadge } from './stale-badge';
import { useBoardSlides } from './use-board-slides';
import { useIdle } from './use-idle';
import { useRotation, useRotationKeys } from './use-rotation';
import { setKioskMode, useKioskMode } from '../../ui/kiosk-mode';
import { nextBoardName } from '../../domain/wallboard-boards';
import type { WallboardBoards } from '../../protocol/wallboard-api';
import type { BoardsResult, SaveResult, StoredWallboard } from './use-wallboard';
import { useWakeLock } from './use-wake-lock';
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
/** The owner's boards and the calls that change which one shows. */
export interface BoardsControl {
  list: WallboardBoards | null;
  choose: (boardId: number) => Promise<BoardsResult>;
  add: (name: string) => Promise<BoardsResult>;
  remove: (boardId: number) => Promise<BoardsResult>;
}

export function WallboardBoard({
  wallboard,
  save,
  boards,
}: {
  wallboard: StoredWallboard;
  save: (update: WallboardUpdate) => Promise<SaveResult>;
  boards: BoardsControl;
}) {
  const { t } = useTranslation('wallboard');
  const kiosk = useKioskMode();
  useWakeLock();
  // the board opens in kiosk mode (no app header); leaving the board gives the header back
  useEffect(() => {
    setKioskMode(true);
    return () => setKioskMode(false);
  }, []);
  const fontSize = normaliseFontSize(wallboard.fontSize);
  const seconds = normaliseSlideInterval(wallboard.intervalSeconds);
  // agent rows per slide: a guess from the font size until an agents slide has measured the screen
  const [fittedRows, setFittedRows] = useState<number | null>(null);
  const { slides, businessProcesses, agents } = useBoardSlides(
    wallboard.cards,
    fittedRows ?? agentsPerSlide(fontSize),
  );
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
      setNotice(
        saved.intervalSeconds > typedSeconds
          ? t('savedClamped', { seconds: saved.intervalSeconds })
          : t('saved'),
      );
    },
    [closeEditor, t],
  );
  const closeNotice = useCallback(() => setNotice(null), []);
  // Escape steps out of kiosk mode (the editor takes Escape for itself while it is open)
  useEffect(() => {
    if (editing || !kiosk) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setKioskMode(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editing, kiosk]);
  const { list, choose, add, remove } = boards;
  function chooseBoard(boardId: number): void {
    void choose(boardId).then((result) => {
      if (!result.ok) setNotice(t('boards.chooseFailed', { message: result.message }));
    });
  }
  function addBoard(): void {
    const name = nextBoardName(list === null ? [wallboard.name] : list.boards.map((b) => b.name));
    void add(name).then((result) => {
      if (result.ok) setEditing(true);
      else setNotice(t('boards.addFailed', { message: result.message }));
    });
  }
  // the last board stays: it can be emptied, not removed
  const shownBoardId = list !== null && list.boards.length > 1 ? list.selectedBoardId : null;
  const removeBoard =
    shownBoardId === null
      ? undefined
      : async (): Promise<BoardsResult> => {
          const result = await remove(shownBoardId);
          if (result.ok) {
            closeEditor();
            setNotice(t('boards.removed', { name: wallboard.name }));
          }
          return result;
        };

  const style = { '--wallboard-scale': String(wallboardFontScale(fontSize)) } as CSSProperties;
  return (
    <div
      ref={rootRef}
      role="region"
      tabIndex={-1}
      aria-label={wallboard.name}
      className={`wallboard${idle && !editing ? ' wallboard--idle' : ''}`}
      data-theme={wallboardThemeOf(wallboard.theme)}
      style={style}
      data-testid="wallboard"
    >
      <header className="wallboard__header">
        <h1 className="wallboard__name">{wallboard.name}</h1>
        <StaleBadge />
        <p className="wallboard__meta" data-testid="wallboard-meta">
          {slides.length > 0 && (
            <span>{t('position', { current: rotation.index + 1, total: slides.length })}</span>
          )}
          <span>{t('every', { seconds })}</span>
          {rotation.paused && <span className="wallboard__paused">{t('paused')}</span>}
        </p>
        <WallboardClock />
      </header>
      <div className="wallboard__stage">
        {slide === undefined ? (
          <p className="wallboard-empty">{t('waiting')}</p>
        ) : (
          <Slide key={slide.key} slide={slide} onRowsFit={setFittedRows} />
        )}
      </div>
      {/* a strip of its own under the tiles: neither the tools nor a notice ever covers a figure */}
      <footer className="wallboard__footer">
        <BoardTools
          rotation={rotation}
          onEdit={() => setEditing(true)}
          board={board}
          boards={list}
          onChooseBoard={chooseBoard}
          onAddBoard={addBoard}
          kiosk={kiosk}
          onKiosk={setKioskMode}
        />
        {/* the live region stays in the page, so a notice arriving in it is announced */}
        <div className="wallboard__notice" role="status">
          {notice !== null && (
            <Snackbar
              message={notice}
              dismissLabel={t('dismiss')}
              visibleMs={NOTICE_VISIBLE_MS}
              onClose={closeNotice}
            />
          )}
        </div>
      </footer>
      {editing && (
        <WallboardEditor
          wallboard={wallboard}
          businessProcesses={businessProcesses}
          agents={agents}
          save={save}
          onSaved={onSaved}
          onClose={closeEditor}
          onRemove={removeBoard}
        />
      )}
    </div>
  );
}

function Slide({ slide, onRowsFit }: { slide: WallboardSlide; onRowsFit: (rows: number) => void }) {
  switch (slide.kind) {
    case 'businessProcess':
      return <BusinessProcessSlide businessProcessId={slide.businessProcessId} />;
    case 'agents':
      return (
        <AgentsSlide
          agentIds={slide.agentIds}
          dimension={slide.dimension}
          page={slide.page}
          pages={slide.pages}
          onRowsFit={onRowsFit}
        />
      );
  }
}
