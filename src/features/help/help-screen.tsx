import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_COUNT_NOTE, figureNoteOf, type FigureNote } from '../../domain/figure-notes';
import { ALL_KPI_IDS } from '../../domain/kpi-ids';
import './help.css';

const SCREENS = ['dashboards', 'desk', 'kpis', 'settings', 'wallboard', 'teams'] as const;
const SHORTCUTS = [
  'skip',
  'listMove',
  'open',
  'menu',
  'escape',
  'enterSave',
  'wallboardKeys',
] as const;
/** The agent timers and the help texts of supervisor-dashboards §2, shared with the agent KPI card. */
const TIMERS = ['login', 'ready', 'break', 'busy'] as const;

/** /help: what each screen does, keyboard shortcuts, and the meaning of every KPI and timer. */
export function HelpScreen() {
  const { t } = useTranslation(['help', 'dashboards']);
  const ids = {
    title: useId(),
    screens: useId(),
    shortcuts: useId(),
    timers: useId(),
    kpis: useId(),
  };
  return (
    <section className="screen help-screen" aria-labelledby={ids.title}>
      <h1 id={ids.title} className="screen-title">
        {t('title')}
      </h1>
      <p className="screen-lead">{t('lead')}</p>

      <section aria-labelledby={ids.screens}>
        <h2 id={ids.screens}>{t('screensTitle')}</h2>
        <dl className="help-list">
          {SCREENS.map((screen) => (
            <div key={screen}>
              <dt>{t(`screens.${screen}.name`)}</dt>
              <dd>{t(`screens.${screen}.text`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby={ids.shortcuts}>
        <h2 id={ids.shortcuts}>{t('shortcutsTitle')}</h2>
        <table className="help-table">
          <thead>
            <tr>
              <th scope="col">{t('keys')}</th>
              <th scope="col">{t('action')}</th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.map((shortcut) => (
              <tr key={shortcut}>
                <td>
                  <kbd>{t(`shortcuts.${shortcut}.keys`)}</kbd>
                </td>
                <td>{t(`shortcuts.${shortcut}.action`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby={ids.timers}>
        <h2 id={ids.timers}>{t('timersTitle')}</h2>
        <dl className="help-list">
          {TIMERS.map((timer) => (
            <div key={timer}>
              <dt>{t(`dashboards:agentCenter.agentKpi.${timer}`)}</dt>
              <dd>{t(`dashboards:agentCenter.agentKpi.helpTexts.${timer}`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby={ids.kpis}>
        <h2 id={ids.kpis}>{t('kpisTitle')}</h2>
        <p>{t('kpisLead')}</p>
        <p>
          {t('dashboards:figureTitle', {
            name: [
              t('dashboards:counts.ready'),
              t('dashboards:counts.busy'),
              t('dashboards:counts.break'),
            ].join(', '),
            note: t(`dashboards:figureNotes.${AGENT_COUNT_NOTE}`),
          })}
        </p>
        <dl className="help-list help-list--kpis">
          {ALL_KPI_IDS.map((id) => (
            <div key={id}>
              <dt>{t(`dashboards:kpi.${id}`)}</dt>
              <dd>
                {t(`kpi.${id}`)}
                <FigureNoteLine note={figureNoteOf(id)} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </section>
  );
}

/** Why a figure may not match its neighbours (`figure-notes.ts`), under its meaning. */
function FigureNoteLine({ note }: { note: FigureNote | null }) {
  const { t } = useTranslation('dashboards');
  return note === null ? null : <span className="help-list__note">{t(`figureNotes.${note}`)}</span>;
}
