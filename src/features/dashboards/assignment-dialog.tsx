import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DURATION_CHOICES_HOURS,
  DURATION_DEFAULT_HOURS,
  canApplyToAgents,
} from '../../domain/temporary-assignment';
import { ASSIGNMENT_DIALOG_WIDTHS_PX } from '../../domain/supervisor-constants';
import { Portal } from '../../ui/portal';
import { DialogFrame } from '../../ui/dialog-frame';
import { DialogActions } from '../../ui/dialog-actions';

export interface AssignmentCandidate {
  agentId: string;
  agentName: string;
}

/**
 * Agent assignment dialog (supervisor-dashboards §2): search, multi-select with select all,
 * and for a temporary change the duration menu (1 to 12 hours, default 5).
 */
export function AssignmentDialog(props: {
  title: string;
  candidates: readonly AssignmentCandidate[];
  temporary: boolean;
  applyLabel: string;
  /** Shown under the title (the Assignments dialog's assign/remove choice). */
  extra?: ReactNode;
  onCancel: () => void;
  onApply: (agentIds: string[], durationHours: number | null) => Promise<string | null>;
}) {
  const { t } = useTranslation('supervisor');
  const ids = { search: useId(), duration: useId() };
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [duration, setDuration] = useState<number>(DURATION_DEFAULT_HOURS);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = useMemo(() => {
    const text = search.trim().toLocaleLowerCase();
    return props.candidates.filter(
      (c) => text === '' || c.agentName.toLocaleLowerCase().includes(text),
    );
  }, [props.candidates, search]);
  const allShownSelected = shown.length > 0 && shown.every((c) => selected.has(c.agentId));

  const toggle = (agentId: string) => {
    const next = new Set(selected);
    if (next.has(agentId)) next.delete(agentId);
    else next.add(agentId);
    setSelected(next);
  };
  const toggleAll = () => {
    const next = new Set(selected);
    for (const c of shown) {
      if (allShownSelected) next.delete(c.agentId);
      else next.add(c.agentId);
    }
    setSelected(next);
  };

  async function apply(): Promise<void> {
    if (!canApplyToAgents([...selected])) return;
    setBusy(true);
    const failure = await props.onApply([...selected], props.temporary ? duration : null);
    setBusy(false);
    if (failure !== null) setError(failure);
  }

  return (
    <Portal>
      <DialogFrame
        title={props.title}
        className="dialog assignment-dialog"
        style={{ maxWidth: ASSIGNMENT_DIALOG_WIDTHS_PX[props.temporary ? 1 : 0] }}
        onClose={props.onCancel}
      >
        {props.extra}
        <div className="field">
          <label htmlFor={ids.search}>{t('agents.search')}</label>
          <input
            id={ids.search}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <label className="check-row check-row--all">
          <input
            type="checkbox"
            checked={allShownSelected}
            onChange={toggleAll}
            disabled={shown.length === 0}
          />
          {t('agents.selectAll', { count: selected.size })}
        </label>
        <ul className="assignment-dialog__list" aria-label={t('agents.candidates')}>
          {shown.length === 0 && <li className="empty-text">{t('agents.empty')}</li>}
          {shown.map((c) => (
            <li key={c.agentId}>
              <label className="check-row">
                <input
                  type="checkbox"
                  checked={selected.has(c.agentId)}
                  onChange={() => toggle(c.agentId)}
                />
                {c.agentName}
              </label>
            </li>
          ))}
        </ul>
        {props.temporary && (
          <div className="field">
            <label htmlFor={ids.duration}>{t('agents.duration')}</label>
            <select
              id={ids.duration}
              value={duration}
              onChange={(e) => setDuration(Number(e.target.value))}
            >
              {DURATION_CHOICES_HOURS.map((h) => (
                <option key={h} value={h}>
                  {t('agents.hours', { count: h })}
                </option>
              ))}
            </select>
          </div>
        )}
        <DialogActions
          error={error}
          cancelLabel={t('cancel')}
          onCancel={props.onCancel}
          primaryLabel={props.applyLabel}
          primaryDisabled={busy || !canApplyToAgents([...selected])}
          onPrimary={() => void apply()}
        />
      </DialogFrame>
    </Portal>
  );
}
