/** Why a spreadsheet could not be read at all (as opposed to rows with bad values). */
export type SpreadsheetProblem = 'type' | 'empty' | 'tooManyRows' | 'tooLarge' | 'unreadable';

export class SpreadsheetError extends Error {
  constructor(
    readonly problem: SpreadsheetProblem,
    readonly detail?: Record<string, number>,
  ) {
    super(`spreadsheet ${problem}`);
  }
}
