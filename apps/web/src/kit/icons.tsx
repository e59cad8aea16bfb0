import type { SVGProps } from 'react';

export type KitIconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Line icons (24 px grid, stroke in the current colour) for the page kit and the pages built on it;
 * pages draw their own icons with this same frame. */
export function Icon({ size = 18, children, ...props }: KitIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Icon>
);
export const RefreshIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M20 11a8 8 0 0 0-14.9-3.5M4 4v4h4" />
    <path d="M4 13a8 8 0 0 0 14.9 3.5M20 20v-4h-4" />
  </Icon>
);
export const ColumnsIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M15 4v16" />
  </Icon>
);
export const DownloadIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M7 10l5 5 5-5" />
    <path d="M5 19h14" />
  </Icon>
);
export const UploadIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M12 16V5M7 10l5-5 5 5" />
    <path d="M5 19h14" />
  </Icon>
);
export const BackIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M15 6l-6 6 6 6" />
  </Icon>
);
export const SortIcon = ({ sorted, ...p }: KitIconProps & { sorted: 'asc' | 'desc' | false }) => (
  <Icon {...p}>
    <path d="M8 10l4-4 4 4" opacity={sorted === 'asc' ? 1 : 0.3} />
    <path d="M8 14l4 4 4-4" opacity={sorted === 'desc' ? 1 : 0.3} />
  </Icon>
);
export const FileIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </Icon>
);
export const PhotoIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="M21 16l-5-5-8 8" />
  </Icon>
);
export const TrashIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </Icon>
);
export const CloseIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
export const CheckIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M5 12l5 5L20 7" />
  </Icon>
);
export const DotsIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </Icon>
);
export const InboxIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M4 13l2.5-7.5A2 2 0 0 1 8.4 4h7.2a2 2 0 0 1 1.9 1.5L20 13" />
    <path d="M4 13v5a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5h-5l-1 2h-4l-1-2z" />
  </Icon>
);
export const MailIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
);
export const MailOpenIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M3 10l9-6 9 6v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <path d="M3 10l9 6 9-6" />
  </Icon>
);
export const SendIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M21 3L10 14" />
    <path d="M21 3l-7 18-4-7-7-4z" />
  </Icon>
);
export const AlertCircleIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v4M12 16h.01" />
  </Icon>
);
export const ChecksIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M3 12l5 5L18 7" />
    <path d="M12 15.5l1.5 1.5L21 9.5" />
  </Icon>
);
export const PlusIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
export const EyeIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);
export const CalendarIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Icon>
);
export const PinIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M9 4h6l-1 6 4 3v2H6v-2l4-3z" />
    <path d="M12 15v6" />
  </Icon>
);
export const LinkIcon = (p: KitIconProps) => (
  <Icon {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Icon>
);
