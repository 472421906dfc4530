import MailIcon from '@mui/icons-material/MailOutlineRounded';
import TelegramIcon from '@mui/icons-material/Telegram';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ContactType } from '@vitrina/contracts/enums';
import { CONTACT_TYPE_LABELS } from '../form-services-texts';

const ICONS = { TELEGRAM: TelegramIcon, EMAIL: MailIcon } as const;

interface ContactTypeIconProps extends Omit<SvgIconProps, 'titleAccess'> {
  type: ContactType;
  /** Named by its type; hidden from assistive technology when the type is said beside it. */
  decorative?: boolean;
}

export function ContactTypeIcon({ type, decorative = false, ...iconProps }: ContactTypeIconProps) {
  const Icon = ICONS[type];
  return decorative ? (
    <Icon aria-hidden {...iconProps} />
  ) : (
    <Icon titleAccess={CONTACT_TYPE_LABELS[type]} {...iconProps} />
  );
}
