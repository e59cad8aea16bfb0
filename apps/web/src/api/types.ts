import type {
  CurrentUser,
  Envelope,
  FieldError,
  LoginResult,
  Platform,
  RouteData,
  sessionRoutes,
} from '@trace/contracts';

/** What sign-in and refresh return: the access token and who it belongs to. */
export type SessionTokens = LoginResult;
export type SessionUser = LoginResult['user'];
/** The caller's company (`PUT /corp/read/current`); fields are null for users without one. */
export type CurrentCorp = RouteData<typeof sessionRoutes.currentCorp>;

export type { CurrentUser, Envelope, FieldError, Platform };
