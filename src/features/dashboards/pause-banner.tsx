import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHub } from '../../hub-client/use-hub';

/**
 * The pauseKPIEvents banner (agent-desktop §2, supervisor-dashboards §1): real-time KPI
 * updates are on hold; a link resumes them (turns the preference off), a close button hides
 * the banner for this visit of the dashboards.
 */
export function PauseBanner({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('liveData');
  const { updateSettings } = useHub();
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');

  async function resume(): Promise<void> {
    setState('saving');
    const result = await updateSettings({ 'preferencesSettings.pauseKPIEvents': false });
    // on success the settings topic turns the preference off and this banner goes away
    setState(result.ok ? 'idle' : 'failed');
  }

  return (
    <div className="banner banner--info pause-banner" role="status" data-testid="pause-banner">
      <p className="pause-banner__text">
        {t('pause.banner')}{' '}
        <button
          type="button"
          className="link-button"
          disabled={state === 'saving'}
          onClick={() => void resume()}
        >
          {t('pause.resume')}
        </button>
      </p>
      {state === 'failed' && (
        <p className="pause-banner__error" role="alert">
          {t('pause.resumeFailed')}
        </p>
      )}
      <button
        type="button"
        className="pause-banner__close"
        aria-label={t('pause.close')}
        title={t('pause.close')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
