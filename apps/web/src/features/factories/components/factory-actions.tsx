import type { Factory } from '@gbo/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/row-actions';
import { useModifyFactory } from '@/features/factories/api/factories';
import { toEnabledRequest } from '@/features/factories/utils/factory-form';

interface FactoryActionsProps {
  factory: Factory;
  onEdit: (factory: Factory) => void;
  onSettings: (factory: Factory) => void;
}

/**
 * A factory's actions (the caller checks `factory:edit`): Edit, and under More its settings and, asking
 * first, enabling or disabling it.
 */
export function FactoryActions({ factory, onEdit, onSettings }: FactoryActionsProps) {
  const { t } = useTranslation('factories');
  const { message } = App.useApp();
  const modify = useModifyFactory();
  const name = factory.name;

  const setEnabled = (enabled: boolean) =>
    modify
      .mutateAsync(toEnabledRequest(factory, enabled))
      .then(() => void message.success(t(enabled ? 'message.enabled' : 'message.disabled', { name })));

  return (
    <RowActions
      name={name}
      actions={[
        { key: 'edit', label: t('action.edit'), onClick: () => onEdit(factory) },
        { key: 'settings', label: t('action.settings'), onClick: () => onSettings(factory) },
        {
          key: 'enable',
          label: t('action.enable'),
          hidden: factory.enabled,
          confirm: { title: t('confirm.enableTitle', { name }), content: t('confirm.enable') },
          onClick: () => setEnabled(true),
        },
        {
          key: 'disable',
          label: t('action.disable'),
          hidden: !factory.enabled,
          danger: true,
          confirm: { title: t('confirm.disableTitle', { name }), content: t('confirm.disable', { name }) },
          onClick: () => setEnabled(false),
        },
      ]}
    />
  );
}
