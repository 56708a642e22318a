import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOnHold, mainElement, recordingActions, recordingStatus } from '../../domain/desk-tiles';
import { isElementEnded } from '../../domain/desk-elements';
import type { Interaction } from '../../protocol/interaction-events';
import { useHub } from '../../hub-client/use-hub';
import { Icon } from './icons';
import { useCommand } from './use-command';

const DTMF_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;
/** Digits the pad remembers on screen, so the agent sees what the line received. */
const DTMF_SHOWN_DIGITS = 24;

/** Call controls (agent-desktop §7): hold and resume, recording, DTMF; each button one command. */
export function TelephonyControls({ ix }: { ix: Interaction }) {
  const { t } = useTranslation('interactions');
  const { interactions } = useHub();
  const { busy, run } = useCommand();
  const main = mainElement(ix);
  const live =
    main !== null && !isElementEnded(main.elementStateId) && ix.interactionStateId !== 'wrapUp';
  const held = isOnHold(ix);
  const status = recordingStatus(ix.recording);
  const id = ix.interactionId;

  return (
    <section className="call-controls" aria-label={t('call.label')}>
      <div className="call-controls__row">
        <button
          type="button"
          className="button button-outline"
          disabled={busy || !live || main === null}
          aria-pressed={held}
          onClick={() =>
            main !== null &&
            void run(() =>
              held
                ? interactions.activate(id, main.elementId)
                : interactions.hold(id, main.elementId),
            )
          }
        >
          <Icon name="hold" size={16} />
          {held ? t('call.resume') : t('call.hold')}
        </button>
        <span
          className={`recording recording--${status}`}
          data-testid="recording-state"
          role="status"
        >
          <Icon name="record" size={12} />
          {t(`call.recording.${status}`)}
        </span>
        {recordingActions(status).map((action) => (
          <button
            key={action}
            type="button"
            className="button button-outline"
            disabled={busy || !live}
            onClick={() => void run(() => interactions.send({ action, interactionId: id }))}
          >
            {t(`call.recordingActions.${action}`)}
          </button>
        ))}
      </div>
      <DtmfPad interactionId={id} disabled={!live} />
    </section>
  );
}

function DtmfPad({ interactionId, disabled }: { interactionId: string; disabled: boolean }) {
  const { t } = useTranslation('interactions');
  const { interactions } = useHub();
  const { run } = useCommand();
  const [sent, setSent] = useState('');
  const press = async (digit: string) => {
    if (await run(() => interactions.send({ action: 'dtmf', interactionId, digitsToSend: digit })))
      setSent((before) => (before + digit).slice(-DTMF_SHOWN_DIGITS));
  };
  return (
    <details className="dtmf">
      <summary>{t('call.dtmf')}</summary>
      <output className="dtmf__sent" aria-label={t('call.dtmfSent')}>
        {sent === '' ? '\u00a0' : sent}
      </output>
      <div className="dtmf__pad" role="group" aria-label={t('call.dtmf')}>
        {DTMF_KEYS.map((digit) => (
          <button
            key={digit}
            type="button"
            className="dtmf__key"
            disabled={disabled}
            onClick={() => void press(digit)}
          >
            {digit}
          </button>
        ))}
      </div>
    </details>
  );
}
