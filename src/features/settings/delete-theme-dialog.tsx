import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '../../protocol/api';
import { CONFIRM_DIALOG_MAX_WIDTH_PX } from '../../domain/agent-desktop-constants';
import { useHub } from '../../hub-client/use-hub';
import { DialogFrame } from '../../ui/dialog-frame';
import { deleteTheme } from './theme-list';

/** Asks before deleting a theme; a refusal is shown here and the theme stays. */
export function DeleteThemeDialog({
  theme,
  onClose,
  onDeleted,
}: {
  theme: Theme;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('settings');
  const { call } = useHub();
  const [reason, setReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const result = await deleteTheme(call, theme._id);
    setBusy(false);
    if (result.ok) onDeleted();
    else setReason(result.error.message ?? result.error.code);
  };
  return (
    <DialogFrame
      title={t('themes.deleteTitle')}
      className="settings-dialog"
      style={{ maxWidth: CONFIRM_DIALOG_MAX_WIDTH_PX }}
      onClose={onClose}
    >
      <p>{t('themes.deleteQuestion', { name: theme.name })}</p>
      {reason !== null && (
        <p role="alert" className="settings-alert">
          {t('themes.deleteFailed', { reason })}
        </p>
      )}
      <div className="settings-dialog__actions">
        <button type="button" className="button button-outline" onClick={onClose}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {t('themes.delete')}
        </button>
      </div>
    </DialogFrame>
  );
}
