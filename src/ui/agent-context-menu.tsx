import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeMonitoringMode,
  canShowMonitorMenu,
  isMonitoringModeEnabled,
  MONITORING_MODES,
  stateChangeOptions,
  toggleMonitoring,
  type BreakType,
} from '../domain/agent-state';
import { useHub } from '../hub-client/use-hub';
import { useTopicValue } from '../hub-client/use-topic';
import { useHubRead } from '../hub-client/use-hub-read';
import type { CommandResult } from '../protocol/hub';
import { monitoringEndpoint } from '../protocol/monitoring-calls';
import type { AgentLoadAllowance } from '../protocol/supervision-api';
import './agent-context-menu.css';
import { Menu } from './menu';

/**
 * Right-click menu on an agent (supervisor-dashboards §2 Agents tab): change state, change
 * load allowance, monitor. Every entry calls the server; the outcome is reported through
 * `onDone` (a message for the snackbar), and the live state arrives through the hub.
 */
/** Until the break types are read (a constant, so effects keyed on the list stay put). */
const NO_BREAK_TYPES: readonly BreakType[] = [];

export function AgentContextMenu(props: {
  agentId: string;
  agentName: string;
  supervisorId: string;
  position: { x: number; y: number };
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { agentId, agentName, supervisorId, onClose, onDone } = props;
  const { t } = useTranslation('supervisor');
  const { call } = useHub();
  const state = useTopicValue('supervisedAgents', agentId);
  const monitoring = useTopicValue('monitoring', `${supervisorId}:${agentId}`);
  const breakTypesRead = useHubRead({ name: 'breakTypes' }).state;
  const breakTypes: readonly BreakType[] =
    breakTypesRead.status === 'ready' && Array.isArray(breakTypesRead.value)
      ? breakTypesRead.value
      : NO_BREAK_TYPES;
  const [allowance, setAllowance] = useState<AgentLoadAllowance | null>(null);
  const [open, setOpen] = useState<'state' | 'allowance' | 'monitor' | null>(null);
  useEffect(() => {
    void call('supervisorAgentLoadAllowance', { params: { agentId } }).then((r) => {
      if (r.ok) setAllowance(r.value);
    });
  }, [call, agentId]);

  async function run(pending: Promise<CommandResult<unknown>>, success: string): Promise<void> {
    const result = await pending;
    onDone(
      result.ok ? success : t('failed', { message: result.error.message ?? result.error.code }),
    );
    onClose();
  }

  const stateOptions = state
    ? stateChangeOptions({ stateId: state.stateId, breakTypeId: state.breakTypeId }, breakTypes)
    : [];
  const active = activeMonitoringMode(monitoring);
  const monitorable = state !== undefined && canShowMonitorMenu(state, supervisorId);

  return (
    <Menu
      label={t('menu.label', { name: agentName })}
      className="context-menu"
      position={props.position}
      onClose={onClose}
      layoutKey={[open, breakTypes, allowance]}
    >
      <SubmenuToggle name="state" open={open} onToggle={setOpen}>
        {t('menu.changeState')}
      </SubmenuToggle>
      {open === 'state' && (
        <div role="group" className="context-menu__sub">
          {stateOptions.length === 0 && <p className="context-menu__note">{t('menu.loading')}</p>}
          {stateOptions.flatMap((option) =>
            option.stateId === 'break' && option.breakTypes.length > 0
              ? option.breakTypes.map((b) => (
                  <button
                    key={`break:${b.id}`}
                    type="button"
                    role="menuitem"
                    onClick={() =>
                      void run(
                        call('supervisorAgentState', {
                          params: { agentId },
                          body: { stateId: 'break', breakTypeId: b.id },
                        }),
                        t('done.state', { name: agentName, state: b.name }),
                      )
                    }
                  >
                    {t('state.breakOf', { type: b.name })}
                  </button>
                ))
              : [
                  <button
                    key={option.stateId}
                    type="button"
                    role="menuitem"
                    onClick={() =>
                      void run(
                        call('supervisorAgentState', {
                          params: { agentId },
                          body: { stateId: option.stateId },
                        }),
                        t('done.state', { name: agentName, state: t(`state.${option.stateId}`) }),
                      )
                    }
                  >
                    {t(`state.${option.stateId}`)}
                  </button>,
                ],
          )}
        </div>
      )}
      <SubmenuToggle name="allowance" open={open} onToggle={setOpen}>
        {t('menu.changeLoadAllowance')}
      </SubmenuToggle>
      {open === 'allowance' && (
        <div role="group" className="context-menu__sub">
          {allowance === null && <p className="context-menu__note">{t('menu.loading')}</p>}
          {allowance?.availableLoadAllowances
            .filter((l) => l.loadAllowanceId !== allowance.loadAllowanceId)
            .map((l) => (
              <button
                key={l.loadAllowanceId}
                type="button"
                role="menuitem"
                onClick={() =>
                  void run(
                    call('supervisorAgentLoadAllowanceSet', {
                      params: { agentId },
                      body: { loadAllowanceId: l.loadAllowanceId },
                    }),
                    t('done.loadAllowance', { name: agentName, allowance: l.loadAllowanceName }),
                  )
                }
              >
                {l.loadAllowanceName}
              </button>
            ))}
        </div>
      )}
      {monitorable && (
        <>
          <SubmenuToggle name="monitor" open={open} onToggle={setOpen}>
            {t('menu.monitor')}
          </SubmenuToggle>
          {open === 'monitor' && (
            <div role="group" className="context-menu__sub">
              {MONITORING_MODES.map((mode) => {
                const toggle = toggleMonitoring(mode, active);
                return (
                  <button
                    key={mode}
                    type="button"
                    role="menuitemcheckbox"
                    aria-checked={active === mode}
                    disabled={!isMonitoringModeEnabled(mode, active) || toggle === null}
                    onClick={() => {
                      if (toggle === null) return;
                      void run(
                        call(monitoringEndpoint(mode, toggle.action), {
                          params: { supId: supervisorId, agentId },
                        }),
                        t(
                          toggle.action === 'stop' ? 'done.monitorStopped' : 'done.monitorStarted',
                          { name: agentName, mode: t(`monitor.${mode}`) },
                        ),
                      );
                    }}
                  >
                    {active === mode
                      ? t('monitor.stop', { mode: t(`monitor.${mode}`) })
                      : t(`monitor.${mode}`)}
                  </button>
                );
              })}
            </div>
          )}
        </>
      )}
    </Menu>
  );
}

type Submenu = 'state' | 'allowance' | 'monitor';

/** A menu entry that opens or closes its submenu. */
function SubmenuToggle(props: {
  name: Submenu;
  open: Submenu | null;
  onToggle: (next: Submenu | null) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      aria-haspopup="true"
      aria-expanded={props.open === props.name}
      onClick={() => props.onToggle(props.open === props.name ? null : props.name)}
    >
      {props.children}
    </button>
  );
}
