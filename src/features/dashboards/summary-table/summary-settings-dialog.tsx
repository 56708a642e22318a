import { useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moveColumn, setColumnHidden } from '../../../domain/summary-filters';
import { compareNames } from '../../../domain/summary-table';
import { useHubConnection } from '../../../hub-client/hub-context';
import { useTopicKeys } from '../../../hub-client/use-topic';
import { Portal } from '../../../ui/portal';
import type { SummarySettings } from './use-summary-settings';
import { DialogFrame } from '../../../ui/dialog-frame';
import { DialogActions } from '../../../ui/dialog-actions';

const TABS = ['columns', 'order', 'businessProcesses'] as const;
type Tab = (typeof TABS)[number];

/**
 * Summary-table settings (supervisor-dashboards §2): hide columns, reorder columns (drag, or
 * the move buttons from the keyboard), and choose which business processes show.
 */
export function SummarySettingsDialog(props: {
  settings: SummarySettings;
  onCancel: () => void;
  onSave: (next: SummarySettings) => Promise<boolean>;
}) {
  const { t } = useTranslation('dashboards');
  const { store } = useHubConnection();
  const ids = useTopicKeys('businessProcessStatistics');
  const [tab, setTab] = useState<Tab>('columns');
  const [columns, setColumns] = useState(props.settings.columns);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    new Set(props.settings.table.hiddenBusinessProcessesIds),
  );
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ordered = [...columns].sort((a, b) => a.columnIndex - b.columnIndex);
  const processes = useMemo(
    () =>
      ids
        .map((id) => ({
          id,
          name: store.peek('businessProcessStatistics', id)?.businessProcessName ?? id,
        }))
        .sort((a, b) => compareNames(a.name, b.name)),
    [ids, store],
  );

  const toggleProcess = (id: string) => {
    const next = new Set(hidden);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setHidden(next);
  };

  async function save(): Promise<void> {
    const ok = await props.onSave({
      columns,
      table: { ...props.settings.table, hiddenBusinessProcessesIds: [...hidden] },
    });
    if (!ok) setError(t('summaryTable.saveFailed'));
  }

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragFrom !== null) setColumns(moveColumn(columns, dragFrom, to));
    setDragFrom(null);
  };

  return (
    <Portal>
      <DialogFrame
        title={t('summaryTable.settings')}
        className="dialog summary-settings"
        style={{ maxWidth: 560 }}
        onClose={props.onCancel}
      >
        <div role="tablist" className="card-tabs" aria-label={t('summaryTable.settings')}>
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className="card-tab"
              onClick={() => setTab(name)}
            >
              {t(`summaryTable.tabs.${name}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" className="summary-settings__panel">
          {tab === 'columns' && (
            <ul className="summary-settings__list">
              {ordered.map((c) => (
                <li key={c.value}>
                  <label className="check-row">
                    <input
                      type="checkbox"
                      checked={!c.hide}
                      disabled={c.value === 'businessProcessName'}
                      onChange={() => setColumns(setColumnHidden(columns, c.value, !c.hide))}
                    />
                    {t(c.text)}
                  </label>
                </li>
              ))}
            </ul>
          )}
          {tab === 'order' && (
            <ol className="summary-settings__list">
              {ordered.map((c, index) => (
                <li
                  key={c.value}
                  draggable
                  className={`summary-settings__draggable${dragFrom === index ? ' is-dragging' : ''}`}
                  onDragStart={() => setDragFrom(index)}
                  onDragOver={(e) => e.preventDefault()}
                  onDrop={(e) => onDrop(e, index)}
                >
                  <span aria-hidden="true" className="summary-settings__grip">
                    ⠿
                  </span>
                  <span className="summary-settings__name">{t(c.text)}</span>
                  <button
                    type="button"
                    className="button button-text"
                    disabled={index === 0}
                    aria-label={t('summaryTable.moveUp', { column: t(c.text) })}
                    onClick={() => setColumns(moveColumn(columns, index, index - 1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button-text"
                    disabled={index === ordered.length - 1}
                    aria-label={t('summaryTable.moveDown', { column: t(c.text) })}
                    onClick={() => setColumns(moveColumn(columns, index, index + 1))}
                  >
                    ↓
                  </button>
                </li>
              ))}
            </ol>
          )}
          {tab === 'businessProcesses' && (
            <ul className="summary-settings__list">
              {processes.map((p) => (
                <li key={p.id}>
                  <label className="check-row">
                    <input
                      type="checkbox"
                      checked={!hidden.has(p.id)}
                      onChange={() => toggleProcess(p.id)}
                    />
                    {p.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
        <DialogActions
          error={error}
          cancelLabel={t('options.cancel')}
          onCancel={props.onCancel}
          primaryLabel={t('summaryTable.save')}
          onPrimary={() => void save()}
        />
      </DialogFrame>
    </Portal>
  );
}
