import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@common/schemas/auth';
import { Dialog } from '@/components/ui/dialog';
import { PageLoading } from '@/components/layouts/page-loading';

// The form brings zod and react-hook-form: loaded when the dialog opens, not with the landing page.
const loadLoginForm = () => import('./login-form');
const LoginForm = lazy(() => loadLoginForm().then((module) => ({ default: module.LoginForm })));
/** Fetched a little after the page settles, so the dialog rarely waits for it. */
const PREFETCH_DELAY_MS = 2000;

type LoginDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSuccess: (user: SessionUser) => void;
};

/** The login screen as a dialog on the landing page; it closes on cancel, signup, forgot or success. */
export function LoginDialog({ open, onOpenChange, onSuccess }: LoginDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void loadLoginForm(), PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const closeThen = (path: string) => {
    onOpenChange(false);
    navigate(path);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('login.title')}
      description={t('login.subtitle')}
    >
      {open && (
        <div className="mt-5">
          <Suspense fallback={<PageLoading />}>
            <LoginForm
              showHeading={false}
              autoFocus
              onCancel={() => onOpenChange(false)}
              onForgotPassword={() => closeThen('/forgot-password')}
              onCreateAccount={() => closeThen('/signup')}
              onSuccess={(user) => {
                onOpenChange(false);
                onSuccess(user);
              }}
            />
          </Suspense>
        </div>
      )}
    </Dialog>
  );
}
