import { cn } from './cn';
import { en } from './en';
import { fr } from './fr';

/** Every namespace in every language, as i18next loads them. */
export const resources = { cn, en, fr };

/** The English resources; their shape types every `t` call. */
export type Resources = typeof en;

/** A page group's (or the shell's) texts: `common`, `kit`, `shell`, `stats`, ... */
export type Namespace = keyof Resources;
