import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useAuth, useSession } from '@/features/auth';
import { AppShell } from './shell/app-shell';
import { PageLoading } from '@/components/layouts/page-loading';
import { LandingPage } from './routes/landing';

const DashboardPage = lazy(() => import('./routes/dashboard'));
const SignupPage = lazy(() => import('./routes/signup'));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password'));
const NotFoundPage = lazy(() => import('./routes/not-found'));
const SignInRequiredPage = lazy(() => import('./routes/sign-in-required'));
const AreaPage = lazy(() => import('./routes/area'));
const SchoolAdminPage = lazy(() => import('./routes/school-admin'));
const AdminPage = lazy(() => import('./routes/admin'));
const ContactPage = lazy(() => import('./routes/contact'));
const SubscriptionPage = lazy(() => import('./routes/subscription'));
const AttemptStartPage = lazy(() => import('./routes/attempt-start'));
const AttemptPage = lazy(() => import('./routes/attempt'));
const TermsPage = lazy(() => import('./routes/terms'));
const PrivacyPage = lazy(() => import('./routes/privacy'));
const CoverageRoutePage = lazy(() => import('./routes/coverage'));

/**
 * A guest is sent home (spec §2), but only once the server has answered: a signed-in visitor
 * whose browser holds no stored copy of the user yet would otherwise be bounced at once.
 */
function GuestGoesHome() {
  const session = useSession();
  if (session.isPending) return <PageLoading />;
  return <Navigate to="/" replace />;
}

/** Both route tables of spec §2; signed-in-only pages show the sign-in-required page to guests. */
export function AppRoutes() {
  const { user } = useAuth();
  const signedIn = Boolean(user);
  const member = (page: ReactNode) => (signedIn ? page : <SignInRequiredPage />);
  const guestOnly = (page: ReactNode) => (signedIn ? <Navigate to="/" replace /> : page);
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={<AppShell />}>
          <Route path="/" element={<LandingPage />} />
          <Route path="/pricing" element={<LandingPage section="pricing" />} />
          <Route path="/how-it-works" element={<LandingPage section="how-it-works" />} />
          <Route path="/generate" element={member(<DashboardPage />)} />
          <Route
            path="/my-papers"
            element={signedIn ? <DashboardPage view="my-papers" /> : <GuestGoesHome />}
          />
          <Route path="/attempt/:paperId" element={member(<AttemptStartPage />)} />
          <Route path="/attempts/:attemptId" element={member(<AttemptPage />)} />
          <Route path="/solve" element={member(<AreaPage area="solve" />)} />
          <Route path="/general-awareness" element={member(<AreaPage area="generalAwareness" />)} />
          <Route path="/resources" element={member(<AreaPage area="resources" />)} />
          <Route path="/admin" element={member(<AdminPage />)} />
          <Route path="/school-admin" element={<SchoolAdminPage />} />
          <Route path="/subscription" element={<SubscriptionPage />} />
          <Route path="/school" element={<AreaPage area="school" />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/coverage" element={<CoverageRoutePage />} />
          <Route path="/terms" element={<TermsPage />} />
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route path="/signup" element={guestOnly(<SignupPage />)} />
          <Route path="/forgot-password" element={guestOnly(<ForgotPasswordPage />)} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
