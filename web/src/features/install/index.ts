// Owned by the install / PWA work of issue 3: the install prompt card and the service worker.
export { InstallPrompt } from './components/install-prompt';
export { registerServiceWorker } from './register-service-worker';
