import { useTranslation } from 'react-i18next';
import { durationParts } from '@/features/server-monitor/utils/figures';

/** This feature's strings: the `server-monitor` namespace, keys checked against locales/en.json. */
export function useMonitorTranslation() {
  return useTranslation('server-monitor');
}

/** An uptime in words: "3 d 4 h", "12 min". */
export function useDuration() {
  const { t } = useMonitorTranslation();
  return (seconds: number) => {
    const parts = durationParts(seconds);
    switch (parts.key) {
      case 'days':
        return t('duration.days', parts);
      case 'hours':
        return t('duration.hours', parts);
      case 'minutes':
        return t('duration.minutes', parts);
      default:
        return t('duration.seconds', parts);
    }
  };
}
