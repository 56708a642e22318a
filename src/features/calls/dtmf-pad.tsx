import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYPAD_KEYS } from '../../domain/dial-number';
import { partyOf } from '../../domain/media-lists';
import type { Interaction } from '../../protocol/interaction-events';
import { useHub } from '../../hub-client/use-hub';

/** Digits the pad keeps on screen, so the agent sees what the line received. */
const DTMF_SHOWN_DIGITS = 24;

/** Touch tones to the connected call (agent-desktop §7 telephony/dtmf), one command per key. */
export function DtmfPad({ call }: { call: Interaction | null }) {
  const { t } = useTranslation('calls');
  const { interactions } = useHub();
  const [sent, setSent] = useState<{ interactionId: string; digits: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const digits = sent !== null && sent.interactionId === call?.interactionId ? sent.digits : '';

  async function press(digit: string): Promise<void> {
    if (call === null) return;
    const interactionId = call.interactionId;
    const result = await interactions.send({ action: 'dtmf', interactionId, digitsToSend: digit });
    if (!result.ok) {
      setError(t('failed', { message: result.error.message ?? result.error.code }));
      return;
    }
    setError(null);
    setSent((before) => ({
      interactionId,
      digits: ((before?.interactionId === interactionId ? before.digits : '') + digit).slice(
        -DTMF_SHOWN_DIGITS,
      ),
    }));
  }

  return (
    <section className="media-card" aria-labelledby="calls-dtmf-title">
      <h2 id="calls-dtmf-title" className="media-card__title">
        {t('dtmf.title')}
      </h2>
      {call === null ? (
        <p className="media-muted">{t('dtmf.noCall')}</p>
      ) : (
        <>
          <p className="media-muted">
            {t('dtmf.to', { party: partyOf(call) || t('unknownParty') })}
          </p>
          <output className="calls-dtmf__sent" aria-label={t('dtmf.sent')} data-testid="dtmf-sent">
            {digits === '' ? '\u00a0' : digits}
          </output>
          <div className="calls-keypad" role="group" aria-label={t('dtmf.title')}>
            {KEYPAD_KEYS.map((digit) => (
              <button
                key={digit}
                type="button"
                className="calls-keypad__key"
                onClick={() => void press(digit)}
              >
                {digit}
              </button>
            ))}
          </div>
        </>
      )}
      {error !== null && (
        <p className="media-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
