import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  ssoCallbackCheck,
  ssoCallbackOf,
  withoutSsoParams,
  type SsoCallback,
} from '../../domain/sso-callback';
import { useHub } from '../../hub-client/use-hub';
import { openIdFailureOf, type OpenIdFailureCode } from '../../protocol/openid-api';

/** The state of the attempt this browser started; compared with the one the provider sends back. */
const STATE_KEY = 'cc.sso.state';
/** What the sign-in popup (Teams) posts to the tab that opened it. */
const POPUP_MESSAGE = 'cc-sso-callback';
const TEAMS_PREFIX = '/teams';

type Failure = OpenIdFailureCode | 'popupBlocked' | 'failed';

function storedState(): string | null {
  try {
    return window.localStorage.getItem(STATE_KEY);
  } catch {
    return null; // storage refused (privacy settings): the check then fails, never passes
  }
}

function storeState(state: string | null): void {
  try {
    if (state === null) window.localStorage.removeItem(STATE_KEY);
    else window.localStorage.setItem(STATE_KEY, state);
  } catch {
    // nothing stored: the return is refused as a state mismatch, which says what happened
  }
}

/** The page that opened this one when it is this app (the sign-in popup of the Teams embed). */
function appOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    return opener !== null && opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null; // another origin's window
  }
}

/**
 * "Sign in with single sign-on" when the server offers it, and the return from the identity
 * provider: the code and state leave the address at once, are checked against the attempt
 * this browser started, and the hub signs in with them. Inside Teams the provider opens in
 * a popup, which hands its result back to the embed and closes.
 */
export function SingleSignOn({ busy }: { busy: boolean }) {
  const { t } = useTranslation('login');
  const { openIdAvailable, openIdStart, openIdLogin } = useHub();
  const location = useLocation();
  const navigate = useNavigate();
  const [available, setAvailable] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [working, setWorking] = useState(false);
  // read once: the address is cleaned right after
  const [arrived] = useState(() => ssoCallbackOf(location.search));
  const [opener] = useState(appOpener);
  const pending = useRef<SsoCallback | null>(arrived.kind === 'none' ? null : arrived);
  const inTeams = location.pathname.startsWith(TEAMS_PREFIX);

  async function finish(callback: SsoCallback): Promise<void> {
    const refused = ssoCallbackCheck(callback, storedState());
    storeState(null); // one attempt, one use
    if (refused !== null) {
      setFailure(refused);
      return;
    }
    if (callback.kind !== 'code') return;
    setFailure(null);
    setWorking(true);
    const result = await openIdLogin(callback.request);
    setWorking(false);
    if (!result.ok) setFailure(openIdFailureOf(result.error.message) ?? 'failed');
  }
  const finishRef = useRef(finish);
  useEffect(() => {
    finishRef.current = finish;
  });

  useEffect(() => {
    if (arrived.kind === 'none') return;
    const search = withoutSsoParams(location.search);
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
    if (opener !== null) {
      opener.postMessage({ type: POPUP_MESSAGE, search: location.search }, window.location.origin);
      window.close();
    }
    // the first render's address only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // a return in this page waits until the hub has finished resuming (it refuses two sign-ins at once)
  useEffect(() => {
    const callback = pending.current;
    if (callback === null || busy || opener !== null) return;
    pending.current = null;
    void finishRef.current(callback);
  }, [busy, opener]);

  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; search?: unknown } | null;
      if (data?.type !== POPUP_MESSAGE || typeof data.search !== 'string') return;
      void finishRef.current(ssoCallbackOf(data.search));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    let live = true;
    void openIdAvailable().then((offered) => {
      if (live) setAvailable(offered);
    });
    return () => {
      live = false;
    };
  }, [openIdAvailable]);

  const start = async () => {
    setFailure(null);
    setWorking(true);
    const result = await openIdStart();
    if (!result.ok) {
      setWorking(false);
      setFailure(openIdFailureOf(result.error.message) ?? 'failed');
      return;
    }
    storeState(new URL(result.value).searchParams.get('state'));
    if (inTeams) {
      // Teams cannot show the provider's page in its frame; a popup can
      const popup = window.open(result.value, 'cc-sso', 'popup,width=520,height=680');
      setWorking(false);
      if (popup === null) setFailure('popupBlocked');
      return;
    }
    window.location.assign(result.value);
  };

  if (opener !== null && arrived.kind !== 'none') {
    return <p role="status">{t('sso.completing')}</p>;
  }
  return (
    <>
      {failure !== null && (
        <p className="message message-error" role="alert">
          {t(`sso.failure.${failure}`)}
        </p>
      )}
      {working && <p role="status">{t('sso.completing')}</p>}
      {available && (
        <button
          type="button"
          className="button button-outline button-block"
          disabled={busy || working}
          onClick={() => void start()}
        >
          {t('sso.start')}
        </button>
      )}
    </>
  );
}
