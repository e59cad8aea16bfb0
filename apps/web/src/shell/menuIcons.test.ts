import { NAVIGATION } from '@trace/contracts/navigation';
import { describe, expect, it } from 'vitest';
import { FolderIcon } from '../components/icons';
import { MENU_ICON_NAMES, menuIcon } from './menuIcons';

describe('the menu icons', () => {
  it('draw every icon the navigation names', () => {
    for (const group of NAVIGATION) {
      expect(MENU_ICON_NAMES).toContain(group.icon);
      expect(menuIcon(group.icon)).not.toBe(FolderIcon);
    }
  });

  it('fall back to a folder for unknown names, inherited object keys included', () => {
    expect(menuIcon(null)).toBe(FolderIcon);
    expect(menuIcon('rocket')).toBe(FolderIcon);
    expect(menuIcon('constructor')).toBe(FolderIcon);
    expect(menuIcon('toString')).toBe(FolderIcon);
  });
});
