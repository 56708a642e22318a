import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const HELP_TIMERS = ['ready', 'break', 'busy', 'login'] as const;

/** The agent KPI card's help overlay with the spec's texts on how the times are counted. */
export function AgentKpiHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('dashboards');
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="agent-help" role="dialog" aria-labelledby={titleId}>
      <div className="agent-help__header">
        <h3 id={titleId}>{t('agentCenter.agentKpi.helpTitle')}</h3>
        <button ref={closeRef} type="button" className="button button-text" onClick={onClose}>
          {t('agentCenter.agentKpi.closeHelp')}
        </button>
      </div>
      <ul>
        {HELP_TIMERS.map((timer) => (
          <li key={timer}>{t(`agentCenter.agentKpi.helpTexts.${timer}`)}</li>
        ))}
      </ul>
    </div>
  );
}
