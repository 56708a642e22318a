import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './app/i18n';
import { screenOfPath } from './app/screen-of-path';
import { LoginScreen } from './app/session-gate';
import { connectOnce } from './hub-client/hub-provider';
import './app/app.css';

// A tab's start is a chain (hub greeting, session, the screen's chunk): these start together
// instead of one after the other. A failure here shows where the app meets it.
const screen = screenOfPath(window.location.pathname);
void connectOnce(screen?.topics).catch(() => {});
const opening = Promise.all([screen?.preload(), LoginScreen.preload()]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// English is bundled, so this resolves without a network round trip.
void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App opening={opening} />
    </StrictMode>,
  );
});
