/**
 * Intl formatters kept per language (and time zone): building one costs far more than
 * formatting with it, and a screen of cards formats the same way once per card per render.
 */
const mediumTimes = new Map<string, Intl.DateTimeFormat>();
const shortRelatives = new Map<string, Intl.RelativeTimeFormat>();

/** "14:05:09"-style clock times in `timeZone`. */
export function mediumTimeFormat(language: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${language}\u0000${timeZone}`;
  let format = mediumTimes.get(key);
  if (format === undefined)
    mediumTimes.set(
      key,
      (format = new Intl.DateTimeFormat(language, { timeStyle: 'medium', timeZone })),
    );
  return format;
}

/** "12 sec. ago"-style relative times. */
export function shortRelativeFormat(language: string): Intl.RelativeTimeFormat {
  let format = shortRelatives.get(language);
  if (format === undefined)
    shortRelatives.set(
      language,
      (format = new Intl.RelativeTimeFormat(language, { numeric: 'always', style: 'short' })),
    );
  return format;
}
