import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../protocol/api';
import { NavIcon } from './nav-icons';

const AREAS = [
  'dashboards',
  'calls',
  'chats',
  'emails',
  'sms',
  'supervisor',
  'kpis',
  'settings',
  'help',
] as const;

/** Left navigation of the agent shell; the supervisor area is listed for supervisors only. */
export function SideNav({ user }: { user: UserProfile }) {
  const { t } = useTranslation('common');
  const areas = AREAS.filter((area) => area !== 'supervisor' || user.isSupervisor);
  return (
    <nav className="side-nav" aria-label={t('nav.label')}>
      <ul>
        {areas.map((area) => (
          <li key={area}>
            <NavLink
              to={`/${area}`}
              className={({ isActive }) => (isActive ? 'nav-link nav-link-active' : 'nav-link')}
              title={t(`nav.${area}`)}
            >
              <NavIcon name={area} />
              <span>{t(`nav.${area}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
