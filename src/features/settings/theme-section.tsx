import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '../../protocol/api';
import { DEFAULT_THEME, THEME_MODE } from '../../domain/settings-options';
import type { UserSettingsValue } from '../../domain/user-settings';
import { useActiveUser } from '../../hub-client/use-active-user';
import { DeleteThemeDialog } from './delete-theme-dialog';
import { FieldStatus } from './field-status';
import { SettingsSection } from './settings-section';
import { useThemeList, type ThemeDraft } from './theme-list';
import { ThemeEditorDialog } from './theme-editor-dialog';
import { ThemeOption } from './theme-option';
import type { SettingsSaver } from './use-settings-save';

const MODE_FIELD = 'theme.mode';
const THEME_FIELD = 'theme._id';

type Editing = { kind: 'edit'; draft: ThemeDraft } | { kind: 'delete'; theme: Theme } | null;

/**
 * theme: light or dark mode, and the theme whose colour sets apply, with its create, edit
 * and delete. The default theme belongs to everyone: only a supervisor may restyle it, and
 * nobody deletes it.
 */
export function ThemeSection({
  settings,
  saver,
}: {
  settings: UserSettingsValue;
  saver: SettingsSaver;
}) {
  const { t } = useTranslation('settings');
  const user = useActiveUser();
  const { list, retry: retryThemes } = useThemeList();
  const [editing, setEditing] = useState<Editing>(null);
  const mode = saver.shown(MODE_FIELD, settings.theme.mode);
  const chosenId = saver.shown(THEME_FIELD, settings.theme._id);
  const themes = list.themes.length > 0 ? list.themes : [DEFAULT_THEME];
  const chosenMissing = list.status === 'ready' && !themes.some((theme) => theme._id === chosenId);
  const choose = (theme: Theme) =>
    saver.save(THEME_FIELD, { key: 'themes.theme' }, { [THEME_FIELD]: theme._id }, theme._id);
  const from = themes.find((theme) => theme._id === chosenId) ?? DEFAULT_THEME;

  return (
    <SettingsSection id="theme" title={t('themes.title')} lead={t('themes.lead')}>
      <fieldset className="settings-group settings-modes">
        <legend>{t('themes.mode')}</legend>
        {THEME_MODE.options.map((option) => (
          <label key={option} className="settings-radio">
            <input
              type="radio"
              name="theme-mode"
              value={option}
              checked={mode === option}
              onChange={() =>
                saver.save(MODE_FIELD, { key: 'themes.mode' }, { [MODE_FIELD]: option }, option)
              }
            />
            {t(`themes.modes.${option}`)}
          </label>
        ))}
        <FieldStatus id="settings-mode-status" field={MODE_FIELD} saver={saver} />
      </fieldset>

      <fieldset className="settings-group">
        <legend>{t('themes.theme')}</legend>
        {list.status === 'failed' && (
          <p className="settings-note" role="status">
            {t('themes.listFailed', { reason: list.message })}{' '}
            <button
              type="button"
              className="button button-text settings-inline-button"
              onClick={retryThemes}
            >
              {t('retry')}
            </button>
          </p>
        )}
        {list.status === 'loading' && <p className="settings-note">{t('loading')}</p>}
        {chosenMissing && (
          <p className="settings-note" role="status">
            {t('themes.chosenMissing')}
          </p>
        )}
        <ul className="theme-list">
          {themes.map((theme) => (
            <ThemeOption
              key={theme._id}
              theme={theme}
              mode={mode}
              chosen={theme._id === chosenId || (chosenMissing && theme._id === DEFAULT_THEME._id)}
              onChoose={() => choose(theme)}
              onEdit={
                theme._id !== DEFAULT_THEME._id || user?.isSupervisor
                  ? () =>
                      setEditing({
                        kind: 'edit',
                        draft: {
                          _id: theme._id,
                          name: theme.name,
                          light: theme.light,
                          dark: theme.dark,
                        },
                      })
                  : null
              }
              onDelete={
                theme._id === DEFAULT_THEME._id ? null : () => setEditing({ kind: 'delete', theme })
              }
            />
          ))}
        </ul>
        <FieldStatus id="settings-theme-status" field={THEME_FIELD} saver={saver} />
        <button
          type="button"
          className="button button-outline"
          disabled={list.status !== 'ready'}
          onClick={() =>
            setEditing({ kind: 'edit', draft: { name: '', light: from.light, dark: from.dark } })
          }
        >
          {t('themes.new')}
        </button>
      </fieldset>

      {editing?.kind === 'edit' && (
        <ThemeEditorDialog
          initial={editing.draft}
          onClose={() => setEditing(null)}
          onSaved={(theme) => {
            setEditing(null);
            // a new theme is made to be used: choose it at once
            if (editing.draft._id === undefined) choose(theme);
          }}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteThemeDialog
          theme={editing.theme}
          onClose={() => setEditing(null)}
          onDeleted={() => {
            setEditing(null);
            if (editing.theme._id === chosenId) choose(DEFAULT_THEME);
          }}
        />
      )}
    </SettingsSection>
  );
}
