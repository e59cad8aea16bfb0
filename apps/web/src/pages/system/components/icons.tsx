import { Icon, type KitIconProps } from '../../../kit';

export const EditIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
    <path d="M13.5 6.5l4 4" />
  </Icon>
);
export const KeyIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <circle cx="8" cy="15" r="4" />
    <path d="M10.8 12.2L20 3M16 7l3 3M14 9l2 2" />
  </Icon>
);
export const SubtreeIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <rect x="3" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="16" width="7" height="5" rx="1" />
    <path d="M6.5 8v7a3 3 0 0 0 3 3H14" />
  </Icon>
);
export const PublishIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M4 13l16-8-5 16-3-7z" />
    <path d="M12 14l8-9" />
  </Icon>
);
export const ReplyIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M9 14L4 9l5-5" />
    <path d="M4 9h10a6 6 0 0 1 6 6v4" />
  </Icon>
);
export const NotesIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </Icon>
);
export const ShieldIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
);
export const LockOpenIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 7.5-2" />
  </Icon>
);
