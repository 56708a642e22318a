import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogoutReason } from '../../protocol/hub';
import { useHub } from '../../hub-client/use-hub';
import { LogoutReasonMessage } from './logout-reason-message';
import { SingleSignOn } from './single-sign-on';

export interface LoginScreenProps {
  /** The hub is signing in (this tab's request, or a session resuming after a reload). */
  busy: boolean;
  /** Why the previous session ended, if it did. */
  reason: LogoutReason | null;
}

/** Username, password, Sign in; "Failed to login" on failure (agent-desktop §8). */
export function LoginScreen({ busy, reason }: LoginScreenProps) {
  const { t } = useTranslation(['login', 'common']);
  const { login } = useHub();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const usernameId = useId();
  const passwordId = useId();
  const headingId = useId();
  const working = busy || submitting;
  // The reason shown when Sign in was pressed; a different one after a failure came
  // from this attempt (e.g. the license limit) and is shown with "Failed to login".
  const [reasonAtSubmit, setReasonAtSubmit] = useState<string | null>(null);
  const reasonKey = reason ? `${reason.code}:${reason.serverMessage ?? ''}` : null;
  const showReason = reason !== null && (!failed || reasonKey !== reasonAtSubmit);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setReasonAtSubmit(reasonKey);
    setSubmitting(true);
    setFailed(false);
    try {
      const result = await login({ username: username.trim(), password });
      if (!result.ok) setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="login-page" id="main-content">
      <section className="login-card" aria-labelledby={headingId}>
        <p className="login-brand">{t('common:appName')}</p>
        <h1 id={headingId}>{t('title')}</h1>
        {showReason && <LogoutReasonMessage reason={reason} />}
        <form onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor={usernameId}>{t('username')}</label>
            <input
              id={usernameId}
              name="username"
              autoComplete="username"
              required
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={passwordId}>{t('password')}</label>
            <input
              id={passwordId}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          {failed && (
            <p className="message message-error" role="alert">
              {t('failed')}
            </p>
          )}
          <button
            type="submit"
            className="button button-primary button-block"
            disabled={working}
            aria-busy={working}
          >
            {working ? t('submitting') : t('submit')}
          </button>
        </form>
        <SingleSignOn busy={working} />
      </section>
    </main>
  );
}
