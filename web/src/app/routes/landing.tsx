import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '@/features/auth';
import { FeedbackList } from '@/features/feedback';
import {
  AudienceCards,
  CtaPopup,
  Hero,
  HowItWorks,
  Pricing,
  SchoolAdminSection,
  Showcase,
} from '@/features/landing';
import { useLoginDialog } from '../shell/login-dialog-context';

type LandingPageProps = { section?: 'pricing' | 'how-it-works' };

/** The landing page; /pricing and /how-it-works show it scrolled to their part (spec §2). */
export function LandingPage({ section }: LandingPageProps) {
  const { user } = useAuth();
  const { openLogin, loginOpen } = useLoginDialog();

  useEffect(() => {
    if (section) document.getElementById(section)?.scrollIntoView({ block: 'start' });
  }, [section]);

  if (user?.isAdmin === 'SA') return <Navigate to="/school-admin" replace />;

  return (
    <div>
      <Hero signedIn={Boolean(user)} onTryFree={openLogin} />
      <Pricing />
      <AudienceCards />
      <Showcase />
      <HowItWorks />
      <SchoolAdminSection />
      <FeedbackList />
      <CtaPopup
        signedIn={Boolean(user)}
        onTryFree={openLogin}
        stayOnDismiss={Boolean(section)}
        loginOpen={loginOpen}
      />
    </div>
  );
}
