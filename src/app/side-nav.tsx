import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { navAreasOf } from '../domain/role-areas';
import type { UserProfile } from '../protocol/api';
import { roleOf } from '../ui/user-role';
import { NavIcon } from './nav-icons';

/** Left navigation: each role's own areas (the supervisor area for supervisors, the board for wallboard users). */
export function SideNav({ user }: { user: UserProfile }) {
  const { t } = useTranslation('common');
  const areas = navAreasOf(roleOf(user));
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
