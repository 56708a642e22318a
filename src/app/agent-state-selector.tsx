import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAllowanceOptions, type AvailabilityColour } from '../domain/agent-state';
import { formatDuration } from '../domain/format';
import {
  ownAvailability,
  ownStateGroups,
  ownStateOption,
  ownStateValue,
  type OwnStateBreakType,
  type OwnStateOption,
} from '../domain/own-agent-state';
import type { LoadAllowanceOption } from '../protocol/supervision-api';
import { useHub } from '../hub-client/use-hub';
import { useHubRead } from '../hub-client/use-hub-read';
import { useTopicValue } from '../hub-client/use-topic';
import { LiveText } from '../hub-client/live-text';
import { nowSignal } from '../ui/use-now';
import { useServerNames } from '../ui/use-server-names';

/** Long enough to read a refusal of a sentence or two; Dismiss closes it sooner. */
const REFUSAL_VISIBLE_MS = 10_000;

/**
 * The availability colours of agent-desktop §4. app.css is not this file's to extend, so the
 * dot takes its colour from the theme variables directly.
 */
const AVAILABILITY_COLOUR: Record<AvailabilityColour, string> = {
  available: 'var(--color-success)',
  away: 'var(--color-warning)',
  busy: 'var(--color-error)',
  ringing: 'var(--color-focus)',
  offline: 'var(--color-text-muted)',
};
const DOT_STYLE: CSSProperties = {
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: '50%',
  flex: 'none',
};

/**
 * The agent's own state (agent-desktop §4): the states grouped as the spec groups them, the
 * availability colour with its name, time in state, and the load allowance. Going offline
 * resets the allowance on the server; the new one arrives with the agent's state.
 * Texts new with the grouping live in the supervisor namespace (common.json is shared).
 */
/** Until the break types are read (a constant, so the memoised groups stay put). */
const NO_BREAK_TYPES: readonly OwnStateBreakType[] = [];

