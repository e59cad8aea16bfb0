import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../i18n';
import { currentCorpQuery, currentUserQuery } from './account';
import { platformQuery } from './platform';
import { sessionAccessQuery } from './session';

/**
 * Asks at start-up for what every first screen reads, side by side and while the code loads: the
 * platform's names and, for a signed-in person, the menus and permissions, the user and the company.
 * Left to the components, each would wait for the code that reads it and then for the one before it.
 * The components read the same queries; a failure here is theirs to show when they ask again.
 */
export function prefetchFirstScreen(queryClient: QueryClient, signedIn: boolean): void {
  void queryClient.prefetchQuery(platformQuery);
  if (!signedIn) return;
  void queryClient.prefetchQuery(sessionAccessQuery(currentLanguage()));
  void queryClient.prefetchQuery(currentUserQuery);
  void queryClient.prefetchQuery(currentCorpQuery);
}
