import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/placeholder-screen';

export function WallboardScreen() {
  const { t } = useTranslation('wallboard');
  return (
    <PlaceholderScreen title={t('title')}>
      <p>{t('comingWith')}</p>
    </PlaceholderScreen>
  );
}
