export { CookieBanner } from './components/cookie-banner';
export { CookieSettingsButton } from './components/cookie-settings-button';
export { useConsent } from './hooks/use-consent';
