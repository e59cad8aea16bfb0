/**
 * State machines as data: a table of allowed moves (from, action, to). Contracts declare the tables;
 * the API asks `nextState` and refuses anything the table does not list (HTTP 409).
 */
export interface Transition<S extends string, A extends string> {
  from: S | readonly S[];
  action: A;
  to: S;
}

export type TransitionTable<S extends string, A extends string> = readonly Transition<S, A>[];

const matches = <S extends string>(from: S | readonly S[], state: S) =>
  Array.isArray(from) ? from.includes(state) : from === state;

/** The state after `action` from `state`, or null when the move is not allowed. */
export function nextState<S extends string, A extends string>(
  table: TransitionTable<S, A>,
  state: S,
  action: A,
): S | null {
  return table.find((t) => t.action === action && matches(t.from, state))?.to ?? null;
}

/** The actions allowed from a state, e.g. to tell the client which buttons to show. */
export function allowedActions<S extends string, A extends string>(
  table: TransitionTable<S, A>,
  state: S,
): A[] {
  return [...new Set(table.filter((t) => matches(t.from, state)).map((t) => t.action))];
}
