import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CookieSettingsDialog } from './cookie-settings-dialog';

/** Reopens the cookie settings at any time, so a choice can be changed or withdrawn. */
export function CookieSettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {t('consent.cookieSettings')}
      </Button>
      <CookieSettingsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
