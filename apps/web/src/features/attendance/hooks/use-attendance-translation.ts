import { useTranslation } from 'react-i18next';

/** This feature's strings: the `attendance` namespace, keys checked against locales/en.json. */
export function useAttendanceTranslation() {
  return useTranslation('attendance');
}
