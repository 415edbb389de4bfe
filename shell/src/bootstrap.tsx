import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@nomada/i18n';
import { initSession } from '@nomada/state';
import { App } from './app/app';
import { showSessionStatusToasts } from './features/auth/session-status-toasts';

initI18n();
showSessionStatusToasts();
void initSession();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
