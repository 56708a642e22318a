import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/placeholder-screen';

export function EmailsScreen() {
  const { t } = useTranslation('emails');
  return (
    <PlaceholderScreen title={t('title')}>
      <p>{t('comingWith')}</p>
    </PlaceholderScreen>
  );
}
