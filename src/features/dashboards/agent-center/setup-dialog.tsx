import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  newDashboardCard,
  type AgentCardType,
  type Dashboard,
  type DashboardCard,
} from '../../../domain/agent-dashboard';
import type { BusinessProcessOption } from '../../../domain/agent-queue-cards';
import { validateDashboardName } from '../../../domain/dashboard-name';
import { AddCardForm } from './add-card-form';
import { DashboardNameField } from './dashboard-name-field';
import { DialogFrame } from '../../../ui/dialog-frame';

type SetupTab = 'dashboard' | 'addCard';

/**
 * The dashboard setup dialog (supervisor-dashboards §2, §5): tab 1 edits the name and lists
 * the cards, each with delete, plus an add-card entry; tab 2 adds a card. Nothing is saved
 * until Save; an invalid name aborts the save and takes the focus.
 */
export function SetupDialog(props: {
  dashboard: Dashboard;
  optionsFor: (type: AgentCardType) => readonly BusinessProcessOption[];
  nameOf: (businessProcessId: string) => string;
  onCancel: () => void;
  onSave: (next: Dashboard) => Promise<boolean>;
}) {
  const { t } = useTranslation('dashboards');
  const baseId = useId();
  const [tab, setTab] = useState<SetupTab>('dashboard');
  const [name, setName] = useState(props.dashboard.name);
  const [cards, setCards] = useState<DashboardCard[]>(props.dashboard.cards);
  const [saving, setSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState(1);
  const nameRef = useRef<HTMLInputElement>(null);
  const error = validateDashboardName(name);

  // on opening, and when a save was refused for the name: the name field takes the focus
  useEffect(() => {
    if (focusRequest > 0) nameRef.current?.focus();
  }, [focusRequest]);

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (saving) return;
    if (error !== null) {
      setTab('dashboard');
      setFocusRequest((n) => n + 1);
      return;
    }
    setSaving(true);
    const saved = await props.onSave({ ...props.dashboard, name: name.trim(), cards });
    setSaving(false);
    if (saved) props.onCancel();
  }

  function create(type: AgentCardType, businessProcessId: string | null): void {
    const ids = props.optionsFor(type).map((bp) => bp.id);
    setCards((list) => [
      ...list,
      newDashboardCard(`card-${crypto.randomUUID()}`, type, businessProcessId, ids),
    ]);
    setTab('dashboard');
  }

  const tabId = (which: SetupTab) => `${baseId}-tab-${which}`;
  const panelId = (which: SetupTab) => `${baseId}-panel-${which}`;
  return (
    <DialogFrame
      title={t('agentCenter.setup.title')}
      className="dialog agent-setup"
      onClose={props.onCancel}
    >
      <form noValidate onSubmit={(e) => void save(e)}>
        <div role="tablist" aria-label={t('agentCenter.setup.title')} className="card-tabs">
          {(['dashboard', 'addCard'] as const).map((which) => (
            <button
              key={which}
              id={tabId(which)}
              type="button"
              role="tab"
              aria-selected={tab === which}
              aria-controls={panelId(which)}
              className="card-tab"
              onClick={() => setTab(which)}
            >
              {t(`agentCenter.setup.tabs.${which}`)}
            </button>
          ))}
        </div>
        {tab === 'dashboard' ? (
          <div
            role="tabpanel"
            id={panelId('dashboard')}
            aria-labelledby={tabId('dashboard')}
            className="agent-setup__panel"
          >
            <DashboardNameField value={name} error={error} onChange={setName} ref={nameRef} />
            <h3 className="agent-setup__subtitle">{t('agentCenter.setup.cards')}</h3>
            {cards.length === 0 && (
              <p className="agent-card__note">{t('agentCenter.setup.noCards')}</p>
            )}
            <ul className="agent-setup__cards">
              {cards.map((card) => {
                const title = t(`agentCenter.cardTypes.${card.componentName}`);
                return (
                  <li key={card._id}>
                    <span>
                      {title}
                      {card.selectedBusinessProcessId !== null && (
                        <span className="agent-setup__fixed">
                          {' '}
                          · {props.nameOf(card.selectedBusinessProcessId)}
                        </span>
                      )}
                    </span>
                    <button
                      type="button"
                      className="button button-text"
                      aria-label={t('agentCenter.setup.deleteCard', { card: title })}
                      onClick={() => setCards((list) => list.filter((c) => c._id !== card._id))}
                    >
                      {t('agentCenter.setup.delete')}
                    </button>
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              className="button button-outline"
              onClick={() => setTab('addCard')}
            >
              + {t('agentCenter.setup.addCard')}
            </button>
          </div>
        ) : (
          <div
            role="tabpanel"
            id={panelId('addCard')}
            aria-labelledby={tabId('addCard')}
            className="agent-setup__panel"
          >
            <AddCardForm
              optionsFor={props.optionsFor}
              onDiscard={() => setTab('dashboard')}
              onCreate={create}
            />
          </div>
        )}
        <div className="dialog__actions agent-setup__footer">
          <button type="button" className="button button-outline" onClick={props.onCancel}>
            {t('agentCenter.setup.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {t('agentCenter.setup.save')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
