import { useTranslation } from 'react-i18next';
import { DialogShell } from '../dialog-shell';
import { nestedDialogProps } from '../nested-dialog';
import { CaptchaPuzzle } from './captcha-puzzle';
import type { PuzzleSource } from './use-captcha-puzzle';


/** SPEC §9: the slider dialog is 340 wide. */
const SLIDER_DIALOG_WIDTH = 340;

export interface SliderCaptchaProps extends PuzzleSource {
  opened: boolean;
  onClose: () => void;
}

/**
 * The slider captcha dialog (SPEC §2, §4, §8). Its parts: the states and calls
 * (use-captcha-puzzle), moving the piece by pointer or keys (use-slider-control), and the picture,
 * track and status (captcha-puzzle). The parent closes the dialog after `onSuccess`.
 */
export function SliderCaptcha({ opened, onClose, load, verify, onSuccess }: SliderCaptchaProps) {
  const { t } = useTranslation();
  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={t('captcha.title')}
      size={SLIDER_DIALOG_WIDTH}
      {...nestedDialogProps(onClose)}
    >
      <CaptchaPuzzle load={load} verify={verify} onSuccess={onSuccess} />
    </DialogShell>
  );
}
