import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { timeAgoParts } from '../../domain/data-age';
import { mediumTimeFormat, shortRelativeFormat } from '../../domain/intl-formats';
import { useAppTimeZone } from '../../ui/use-app-time-zone';
import { DataAgeName, DataAgeSeconds } from './data-age-provider';

/**
 * A card's data-age marker. On screen: nothing while the data is live; "Data from 12 s ago"
 * (ticking) once it is older than three refresh periods (the card greys out through CSS) or
 * while updates are paused. Off screen the card does no live work, so it says honestly when
 * its figures are from, as a clock time that stays true without re-rendering.
 */
export function DataAgeMarker({
  onScreen,
  offScreenAsOf,
}: {
  onScreen: boolean;
  offScreenAsOf: number | null;
}) {
  return onScreen ? <LiveDataAge /> : <OffScreenDataAge asOf={offScreenAsOf} />;
}

function LiveDataAge() {
  const { t, i18n } = useTranslation('liveData');
  const name = use(DataAgeName);
  const seconds = use(DataAgeSeconds);
  if ((name !== 'stale' && name !== 'paused') || seconds < 0) return null;
  const { value, unit } = timeAgoParts(seconds);
  const ago = shortRelativeFormat(i18n.language).format(-value, unit);
  return (
    <p className={`data-age data-age--${name}`} data-testid="data-age">
      {t('dataAge.ago', { ago })}
    </p>
  );
}

function OffScreenDataAge({ asOf }: { asOf: number | null }) {
  const { t, i18n } = useTranslation('liveData');
  const timeZone = useAppTimeZone();
  if (asOf === null) return null;
  const time = mediumTimeFormat(i18n.language, timeZone).format(asOf);
  return (
    <p className="data-age data-age--off-screen" data-testid="data-age">
      {t('dataAge.at', { time })}
    </p>
  );
}
