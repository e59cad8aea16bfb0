import type {
  CurrentUser,
  FieldError,
  LoginResult,
  Platform,
  RouteData,
  sessionRoutes,
} from '@trace/contracts';

/** Body of every API response: success only when HTTP 200 and `code === "200"`. */
export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
  errors?: FieldError[];
}

/** What sign-in and refresh return: the access token and who it belongs to. */
export type SessionTokens = LoginResult;
export type SessionUser = LoginResult['user'];
/** The caller's company (`PUT /corp/read/current`); fields are null for users without one. */
export type CurrentCorp = RouteData<typeof sessionRoutes.currentCorp>;

export type { CurrentUser, FieldError, Platform };
