import { TranslationOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/layout/components/navbar/icon-button';
import { LANGUAGES } from '@/lib/i18n';
import { chooseLanguage, useLanguageStore } from '@/lib/language';

/** The language menu, beside the size menu: each language named in itself, the current one selected. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);

  const items: MenuProps['items'] = LANGUAGES.map(({ code, name }) => ({
    key: code,
    label: <span lang={code}>{name}</span>,
  }));
  const choose: MenuProps['onClick'] = ({ key }) => {
    const chosen = LANGUAGES.find(({ code }) => code === key);
    if (chosen && chosen.code !== language) void chooseLanguage(chosen.code);
  };

  return (
    <Dropdown menu={{ items, onClick: choose, selectedKeys: [language] }} trigger={['click']}>
      <IconButton label={t('language.label')} icon={<TranslationOutlined />} />
    </Dropdown>
  );
}
