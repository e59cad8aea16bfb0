import { ActionIcon, type MantineColor, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** A compact row action of a tree table: an icon button named by its tooltip. */
export function RowIconAction({
  label,
  icon,
  color,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  color?: MantineColor;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={200}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
