import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailFrameDocument, sanitiseEmailHtml } from './email-html';

/**
 * An email body, sanitised and shown in a sandboxed frame: no `allow-scripts`, no
 * `allow-same-origin` (an opaque origin: the body cannot reach the app, its storage or the
 * hub), popups allowed only so links can open in a new tab. Remote images stay blocked until
 * the agent chooses "Show remote content" for this email.
 */
export function EmailBodyFrame({
  html,
  title,
  testId,
}: {
  html: string;
  title: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation('emails');
  const [allowRemote, setAllowRemote] = useState(false);
  const clean = useMemo(() => sanitiseEmailHtml(html, allowRemote), [html, allowRemote]);
  const document = useMemo(
    () => emailFrameDocument(clean.html, allowRemote, i18n.language),
    [clean.html, allowRemote, i18n.language],
  );
  return (
    <div className="email-body">
      {clean.blockedRemote > 0 && (
        <div className="email-remote" role="status">
          <span>{t('reader.remoteBlocked', { count: clean.blockedRemote })}</span>
          <button
            type="button"
            className="button button-outline email-remote__show"
            onClick={() => setAllowRemote(true)}
          >
            {t('reader.showRemote')}
          </button>
        </div>
      )}
      {allowRemote && <p className="email-remote email-remote--shown">{t('reader.remoteShown')}</p>}
      <iframe
        className="email-body__frame"
        title={title}
        data-testid={testId}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        srcDoc={document}
      />
    </div>
  );
}
