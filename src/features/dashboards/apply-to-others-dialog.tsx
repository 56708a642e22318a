import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  offeredBusinessProcesses,
  selectAllState,
  targetBusinessProcessIds,
  toggleSelectAll,
  type BusinessProcessOption,
} from '../../domain/threshold-apply';
import { useHubConnection } from '../../hub-client/hub-context';
import { useTopicKeys } from '../../hub-client/use-topic';
import { Portal } from '../../ui/portal';
import type { ThresholdProfile } from '../../protocol/supervision-api';
import type { ProfileOutcome } from './use-threshold-profiles';
import { DialogFrame } from '../../ui/dialog-frame';

/** Wide enough for a long business-process name beside its box. */
const APPLY_DIALOG_WIDTH_PX = 480;

export interface ApplyToOthersProps {
  profile: ThresholdProfile;
  businessProcessId: string;
  /** The names of the profiles each business process holds; null when they could not be read. */
  profileNames: (businessProcessIds: readonly string[]) => Promise<Map<string, string[]> | null>;
  applyToOthers: (
    profile: ThresholdProfile,
    bpIds: readonly string[],
    apply: boolean,
  ) => Promise<ProfileOutcome & { added?: number }>;
  notify: (message: string) => void;
  onClose: () => void;
}

/**
 * Business-process selection dialog (supervisor-dashboards §2, §5, §7): the supervised
 * business processes not yet holding a profile of this name, a select-all box with a
 * count, an all-supervised option, and Add (inactive) or Add & Apply (active).
 */
export function ApplyToOthersDialog(props: ApplyToOthersProps) {
  const { t } = useTranslation('dashboards');
  const { store } = useHubConnection();
  const supervisedIds = useTopicKeys('businessProcessStatistics');
  const supervised: BusinessProcessOption[] = useMemo(
    () =>
      supervisedIds.map((id) => ({
        businessProcessId: id,
        businessProcessName: store.peek('businessProcessStatistics', id)?.businessProcessName ?? id,
      })),
    [supervisedIds, store],
  );
  const [offered, setOffered] = useState<BusinessProcessOption[] | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allSupervised, setAllSupervised] = useState(false);
  const [busy, setBusy] = useState(false);
  const { profile, businessProcessId, profileNames, notify, onClose } = props;

  // read once when the dialog opens: which business processes already hold a profile of this name
  useEffect(() => {
    let live = true;
    const others = supervised.filter((bp) => bp.businessProcessId !== businessProcessId);
    void profileNames(others.map((bp) => bp.businessProcessId)).then((names) => {
      if (!live) return;
      if (names === null) {
        notify(t('applyToOthers.loadFailed'));
        onClose();
        return;
      }
      const left = offeredBusinessProcesses(supervised, businessProcessId, names, profile.name);
      if (left.length === 0) {
        notify(t('applyToOthers.noneLeft'));
        onClose();
      } else setOffered(left);
    });
    return () => {
      live = false;
    };
    // the dialog reads the list once; a business process joining meanwhile shows next time
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const targets =
    offered === null ? [] : targetBusinessProcessIds(selected, offered, allSupervised);
  const allState = offered === null ? 'none' : selectAllState(selected, offered);

  async function send(apply: boolean): Promise<void> {
    setBusy(true);
    const outcome = await props.applyToOthers(profile, targets, apply);
    setBusy(false);
    if (!outcome.ok) {
      notify(t(apply ? 'applyToOthers.addAndApplyFailed' : 'applyToOthers.addFailed'));
      return;
    }
    // the server skips business processes that got a profile of this name meanwhile
    if (outcome.added === 0) notify(t('applyToOthers.noneLeft'));
    else
      notify(
        t(apply ? 'applyToOthers.addedAndApplied' : 'applyToOthers.added', { name: profile.name }),
      );
    onClose();
  }

  return (
    <Portal>
      <DialogFrame
        title={t('applyToOthers.title', { name: profile.name })}
        className="dialog assignment-dialog"
        style={{ maxWidth: APPLY_DIALOG_WIDTH_PX }}
        onClose={onClose}
      >
        {offered === null ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <>
            <label className="check-row">
              <input
                type="checkbox"
                checked={allSupervised}
                onChange={(e) => setAllSupervised(e.target.checked)}
              />
              {t('applyToOthers.allSupervised')}
            </label>
            <label className="check-row check-row--all">
              <input
                type="checkbox"
                checked={allSupervised || allState === 'all'}
                ref={(box) => {
                  if (box) box.indeterminate = !allSupervised && allState === 'some';
                }}
                disabled={allSupervised}
                onChange={() => setSelected(toggleSelectAll(selected, offered))}
              />
              {t('applyToOthers.selectAll', { selected: targets.length, total: offered.length })}
            </label>
            <ul className="assignment-dialog__list" aria-label={t('applyToOthers.list')}>
              {offered.map((bp) => (
                <li key={bp.businessProcessId}>
                  <label className="check-row">
                    <input
                      type="checkbox"
                      disabled={allSupervised}
                      checked={allSupervised || selected.has(bp.businessProcessId)}
                      onChange={() => {
                        const next = new Set(selected);
                        if (!next.delete(bp.businessProcessId)) next.add(bp.businessProcessId);
                        setSelected(next);
                      }}
                    />
                    {bp.businessProcessName}
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button-outline" onClick={onClose}>
            {t('options.cancel')}
          </button>
          <button
            type="button"
            className="button button-outline"
            disabled={busy || targets.length === 0}
            onClick={() => void send(false)}
          >
            {t('applyToOthers.add')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={busy || targets.length === 0}
            onClick={() => void send(true)}
          >
            {t('applyToOthers.addAndApply')}
          </button>
        </div>
      </DialogFrame>
    </Portal>
  );
}
