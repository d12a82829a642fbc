/**
 * A generated query key without its body (`[method, path]`): the prefix of every page and filter
 * of that call, for invalidating all of them at once (a key with `undefined` in the body's place
 * matches only queries asked without one).
 */
export const callOf = (key: readonly unknown[]): readonly unknown[] => key.slice(0, 2);
