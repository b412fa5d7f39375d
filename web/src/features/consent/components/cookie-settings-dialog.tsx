import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { readConsent, saveConsent } from '@/lib/consent';

type CookieSettingsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

const optional = ['analytics', 'marketing'] as const;

/** The cookie settings: necessary always on, analytics and marketing by choice (spec §3). */
export function CookieSettingsDialog({ open, onOpenChange }: CookieSettingsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('consent.settingsTitle')}
      description={t('consent.settingsText')}
    >
      {open && <Choices onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function Choices({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(() => {
    const stored = readConsent();
    return { analytics: stored?.analytics ?? false, marketing: stored?.marketing ?? false };
  });
  const save = (next: typeof choice) => {
    saveConsent(next);
    onDone();
  };
  return (
    <div className="mt-5 space-y-4">
      <Category
        id="necessary"
        title={t('consent.necessaryTitle')}
        text={t('consent.necessaryText')}
        checked
        disabled
        note={t('consent.alwaysOn')}
      />
      {optional.map((kind) => (
        <Category
          key={kind}
          id={kind}
          title={t(`consent.${kind}Title`)}
          text={t(`consent.${kind}Text`)}
          checked={choice[kind]}
          onChange={(checked) => setChoice((current) => ({ ...current, [kind]: checked }))}
        />
      ))}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => save(choice)}>
          {t('consent.savePreferences')}
        </Button>
        <Button onClick={() => save({ analytics: true, marketing: true })}>
          {t('consent.acceptAll')}
        </Button>
      </div>
    </div>
  );
}

type CategoryProps = {
  id: string;
  title: string;
  text: string;
  checked: boolean;
  disabled?: boolean;
  note?: string;
  onChange?: (checked: boolean) => void;
};

function Category({ id, title, text, checked, disabled, note, onChange }: CategoryProps) {
  const inputId = `cookie-${id}`;
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4">
      <div>
        <label htmlFor={inputId} className="font-semibold text-slate-900">
          {title}
        </label>
        <p id={`${inputId}-text`} className="mt-1 text-sm text-slate-600">
          {text}
        </p>
        {note && <p className="mt-1 text-xs font-medium text-brand-700">{note}</p>}
      </div>
      <input
        id={inputId}
        type="checkbox"
        role="switch"
        aria-describedby={`${inputId}-text`}
        className="mt-1 h-5 w-9 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-not-allowed"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
      />
    </div>
  );
}
