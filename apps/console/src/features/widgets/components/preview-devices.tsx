import DesktopIcon from '@mui/icons-material/DesktopWindowsOutlined';
import MobileIcon from '@mui/icons-material/PhoneIphoneOutlined';
import TabletIcon from '@mui/icons-material/TabletMacOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';

/** The screens the preview shows the widget on, each at its width in CSS pixels. */
export const PREVIEW_DEVICES = [
  { label: 'Компьютер', width: 1280, Icon: DesktopIcon },
  { label: 'Планшет', width: 768, Icon: TabletIcon },
  { label: 'Телефон', width: 375, Icon: MobileIcon },
] as const;

export type PreviewDevice = (typeof PREVIEW_DEVICES)[number];

interface PreviewDevicesProps {
  device: PreviewDevice;
  onChange: (device: PreviewDevice) => void;
}

/** «Компьютер / Планшет / Телефон»: the one pressed is the preview's width. */
export function PreviewDevices({ device, onChange }: PreviewDevicesProps) {
  return (
    <Stack direction="row" role="toolbar" aria-label="Размер экрана" sx={{ gap: 1 }}>
      {PREVIEW_DEVICES.map((each) => {
        const pressed = each === device;
        return (
          <IconButton
            key={each.label}
            aria-label={each.label}
            aria-pressed={pressed}
            title={`${each.label}, ${each.width} px`}
            color={pressed ? 'primary' : 'default'}
            onClick={() => onChange(each)}
            sx={{ bgcolor: pressed ? 'action.selected' : undefined }}
          >
            <each.Icon />
          </IconButton>
        );
      })}
    </Stack>
  );
}
