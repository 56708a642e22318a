import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/placeholder-screen';

export function SupervisorScreen() {
  const { t } = useTranslation('supervisor');
  return (
    <PlaceholderScreen title={t('title')}>
      <p>{t('comingWith')}</p>
    </PlaceholderScreen>
  );
}
