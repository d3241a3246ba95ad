import { App, type ModalFuncProps } from 'antd';
import { useIsMobile } from '@/lib/use-is-mobile';

/** What a list's confirmation says and does; a dangerous one has a red OK button. */
export type ConfirmConfig = Omit<ModalFuncProps, 'okButtonProps' | 'cancelButtonProps'> & {
  danger?: boolean;
};

/**
 * antd's confirmation dialog for lists: on a phone its buttons are 40 px high, like the rest of the list
 * (the dialog opens outside the list's own size).
 */
export function useConfirm() {
  const { modal } = App.useApp();
  const size = useIsMobile() ? 'large' : undefined;
  return ({ danger, ...config }: ConfirmConfig) =>
    modal.confirm({ ...config, okButtonProps: { danger, size }, cancelButtonProps: { size } });
}
