import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataAgeSeconds } from '../../domain/wallboard-rotation';
import { useHubConnection } from '../../hub-client/hub-context';
import { useTopicValue } from '../../hub-client/use-topic';
import type { ConnectionValue } from '../../protocol/hub';
import { useNow } from '../../ui/use-now';

/**
 * While the socket is not connected: how old the figures are, and that the hub is reconnecting.
 * The hub reconnects and resyncs by itself; the board only says so. Nothing shows (and nothing
 * ticks) while connected.
 */
export function StaleBadge() {
  const connection = useTopicValue('connection');
  const lostAt = useLostAt();
  if (connection === undefined || connection.name === 'connected' || lostAt === null) return null;
  return <StaleText connection={connection} lostAt={lostAt} />;
}

/** When the data stopped being live: the connection's own time when offline, else when the board saw it go. */
function useLostAt(): number | null {
  const { store } = useHubConnection();
  const [lostAt, setLostAt] = useState<number | null>(null);
  useEffect(
    () =>
      store.entry('connection', 'current').subscribe((value: ConnectionValue | undefined) => {
        if (value === undefined || value.name === 'connected') setLostAt(null);
        else
          setLostAt(
            (previous) => previous ?? (value.name === 'offline' ? value.since : Date.now()),
          );
      }),
    [store],
  );
  return lostAt;
}

function StaleText({
  connection,
  lostAt,
}: {
  connection: Exclude<ConnectionValue, { name: 'connected' }>;
  lostAt: number;
}) {
  const { t } = useTranslation('wallboard');
  const now = useNow();
  const state = connection.name === 'connecting' ? t('stale.reconnecting') : t('stale.offline');
  return (
    <p className="wallboard-stale" data-testid="wallboard-stale">
      <span className="wallboard-stale__dot" aria-hidden="true" />
      {/* only the state is announced: the age changes every second */}
      <span role="status">{state}</span>
      <span>· {t('stale.age', { seconds: dataAgeSeconds(lostAt, now) })}</span>
    </p>
  );
}
