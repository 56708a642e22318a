import { useTranslation } from 'react-i18next';
import type { AlertType } from '../../domain/wallboard';

/** An alert shown by colour, an icon and its name, so it reads without colour too. */
export function AlertBadge({ alert }: { alert: Exclude<AlertType, 'None'> }) {
  const { t } = useTranslation('wallboard');
  return (
    <span className={`wallboard-alert wallboard-alert--${alert.toLowerCase()}`}>
      <svg
        className="wallboard-alert__icon"
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        aria-hidden="true"
      >
        {alert === 'Warning' ? (
          <path fillRule="evenodd" d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
        ) : (
          <path
            fillRule="evenodd"
            d="M8.3 2h7.4L22 8.3v7.4L15.7 22H8.3L2 15.7V8.3L8.3 2Zm2.7 5v6h2V7h-2Zm0 8v2h2v-2h-2Z"
          />
        )}
      </svg>
      {t(`alert.${alert}`)}
    </span>
  );
}
