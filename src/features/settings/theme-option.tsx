import { useTranslation } from 'react-i18next';
import type { Theme } from '../../protocol/api';
import { THEME_TEXT_COLOUR_NAMES } from '../../domain/contrast';
import type { ThemeModeOption } from '../../domain/settings-options';

/** One theme of the list: chosen by its radio, shown by its colours in the current mode. */
export function ThemeOption({
  theme,
  mode,
  chosen,
  onChoose,
  onEdit,
  onDelete,
}: {
  theme: Theme;
  mode: ThemeModeOption;
  chosen: boolean;
  onChoose: () => void;
  onEdit: (() => void) | null;
  onDelete: (() => void) | null;
}) {
  const { t } = useTranslation('settings');
  const set = theme[mode];
  return (
    <li
      className={`theme-option${chosen ? ' theme-option--chosen' : ''}`}
      data-theme-id={theme._id}
    >
      <label className="theme-option__choice">
        <input
          type="radio"
          name="theme-id"
          value={theme._id}
          checked={chosen}
          onChange={onChoose}
        />
        <span className="theme-option__name">{theme.name}</span>
      </label>
      <span
        className="theme-option__swatches"
        style={{ background: set.surface }}
        aria-hidden="true"
      >
        {THEME_TEXT_COLOUR_NAMES.map((colour) => (
          <span
            key={colour}
            className="theme-option__swatch"
            style={{ background: set[colour] }}
            title={t(`themes.colour.${colour}`)}
          />
        ))}
      </span>
      {onEdit && (
        <button type="button" className="button button-text" onClick={onEdit}>
          {t('themes.edit')}
          <span className="visually-hidden"> {theme.name}</span>
        </button>
      )}
      {onDelete && (
        <button type="button" className="button button-text" onClick={onDelete}>
          {t('themes.delete')}
          <span className="visually-hidden"> {theme.name}</span>
        </button>
      )}
    </li>
  );
}
