import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/placeholder-screen';

export function TeamsScreen() {
  const { t } = useTranslation('teams');
  return (
    <PlaceholderScreen title={t('title')}>
      <p>{t('comingWith')}</p>
    </PlaceholderScreen>
  );
}
