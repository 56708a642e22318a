import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createReplyDraft, draftFromRecord } from '../../../domain/email-draft';
import type { DeskList } from '../../../domain/desk-interactions';
import type { Interaction } from '../../../protocol/interaction-events';
import { useHub } from '../../../hub-client/use-hub';
import { EmailComposer } from './email-composer';
import { useEmailDraft } from './email-draft-store';
import { EmailReader } from './email-reader';
import { EmailSent } from './email-sent';
import './email.css';

/**
 * The email part of an interaction window: the incoming email (read safely), the reply or new
 * email composer while the agent handles it, and what was sent once the server recorded it.
 */
export function EmailPanel({ ix, list }: { ix: Interaction; list: DeskList }) {
  const { t } = useTranslation('emails');
  const { call } = useHub();
  const id = ix.interactionId;
  const incoming = ix.email?.incomingEmailData ?? null;
  const outgoing = ix.email?.outgoingEmailData ?? null;
  const sent = outgoing !== null && outgoing.sentAt !== null ? outgoing : null;
  const [kept, setStored] = useEmailDraft(id);
  const [preparing, setPreparing] = useState(false);
  const [justSent, setJustSent] = useState(false);
  const canCompose =
    list === 'active' && ix.interactionStateId === 'handling' && sent === null && !justSent;
  // a new outgoing email starts from the server's draft (its signature included) until the agent edits it
  const stored =
    kept ??
    (incoming === null && outgoing !== null
      ? { draft: draftFromRecord(outgoing), attachments: [], includeSignature: true }
      : null);

  const startReply = async () => {
    if (incoming === null || preparing) return;
    setPreparing(true);
    const answer = await call('emailReplySignature', {
      params: { id },
      query: { email: incoming.to },
    });
    setPreparing(false);
    // §2: a failed signature fetch still creates the draft, only without a signature
    const signature =
      answer.ok && typeof answer.value.signature === 'string'
        ? { ok: true as const, signature: answer.value.signature }
        : { ok: false as const };
    setStored({
      draft: createReplyDraft(incoming, signature),
      attachments: [],
      includeSignature: true,
    });
  };

  return (
    <section className="email-panel" aria-label={t('reader.label')} data-testid="email-panel">
      {incoming !== null && <EmailReader interactionId={id} email={incoming} />}
      {sent !== null && <EmailSent interactionId={id} email={sent} reply={incoming !== null} />}
      {justSent && sent === null && (
        <p className="email-panel__note" role="status">
          {t('composer.sent')}
        </p>
      )}
      {canCompose && stored !== null && (
        <EmailComposer
          interactionId={id}
          mode={incoming !== null ? 'reply' : 'send'}
          stored={stored}
          onChange={setStored}
          onDiscard={incoming !== null ? () => setStored(null) : null}
          onSent={() => {
            setJustSent(true);
            setStored(null);
          }}
        />
      )}
      {canCompose && stored === null && incoming !== null && (
        <div className="email-panel__actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => void startReply()}
            disabled={preparing}
            aria-busy={preparing}
            data-testid="email-reply"
          >
            {preparing ? t('reader.preparingReply') : t('reader.reply')}
          </button>
        </div>
      )}
    </section>
  );
}
