import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Interaction } from '../../protocol/interaction-events';
import { useHub } from '../../hub-client/use-hub';
import { useCommand } from './use-command';

/** The server keeps remarks up to this length; the field stops there. */
const REMARK_MAX_LENGTH = 4_000;

/** Remarks of the interaction (agent-desktop §7 remark): the list, and one more added. */
export function RemarksField({ ix }: { ix: Interaction }) {
  const { t } = useTranslation('interactions');
  const { interactions } = useHub();
  const { busy, run } = useCommand();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = `remark-${ix.interactionId}`;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const remark = text.trim();
    if (remark === '') {
      setError(t('remarks.empty'));
      return;
    }
    setError(null);
    if (
      await run(() =>
        interactions.send({ action: 'remark', interactionId: ix.interactionId, remark }),
      )
    )
      setText('');
  };

  return (
    <form className="window-field remarks" onSubmit={(event) => void add(event)}>
      <label htmlFor={id}>{t('remarks.title')}</label>
      {ix.crm.remarks.length > 0 && (
        <ul className="remarks__list">
          {ix.crm.remarks.map((remark, index) => (
            // remarks have no id and are only ever appended
            <li key={index}>{remark}</li>
          ))}
        </ul>
      )}
      <textarea
        id={id}
        rows={2}
        value={text}
        maxLength={REMARK_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? `${id}-error` : undefined}
      />
      {error !== null && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-outline" disabled={busy}>
        {t('remarks.add')}
      </button>
    </form>
  );
}
