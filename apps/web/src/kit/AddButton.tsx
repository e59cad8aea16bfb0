import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PlusIcon } from './icons';

/** The "add" action of a list page's header: a button with a plus that opens the add page `to`. */
export function AddButton({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button leftSection={<PlusIcon size={16} />} onClick={() => navigate(to)}>
      {children}
    </Button>
  );
}
