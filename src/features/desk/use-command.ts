import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult } from '../../protocol/hub';
import { useDesk } from './desk-context';

/**
 * Runs interaction commands: `busy` while one is on its way (buttons wait), and a refused
 * command shows the server's message. The effect itself arrives through the hub's topics.
 */
export function useCommand(): {
  busy: boolean;
  run: (command: () => Promise<CommandResult<unknown>>) => Promise<boolean>;
} {
  const { t } = useTranslation('interactions');
  const { notify } = useDesk();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (command: () => Promise<CommandResult<unknown>>): Promise<boolean> => {
      setBusy(true);
      try {
        const result = await command();
        if (!result.ok)
          notify(t('errors.refused', { message: result.error.message ?? result.error.code }));
        return result.ok;
      } catch (error) {
        notify(
          t('errors.refused', { message: error instanceof Error ? error.message : String(error) }),
        );
        return false;
      } finally {
        setBusy(false);
      }
    },
    [notify, t],
  );
  return { busy, run };
}
