import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DASHBOARD_NAME_MAX_LENGTH,
  WALLBOARD_FONT_SIZE_MAX,
  WALLBOARD_FONT_SIZE_MIN,
  WALLBOARD_SLIDE_INTERVAL_MIN_S,
} from '../../domain/supervisor-constants';
import {
  WALLBOARD_CARDS_MAX,
  WALLBOARD_THEMES,
  toWallboardDraft,
  toWallboardUpdate,
  type WallboardDraft,
  type WallboardDraftErrors,
  type WallboardUpdate,
} from '../../domain/wallboard';
import type { NamedId } from '../../domain/wallboard-rotation';
import { AddCardForm } from './add-card-form';
import { CardListEditor } from './card-list-editor';
import type { SaveResult, StoredWallboard } from './use-wallboard';
import { DialogFrame } from '../../ui/dialog-frame';

const FONT_SIZES = Array.from(
  { length: WALLBOARD_FONT_SIZE_MAX - WALLBOARD_FONT_SIZE_MIN + 1 },
  (_, i) => WALLBOARD_FONT_SIZE_MIN + i,
);

/**
 * The board's settings (supervisor-dashboards §2 "Wallboard"): name, slide interval, font size,
 * theme and cards. Save sends them to the server; when it refuses, the message shows and the
 * draft stays as typed.
 */
export function WallboardEditor(props: {
  wallboard: StoredWallboard;
  businessProcesses: readonly NamedId[];
  agents: readonly NamedId[];
  save: (update: WallboardUpdate) => Promise<SaveResult>;
  onSaved: (saved: StoredWallboard, typedSeconds: number) => void;
  onClose: () => void;
  /** Removes this board; absent when it is the owner's only one. */
  onRemove?: (() => Promise<{ ok: true } | { ok: false; message: string }>) | undefined;
}) {
  const { t } = useTranslation('wallboard');
  const ids = {
    name: useId(),
    nameHelp: useId(),
    seconds: useId(),
    secondsHelp: useId(),
    fontSize: useId(),
  };
  const [draft, setDraft] = useState<WallboardDraft>(() => toWallboardDraft(props.wallboard));
  const [errors, setErrors] = useState<WallboardDraftErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const secondsRef = useRef<HTMLInputElement>(null);
  const { onClose, onRemove } = props;

  useEffect(() => nameRef.current?.focus(), []);
  const change = (patch: Partial<WallboardDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const checked = toWallboardUpdate(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.name) nameRef.current?.focus();
      else if (checked.errors.seconds) secondsRef.current?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    const result = await props.save(checked.update);
    setSaving(false);
    if (result.ok) props.onSaved(result.wallboard, checked.update.seconds);
    else setFailure(t('editor.saveFailed', { message: result.message }));
  }

  async function remove(removeBoard: NonNullable<typeof onRemove>): Promise<void> {
    setFailure(null);
    setSaving(true);
    const result = await removeBoard();
    setSaving(false);
    if (!result.ok) setFailure(t('boards.removeFailed', { message: result.message }));
  }

  return (
    <DialogFrame title={t('editor.title')} className="wallboard-editor" onClose={onClose}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <div className="wallboard-editor__row">
          <label htmlFor={ids.name}>{t('editor.name')}</label>
          <input
            id={ids.name}
            ref={nameRef}
            value={draft.name}
            onChange={(e) => change({ name: e.target.value })}
            aria-invalid={errors.name !== undefined}
            aria-describedby={ids.nameHelp}
          />
          <span
            id={ids.nameHelp}
            className={errors.name ? 'wallboard-editor__error' : 'wallboard-editor__hint'}
          >
            {errors.name
              ? t(`editor.errors.name.${errors.name}`)
              : `${draft.name.length} / ${DASHBOARD_NAME_MAX_LENGTH}`}
          </span>
        </div>
        <div className="wallboard-editor__row">
          <label htmlFor={ids.seconds}>{t('editor.seconds')}</label>
          <input
            id={ids.seconds}
            ref={secondsRef}
            type="number"
            inputMode="decimal"
            step="any"
            value={draft.seconds}
            onChange={(e) => change({ seconds: e.target.value })}
            aria-invalid={errors.seconds !== undefined}
            aria-describedby={ids.secondsHelp}
          />
          <span
            id={ids.secondsHelp}
            className={errors.seconds ? 'wallboard-editor__error' : 'wallboard-editor__hint'}
          >
            {errors.seconds
              ? t('editor.errors.seconds')
              : t('editor.secondsHint', { min: WALLBOARD_SLIDE_INTERVAL_MIN_S })}
          </span>
        </div>
        <div className="wallboard-editor__row">
          <label htmlFor={ids.fontSize}>{t('editor.fontSize')}</label>
          <select
            id={ids.fontSize}
            value={draft.fontSize}
            onChange={(e) => change({ fontSize: Number(e.target.value) })}
          >
            {FONT_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="wallboard-editor__themes">
          <legend>{t('editor.theme')}</legend>
          {WALLBOARD_THEMES.map((theme) => (
            <label key={theme} className="wallboard-editor__choice">
              <input
                type="radio"
                name="wallboard-theme"
                value={theme}
                checked={draft.theme === theme}
                onChange={() => change({ theme })}
              />
              {t(`themes.${theme}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>
            {t('editor.cards', { count: draft.cards.length, max: WALLBOARD_CARDS_MAX })}
          </legend>
          <CardListEditor
            cards={draft.cards}
            businessProcesses={props.businessProcesses}
            agents={props.agents}
            onChange={(cards) => change({ cards })}
          />
          {errors.cards && (
            <p className="wallboard-editor__error">
              {t('editor.errors.cards', { max: WALLBOARD_CARDS_MAX })}
            </p>
          )}
        </fieldset>
        <AddCardForm
          businessProcesses={props.businessProcesses}
          agents={props.agents}
          disabled={draft.cards.length >= WALLBOARD_CARDS_MAX}
          onAdd={(card) => change({ cards: [...draft.cards, card] })}
        />
        {failure !== null && (
          <p className="message message-error" role="alert">
            {failure}
          </p>
        )}
        <div className="wallboard-editor__actions">
          {onRemove !== undefined && (
            <button
              type="button"
              className="button button-outline wallboard-editor__remove"
              disabled={saving}
              onClick={() => void remove(onRemove)}
            >
              {t('boards.remove')}
            </button>
          )}
          <button type="button" className="button button-outline" onClick={onClose}>
            {t('editor.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? t('editor.saving') : t('editor.save')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
