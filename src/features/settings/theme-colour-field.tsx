import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WCAG_AA_TEXT_CONTRAST,
  contrastRatio,
  formatContrastRatio,
  isHexColour,
  type ThemeColourName,
} from '../../domain/contrast';

/**
 * One colour of a theme set: a picker and the #RRGGBB text side by side, and for every colour
 * but the surface its live contrast against the surface (WCAG AA needs 4.5:1 for text).
 */
export function ThemeColourField({
  name,
  setLabel,
  value,
  surface,
  onChange,
}: {
  name: ThemeColourName;
  setLabel: string;
  value: string;
  surface: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const valid = isHexColour(value);
  const ratio = name === 'surface' ? null : contrastRatio(value, surface);
  const passes = ratio !== null && ratio >= WCAG_AA_TEXT_CONTRAST;
  const label = t('themes.colourOf', { set: setLabel, colour: t(`themes.colour.${name}`) });
  return (
    <div className="theme-colour" data-colour={name}>
      <label htmlFor={`${id}-text`} className="theme-colour__name">
        {t(`themes.colour.${name}`)}
      </label>
      <input
        type="color"
        className="theme-colour__picker"
        aria-label={t('themes.pick', { colour: label })}
        value={valid ? value.toLowerCase() : '#000000'}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
      />
      <input
        id={`${id}-text`}
        className="theme-colour__text"
        aria-label={label}
        value={value}
        spellCheck={false}
        maxLength={7}
        aria-invalid={!valid || (ratio !== null && !passes)}
        aria-describedby={`${id}-check`}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      <span
        id={`${id}-check`}
        className={`theme-colour__check${valid && (name === 'surface' || passes) ? '' : ' theme-colour__check--fail'}`}
      >
        {!valid
          ? t('themes.invalidColour')
          : name === 'surface'
            ? t('themes.surfaceNote')
            : ratio === null
              ? t('themes.noSurface')
              : passes
                ? t('themes.passes', { ratio: formatContrastRatio(ratio) })
                : t('themes.fails', { ratio: formatContrastRatio(ratio) })}
      </span>
    </div>
  );
}
