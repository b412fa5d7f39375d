import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { initI18n } from './i18n';
import { App } from './app/app';
import { registerServiceWorker } from './features/install';
import { forgetVisitorWhenConsentIsWithdrawn } from './lib/events';

await initI18n();
registerServiceWorker();
forgetVisitorWhenConsentIsWithdrawn();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
