import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CounterWatch } from './counter-watch';
import { HubDiagnostics } from './hub-diagnostics';
import './kpis.css';

/** /kpis: live KPI counters of one's choosing, and the hub's own diagnostics. */
export function KpisScreen() {
  const { t } = useTranslation('kpis');
  const headingId = useId();
  return (
    <section className="screen kpis-screen" aria-labelledby={headingId}>
      <h1 id={headingId} className="screen-title">
        {t('title')}
      </h1>
      <p className="screen-lead">{t('lead')}</p>
      <CounterWatch />
      <HubDiagnostics />
    </section>
  );
}
