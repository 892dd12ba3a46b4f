// Password strength with zxcvbn-ts (maintained, the TypeScript successor of Dropbox's zxcvbn): a score
// from 0 (guessed at once) to 4 (very hard). Its common dictionaries (the most used passwords,
// keyboard patterns) are large, so they load with the first keystroke in a new-password field, never
// with the page. The score counts the customer's own name and email as guessable words.

/** 0 (very weak) … 4 (very strong), as zxcvbn scores. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export type StrengthEstimator = (password: string, userInputs: readonly string[]) => StrengthScore;

let loading: Promise<StrengthEstimator> | null = null;

export function loadStrengthEstimator(): Promise<StrengthEstimator> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
      });
      return (password, userInputs) => zxcvbn.check(password, [...userInputs]).score as StrengthScore;
    },
    (error: unknown) => {
      // A failed download may work next time.
      loading = null;
      throw error;
    },
  );
  return loading;
}