export function AgentStateSelector({ agentId }: { agentId: string }) {
  const { t } = useTranslation(['common', 'supervisor']);
  const names = useServerNames();
  const { call } = useHub();
  const own = useTopicValue('ownAgent');
  const breakTypesRead = useHubRead({ name: 'breakTypes' }).state;
  const breakTypes: readonly OwnStateBreakType[] =
    breakTypesRead.status === 'ready' && Array.isArray(breakTypesRead.value)
      ? breakTypesRead.value
      : NO_BREAK_TYPES;
  const [allowances, setAllowances] = useState<LoadAllowanceOption[]>([]);
  const [error, setError] = useState<string | null>(null);
  // the refusal hangs over the page under the bar: it goes by itself, as a snackbar does
  useEffect(() => {
    if (error === null) return;
    const timer = setTimeout(() => setError(null), REFUSAL_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [error]);
  const registered = own !== undefined;

  // the choices come with the agent's registration: ask once the agent's state is known
  useEffect(() => {
    if (!registered) return undefined;
    let live = true;
    void call('agentLoadAllowance', { params: { id: agentId } }).then((result) => {
      if (!live) return;
      if (result.ok && Array.isArray(result.value.availableLoadAllowances))
        setAllowances(result.value.availableLoadAllowances);
      else if (!result.ok)
        setError(
          t('supervisor:ownState.allowanceUnavailable', {
            message: result.error.message ?? result.error.code,
          }),
        );
    });
    return () => {
      live = false;
    };
  }, [call, agentId, registered, t]);

  const groups = useMemo(() => ownStateGroups(breakTypes), [breakTypes]);

  async function choose(option: OwnStateOption | null): Promise<void> {
    if (option === null) return;
    const body = {
      stateId: option.stateId,
      ...(option.breakTypeId !== null ? { breakTypeId: option.breakTypeId } : {}),
    };
    const result = await call('agentStateSet', { params: { id: agentId }, body });
    setError(
      result.ok
        ? null
        : t('agentState.failed', { message: result.error.message ?? result.error.code }),
    );
  }

  async function chooseAllowance(loadAllowanceId: string): Promise<void> {
    const result = await call('agentLoadAllowanceSet', {
      params: { id: agentId },
      body: { loadAllowanceId },
    });
    setError(
      result.ok
        ? null
        : t('supervisor:ownState.allowanceFailed', {
            message: result.error.message ?? result.error.code,
          }),
    );
  }

  const optionLabel = (o: OwnStateOption): string => {
    if (o.breakTypeId !== null)
      return t('agentState.breakOf', {
        name: names.breakType(o.breakTypeId, o.breakName ?? o.breakTypeId),
      });
    return o.stateId === 'break'
      ? t('supervisor:state.break')
      : t(`agentState.states.${o.stateId}`);
  };

  const current = own ? ownStateValue(own) : '';
  const choosable = ownStateOption(groups, current) !== null;
  const availability = ownAvailability(own?.stateId);
  const currentAllowance = allowances.find((a) => a.loadAllowanceId === own?.loadAllowanceId);
  const otherAllowances = own
    ? loadAllowanceOptions(
        allowances.map((a) => ({ ...a, id: a.loadAllowanceId })),
        own.loadAllowanceId,
      )
    : [];

  return (
    <div className="agent-state" data-availability={availability.colour}>
      <span
        className="agent-state__availability"
        data-testid="own-availability"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
      >
        <span
          aria-hidden="true"
          style={{ ...DOT_STYLE, background: AVAILABILITY_COLOUR[availability.colour] }}
        />
        <span>
          {own
            ? t(`supervisor:ownState.availability.${availability.colour}`)
            : t('agentState.unknown')}
        </span>
      </span>
      <label className="agent-state__label">
        <span className="visually-hidden">{t('agentState.label')}</span>
        <select
          value={current}
          onChange={(event) => void choose(ownStateOption(groups, event.target.value))}
          disabled={!own}
          data-testid="agent-state"
        >
          {own && !choosable && (
            <option value={current} disabled>
              {names.state(own)}
            </option>
          )}
          {!own && <option value="">{t('agentState.unknown')}</option>}
          {groups.map((g) => (
            <optgroup key={g.group} label={t(`supervisor:ownState.groups.${g.group}`)}>
              {g.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {optionLabel(o)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {own && (
        // written into the DOM on the shared tick: the selector does not render each second
        <LiveText
          className="agent-state__time"
          title={t('agentState.timeInState')}
          data-testid="own-time-in-state"
          source={nowSignal}
          immediate
          text={(now) => formatDuration(Math.max(0, (now - own.since) / 1000))}
        />
      )}
      {own && allowances.length > 0 && (
        <label className="agent-state__label">
          <span className="visually-hidden">{t('supervisor:ownState.allowance')}</span>
          {/* the current allowance is shown but never offered again (supervisor-dashboards §4, same rule for oneself) */}
          <select
            value={own.loadAllowanceId}
            onChange={(event) => void chooseAllowance(event.target.value)}
            data-testid="own-load-allowance"
            title={t('supervisor:ownState.allowance')}
          >
            <option value={own.loadAllowanceId} disabled>
              {t('supervisor:ownState.allowanceCurrent', {
                name: names.loadAllowance(
                  own.loadAllowanceId,
                  currentAllowance?.loadAllowanceName ?? own.loadAllowanceId,
                ),
              })}
            </option>
            {otherAllowances.map((a) => (
              <option key={a.loadAllowanceId} value={a.loadAllowanceId}>
                {names.loadAllowance(a.loadAllowanceId, a.loadAllowanceName)}
              </option>
            ))}
          </select>
        </label>
      )}
      {error && (
        // below the bar, not in its row: a refusal in a long language squeezed the selectors
        // under it and pushed the brand and the user's name out of sight
        <p role="alert" className="agent-state__error">
          <span>{error}</span>
          <button
            type="button"
            className="agent-state__dismiss"
            aria-label={t('notices.dismiss')}
            title={t('notices.dismiss')}
            onClick={() => setError(null)}
          />
        </p>
      )}
    </div>
  );
}
