import { approveFeedbackRoute } from './feedback/approve-feedback';
import { confirmPasswordResetRoute } from './auth/confirm-password-reset';
import { createPasswordResetRoute } from './auth/create-password-reset';
import { getAdminCheckRoute } from './auth/get-admin-check';
import { getCsrfTokenRoute } from './auth/get-csrf-token';
import { getSessionRoute } from './auth/get-session';
import { logInRoute } from './auth/log-in';
import { logOutRoute } from './auth/log-out';
import { signUpRoute } from './auth/sign-up';
import { getAttemptRoute } from './attempts/get-attempt';
import { saveAttemptAnswersRoute } from './attempts/save-attempt-answers';
import { saveSelfMarksRoute } from './attempts/save-self-marks';
import { startAttemptRoute } from './attempts/start-attempt';
import { submitAttemptRoute } from './attempts/submit-attempt';
import { findChaptersRoute } from './catalog/find-chapters';
import { findClassesRoute } from './catalog/find-classes';
import { findCountriesRoute } from './catalog/find-countries';
import { findCurriculaRoute } from './catalog/find-curricula';
import { findPresetsRoute } from './catalog/find-presets';
import { findSubjectsRoute } from './catalog/find-subjects';
import { createContactMessageRoute } from './contact/create-contact-message';
import { findCoverageRoute } from './coverage/find-coverage';
import { createEventRoute } from './events/create-event';
import { findEventsRoute } from './events/find-events';
import { findFeedbacksRoute } from './feedback/find-feedbacks';
import { findFeedbacksForReviewRoute } from './feedback/find-feedbacks-for-review';
import { createPaperRoute } from './papers/create-paper';
import { createPaperVariantRoute } from './papers/create-paper-variant';
import { deletePaperRoute } from './papers/delete-paper';
import { findPapersRoute } from './papers/find-papers';
import { findSwapOptionsRoute } from './papers/find-swap-options';
import { getPaperRoute } from './papers/get-paper';
import { getPaperHeaderRoute } from './papers/get-paper-header';
import { renamePaperRoute } from './papers/rename-paper';
import { renderPaperPdfRoute } from './papers/render-paper-pdf';
import { swapPaperQuestionRoute } from './papers/swap-paper-question';
import { createOrderRoute } from './payments/create-order';
import { receiveWebhookRoute } from './payments/receive-webhook';
import { recheckPaymentRoute } from './payments/recheck-payment';
import { verifyPaymentRoute } from './payments/verify-payment';
import { getPerformanceRoute } from './performance/get-performance';
import type { Route } from './route';
import { getSiteFactsRoute } from './site/get-site-facts';
import { getUserSubscriptionRoute } from './subscriptions/get-user-subscription';
import { getHealthRoute } from './system/get-health';

/** Every route of the API, one per operation of common/contracts (a test holds them equal). */
export const routes: Route[] = [
  getHealthRoute,
  getCsrfTokenRoute,
  signUpRoute,
  logInRoute,
  logOutRoute,
  getSessionRoute,
  getAdminCheckRoute,
  createPasswordResetRoute,
  confirmPasswordResetRoute,
  createContactMessageRoute,
  findFeedbacksRoute,
  findFeedbacksForReviewRoute,
  approveFeedbackRoute,
  createEventRoute,
  findEventsRoute,
  findCountriesRoute,
  findCurriculaRoute,
  findClassesRoute,
  findSubjectsRoute,
  findChaptersRoute,
  findCoverageRoute,
  findPresetsRoute,
  getSiteFactsRoute,
  createPaperRoute,
  getPaperRoute,
  findPapersRoute,
  renamePaperRoute,
  deletePaperRoute,
  createPaperVariantRoute,
  renderPaperPdfRoute,
  findSwapOptionsRoute,
  swapPaperQuestionRoute,
  getPaperHeaderRoute,
  startAttemptRoute,
  getAttemptRoute,
  saveAttemptAnswersRoute,
  submitAttemptRoute,
  saveSelfMarksRoute,
  getPerformanceRoute,
  getUserSubscriptionRoute,
  createOrderRoute,
  verifyPaymentRoute,
  recheckPaymentRoute,
  receiveWebhookRoute,
];
