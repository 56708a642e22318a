import { useTranslation } from 'react-i18next';
import type { UserSettingsValue } from '../../domain/user-settings';
import { useActiveUser } from '../../hub-client/use-active-user';
import { CallingLineSetting } from './calling-line-setting';
import { SettingSelect } from './setting-select';
import { SettingsSection } from './settings-section';
import type { SettingsSaver } from './use-settings-save';
import { useHubRead } from '../../hub-client/use-hub-read';

const OUTGOING = [
  ['call', 'defaultOutgoingCallBusinessProcessId'],
  ['email', 'defaultOutgoingEmailBusinessProcessId'],
  ['sms', 'defaultOutgoingSmsBusinessProcessId'],
] as const;

// a select cannot hold null: this value stands for "no default"
const NONE = '';

/**
 * agentSettings: the default business process of outgoing calls, emails and SMS, and the
 * calling line identification shown per business process; agentStateSettings: the terminal
 * last chosen (recorded when the agent picks a terminal, shown here as it stands).
 */
export function AgentSection({
  settings,
  saver,
}: {
  settings: UserSettingsValue;
  saver: SettingsSaver;
}) {
  const { t } = useTranslation('settings');
  const user = useActiveUser();
  const configuration = useHubRead({ name: 'configuration' });
  const assigned = new Set(user?.assignedBusinessProcessIds ?? []);
  const all =
    configuration.state.status === 'ready' && !configuration.state.value.upToDate
      ? configuration.state.value.businessProcesses
      : [];
  const processes = all.filter((bp) => assigned.has(bp.id));
  const nameOf = (id: string) => all.find((bp) => bp.id === id)?.name ?? id;
  const agent = settings.agentSettings;
  const terminal = settings.agentStateSettings.lastSelectedTerminal;

  return (
    <SettingsSection id="agent" title={t('agent.title')} lead={t('agent.lead')}>
      {configuration.state.status === 'loading' && <p className="settings-note">{t('loading')}</p>}
      {configuration.state.status === 'failed' && (
        <p className="settings-note" role="status">
          {t('agent.processesFailed', { reason: configuration.state.message })}{' '}
          <button
            type="button"
            className="button button-text settings-inline-button"
            onClick={configuration.retry}
          >
            {t('retry')}
          </button>
        </p>
      )}
      {configuration.state.status === 'ready' && processes.length === 0 && (
        <p className="settings-note">{t('agent.noProcesses')}</p>
      )}
      {OUTGOING.map(([medium, key]) => {
        const field = `agentSettings.${key}`;
        const stored = agent[key] ?? NONE;
        return (
          <SettingSelect
            key={key}
            field={field}
            labelKey={`agent.defaultOutgoing.${medium}`}
            options={[
              { value: NONE, label: t('agent.noDefault') },
              ...processes.map((bp) => ({ value: bp.id, label: bp.name })),
              // a default no longer assigned stays visible until changed
              ...(stored !== NONE && !processes.some((bp) => bp.id === stored)
                ? [{ value: stored, label: t('agent.notAssigned', { name: nameOf(stored) }) }]
                : []),
            ]}
            stored={stored}
            saver={saver}
            patch={(value) => ({ [field]: value === NONE ? null : value })}
            disabled={configuration.state.status !== 'ready'}
          />
        );
      })}
      {processes.length > 0 && (
        <fieldset className="settings-group">
          <legend>{t('agent.callingLine')}</legend>
          <p className="settings-note">{t('agent.callingLineHelp')}</p>
          {processes.map((bp) => (
            <CallingLineSetting
              key={bp.id}
              businessProcessId={bp.id}
              name={bp.name}
              all={agent.defaultCallingLineIdentification}
              saver={saver}
            />
          ))}
        </fieldset>
      )}
      <div className="settings-field">
        <span className="settings-field__label" id="settings-terminal-label">
          {t('agent.terminal')}
        </span>
        <p
          className="settings-field__control settings-readonly"
          aria-labelledby="settings-terminal-label"
        >
          {terminal.terminalURI === ''
            ? t('agent.noTerminal')
            : t('agent.terminalValue', {
                uri: terminal.terminalURI,
                type: terminal.terminalType || t('agent.terminalTypeUnknown'),
                internal: t(
                  terminal.useInternalPhone ? 'agent.internalPhone' : 'agent.externalPhone',
                ),
              })}
        </p>
      </div>
    </SettingsSection>
  );
}
