import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '../../protocol/api';
import {
  THEME_COLOUR_NAMES,
  THEME_TEXT_COLOUR_NAMES,
  formatContrastRatio,
  themeColourProblems,
  type ThemeColourSet,
} from '../../domain/contrast';
import { THEME_NAME_MAX_LENGTH } from '../../domain/settings-options';
import { useHub } from '../../hub-client/use-hub';
import { DialogFrame } from '../../ui/dialog-frame';
import { saveTheme, type ThemeDraft } from './theme-list';
import { ThemeColourField } from './theme-colour-field';

const SETS = ['light', 'dark'] as const;

/**
 * Create or edit a theme: a name and the light and dark colour sets, each colour with its live
 * contrast on the surface. A theme with any text colour below WCAG AA (4.5:1) is refused here,
 * naming the colours, and nothing is sent.
 */
export function ThemeEditorDialog({
  initial,
  onClose,
  onSaved,
}: {
  initial: ThemeDraft;
  onClose: () => void;
  onSaved: (theme: Theme) => void;
}) {
  const { t } = useTranslation('settings');
  const { call } = useHub();
  const nameId = useId();
  const [name, setName] = useState(initial.name);
  const [sets, setSets] = useState<Record<(typeof SETS)[number], ThemeColourSet>>({
    light: initial.light,
    dark: initial.dark,
  });
  // why Save was refused, put in words when shown; colour problems are re-read from the sets,
  // so the message shrinks as colours are fixed
  const [refusal, setRefusal] = useState<
    { kind: 'name' } | { kind: 'colours' } | { kind: 'server'; reason: string } | null
  >(null);
  const [busy, setBusy] = useState(false);
  const editing = initial._id !== undefined;

  const problemsText = (): string[] =>
    SETS.flatMap((set) =>
      themeColourProblems(sets[set]).map((problem) => {
        const colour = t('themes.colourOf', {
          set: t(`themes.set.${set}`),
          colour: t(`themes.colour.${problem.colour}`),
        });
        return problem.kind === 'invalid'
          ? t('themes.problemInvalid', { colour })
          : t('themes.problemContrast', { colour, ratio: formatContrastRatio(problem.ratio) });
      }),
    );

  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed === '') {
      setRefusal({ kind: 'name' });
      return;
    }
    if (problemsText().length > 0) {
      setRefusal({ kind: 'colours' });
      return;
    }
    setBusy(true);
    setRefusal(null);
    const draft: ThemeDraft = { name: trimmed, light: sets.light, dark: sets.dark };
    if (initial._id !== undefined) draft._id = initial._id;
    const result = await saveTheme(call, draft);
    setBusy(false);
    if (result.ok) onSaved(result.value);
    else setRefusal({ kind: 'server', reason: result.error.message ?? result.error.code });
  };

  const refusalText = (() => {
    switch (refusal?.kind) {
      case undefined:
        return null;
      case 'name':
        return name.trim() === '' ? t('themes.nameRequired') : null;
      case 'colours': {
        const problems = problemsText();
        return problems.length > 0 ? t('themes.refused', { problems: problems.join('; ') }) : null;
      }
      case 'server':
        return t('themes.saveFailed', { reason: refusal.reason });
    }
  })();

  return (
    <DialogFrame
      title={editing ? t('themes.editTitle', { name: initial.name }) : t('themes.newTitle')}
      className="settings-dialog settings-dialog--wide"
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="settings-field">
          <label htmlFor={nameId}>{t('themes.name')}</label>
          <div className="settings-field__control">
            <input
              id={nameId}
              value={name}
              maxLength={THEME_NAME_MAX_LENGTH}
              required
              onChange={(event) => setName(event.target.value)}
            />
          </div>
        </div>
        <div className="theme-editor">
          {SETS.map((set) => (
            <fieldset key={set} className="theme-editor__set">
              <legend>{t(`themes.set.${set}`)}</legend>
              {THEME_COLOUR_NAMES.map((colour) => (
                <ThemeColourField
                  key={colour}
                  name={colour}
                  setLabel={t(`themes.set.${set}`)}
                  value={sets[set][colour]}
                  surface={sets[set].surface}
                  onChange={(value) =>
                    setSets((current) => ({
                      ...current,
                      [set]: { ...current[set], [colour]: value },
                    }))
                  }
                />
              ))}
              <div
                className="theme-editor__preview"
                style={{ background: sets[set].surface }}
                aria-hidden="true"
              >
                {THEME_TEXT_COLOUR_NAMES.map((colour) => (
                  <span key={colour} style={{ color: sets[set][colour] }}>
                    {t(`themes.colour.${colour}`)}
                  </span>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        {refusalText !== null && (
          <p role="alert" className="settings-alert">
            {refusalText}
          </p>
        )}
        <div className="settings-dialog__actions">
          <button type="button" className="button button-outline" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t('saving') : t('themes.save')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
