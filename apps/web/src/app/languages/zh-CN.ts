import antdLocale from 'antd/es/locale/zh_CN';
import { toResources } from '@/lib/i18n';
import type { LanguagePack } from '@/lib/language';

/** Simplified Chinese, one chunk downloaded when chosen or restored: every zh-CN.json and antd's Chinese. */
const simplifiedChinese: LanguagePack = {
  resources: toResources(
    import.meta.glob(
      [
        '../../lib/locales/zh-CN.json',
        '../../layout/locales/zh-CN.json',
        '../../features/*/locales/zh-CN.json',
      ],
      { eager: true, import: 'default' },
    ),
  ),
  antdLocale,
};

export default simplifiedChinese;
