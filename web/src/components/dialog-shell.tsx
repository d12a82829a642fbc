import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** SPEC §9: dialogs open and close with a 400 ms scale animation. */
const DIALOG_TRANSITION = { transition: 'scale', duration: 400 } as const;

type DialogShellProps = Omit<ModalProps, 'transitionProps'>;

/** The generic dialog: a centred Mantine Modal with the site's animation and a labelled close. */
export function DialogShell({ children, closeButtonProps, ...props }: DialogShellProps) {
  const { t } = useTranslation();
  return (
    <Modal
      centered
      radius="md"
      transitionProps={DIALOG_TRANSITION}
      closeButtonProps={{ 'aria-label': t('dialog.close'), ...closeButtonProps }}
      {...props}
    >
      {children}
    </Modal>
  );
}
